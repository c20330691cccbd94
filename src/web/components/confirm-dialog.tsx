import { useRef } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";

interface ConfirmDialogProps {
  /** What is asked, naming the record: "Delete Wireless mouse?". Undefined keeps the dialog closed. */
  title: string | undefined;
  /** What follows from it: stock given back, scripts that stop working. */
  description: string;
  confirmLabel: string;
  /** The action destroys something: the confirm button is red. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The app's own confirmation, in the interface language and naming the record, instead of the
 * browser's `confirm()` (docs/decisions.md 79). The safe choice, Cancel, has the focus when it
 * opens; Escape and the close button cancel; the focus then returns to the button that asked.
 */
export function ConfirmDialog({ title, description, confirmLabel, destructive, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={title !== undefined} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        role="alertdialog"
        closeLabel={t("common.close")}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button variant={destructive ? "destructive" : "default"} sendsChange onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
