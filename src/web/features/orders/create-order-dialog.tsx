import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { useLanguage } from "@web/i18n/use-language";
import { useCreateOrder } from "./api/create-order";

import { orderErrorMessage } from "./order-errors";
import { canSaveLines, linesForSave, newLine, type EditableLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";

/** The create-order dialog (docs/product.md "Orders"): an optional client and the order's lines. */
export function CreateOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const createOrder = useCreateOrder();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [lines, setLines] = useState<EditableLine[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function reset() {
    setClient(null);
    setLines([newLine()]);
    setErrors({});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) {
      toast.error(t("orders.toasts.noItemsSelected"), { duration: TOAST_DURATION.notice });
      return;
    }
    const checked = linesForSave(lines, language);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    try {
      await createOrder.mutateAsync({
        client_id: client?.id ?? null,
        lines: checked.lines.flatMap((line) =>
          line.inventory_item_id ? [{ inventory_item_id: line.inventory_item_id, quantity: line.quantity }] : [],
        ),
      });
      toast.success(t("orders.toasts.created"));
      reset();
      onOpenChange(false);
    } catch (error) {
      toast.error(t("orders.toasts.createFailed"), {
        description: orderErrorMessage(error, t, language),
        duration: TOAST_DURATION.error,
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) setErrors({});
        onOpenChange(nextOpen);
      }}
    >
      <DialogContent closeLabel={t("common.close")} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("orders.createTitle")}</DialogTitle>
          <DialogDescription>{t("orders.createDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-5" onSubmit={(event) => void save(event)}>
          <FormField id="order-client" label={t("orders.fields.client")}>
            <ClientPicker id="order-client" value={client} onChange={setClient} noneLabel={t("orders.noClient")} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">{t("orders.lines.title")}</legend>
            <OrderLinesEditor lines={lines} onChange={setLines} errors={errors} />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!canSaveLines(lines) || createOrder.isPending}>
              {createOrder.isPending ? t("orders.creating") : t("orders.createOrder")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
