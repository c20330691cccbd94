import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useTranslation } from "@web/i18n/i18n";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useDeleteWorkspace } from "./api/delete-workspace";
import { workspaceErrorMessage } from "./workspace-errors";

interface DeleteWorkspaceDialogProps {
  workspace: WorkspaceSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The workspace's name typed out, then the workspace deleted with all it holds (docs/decisions.md 89). */
export function DeleteWorkspaceDialog({ workspace, open, onOpenChange }: DeleteWorkspaceDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteWorkspace = useDeleteWorkspace(workspace.id);
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const matches = typed.trim() === workspace.name;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setTyped("");
  }

  // Awaited rather than given to `mutate`: this section is gone once the session has moved to another workspace.
  async function confirm() {
    if (!matches) return;
    try {
      await deleteWorkspace.mutateAsync();
      toast.success(t("workspace.delete.deleted", { name: workspace.name }));
      void navigate("/dashboard");
    } catch (error) {
      toast.error(t("workspace.delete.failed"), { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog" closeLabel={t("common.close")}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{t("workspace.delete.confirmTitle", { name: workspace.name })}</DialogTitle>
            <DialogDescription>{t("workspace.delete.confirmDescription")}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={inputId} className="[overflow-wrap:anywhere]">
              {t("workspace.delete.typeName", { name: workspace.name })}
            </Label>
            <Input id={inputId} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || deleteWorkspace.isPending}>
              {t("workspace.delete.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
