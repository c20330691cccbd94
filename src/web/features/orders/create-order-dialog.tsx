import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useWorkspaceMoney } from "@web/lib/money";
import { useCreateOrder } from "./api/create-order";
import { canSaveLines, newLine, type EditableLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";
import { useSaveOrderLines } from "./use-save-order-lines";

/**
 * The create-order dialog (docs/product.md "Orders"): an optional client and the order's lines,
 * each with its tax rate; the prices are taken as the workspace's setting says (tax included or not).
 */
export function CreateOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const { pricesIncludeTax } = useWorkspaceMoney();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [lines, setLines] = useState<EditableLine[]>(() => [newLine()]);
  const {
    errors,
    clearErrors,
    save: saveLines,
  } = useSaveOrderLines({ empty: "noItemsSelected", saved: "created", failed: "createFailed" });

  function reset() {
    setClient(null);
    setLines([newLine()]);
    clearErrors();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await saveLines(lines, (checked) =>
      createOrder.mutateAsync({
        client_id: client?.id ?? null,
        lines: checked.flatMap((line) =>
          line.inventory_item_id
            ? [{ inventory_item_id: line.inventory_item_id, quantity: line.quantity, tax_rate_id: line.tax_rate_id ?? null }]
            : [],
        ),
      }),
    );
    if (saved) {
      reset();
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) clearErrors();
        onOpenChange(nextOpen);
      }}
    >
      <DialogContent closeLabel={t("common.close")} className="max-w-4xl">
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
            <OrderLinesEditor lines={lines} onChange={setLines} errors={errors} pricesIncludeTax={pricesIncludeTax} />
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
