import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Client } from "@shared/clients/client.schema";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import { apiRequest } from "@web/lib/api-client";
import { useWorkspaceMoney } from "@web/lib/money";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { useCreateOrder } from "./api/create-order";
import { canSaveLines, newLine, type EditableLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";
import { useSaveOrderLines } from "./use-save-order-lines";

/**
 * The create-order dialog (docs/product.md "Orders"): an optional client and the order's lines,
 * each with its tax rate; the prices are taken as the workspace's setting says (tax included or not).
 */
export function CreateOrderDialog({
  open,
  onOpenChange,
  clientId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client chosen when the dialog opens (from the client's page); the picker still changes it. */
  clientId?: string;
}) {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const { pricesIncludeTax } = useWorkspaceMoney();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const preselected = useQuery({
    queryKey: [...QUERY_ROOTS.clients, "detail", clientId],
    queryFn: ({ signal }) => apiRequest<Client>(`/clients/${encodeURIComponent(clientId ?? "")}`, { signal }),
    enabled: clientId !== undefined,
  }).data;
  // Chosen once, when the client has loaded; a later pick or reset is the user's.
  const [preselectedId, setPreselectedId] = useState<string | undefined>();
  if (preselected && preselectedId !== preselected.id) {
    setPreselectedId(preselected.id);
    setClient({ id: preselected.id, name: preselected.name });
  }
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
