import { useQueryClient } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import { isInvoiceable } from "@shared/invoices/invoice-limits";
import type { OrderDetail, OrderLine } from "@shared/orders/order.schema";
import { isLineEditingAllowed, type OrderStatus } from "@shared/orders/order-status";
import { BackLink } from "@web/components/back-link";
import { ClientLink } from "@web/components/client-link";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { DataList } from "@web/components/data-list";
import { useTaxRateLabel } from "@web/components/tax-rate-select";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { WARNING_COLOURS } from "@web/components/warning-colours";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError } from "@web/lib/api-client";
import { formatDateTime, formatInteger } from "@web/lib/format";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { useWorkspaceMoney } from "@web/lib/money";
import { useTaxRates } from "@web/lib/tax-rates";
import { useLanguage } from "@web/i18n/use-language";
import { useTextSection } from "@web/i18n/use-text-section";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { getOrderQueryOptions, useOrder } from "./api/get-order";
import { useOrderInvoices } from "./api/list-order-invoices";
import { useUpdateOrder } from "./api/update-order";
import { OrderDocuments } from "./order-documents";
import { orderConflictDetails, orderErrorMessage } from "./order-errors";
import { canSaveLines, liveTotals, type EditableLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";
import { OrderTotalsSummary } from "./order-totals-summary";
import { useSaveOrderLines } from "./use-save-order-lines";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderStatusSelect } from "./order-status-select";
import { statusChangeWarning, undoneByStatusChange } from "./status-change";

function editableLinesOf(order: OrderDetail, language: string): EditableLine[] {
  return order.lines.map((line) => ({
    key: line.id,
    id: line.id,
    item: { id: line.inventory_item_id, name: line.item_name, unit_price: line.unit_price },
    quantity: formatLocalizedNumber(line.quantity, language, "integer", { grouped: false }),
    savedTax:
      line.tax_name === null || line.tax_rate === null ? null : { rateId: line.tax_rate_id, name: line.tax_name, rate: line.tax_rate },
  }));
}

function BackToOrders() {
  const { t } = useTranslation();
  return <BackLink to="/orders" label={t("orders.back")} />;
}

export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useOrder(id);

  if (order.isPending) {
    return (
      <p className="text-muted-foreground" role="status">
        {t("app.loading")}
      </p>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.code === "NOT_FOUND" || order.error.code === "VALIDATION");
    return (
      <>
        <BackToOrders />
        <PageHeader title={missing ? t("orders.notFound") : t("orders.toasts.loadFailed")} />
      </>
    );
  }
  // Keyed by the order, not its version: edits in progress outlive a change made elsewhere.
  return <OrderView key={order.data.id} order={order.data} />;
}

/** Lines and status being edited, and the version of the order they were started from. */
interface Edit {
  version: string;
  lines: EditableLine[];
  status: OrderStatus;
}

/** Where the keyboard focus goes once the view has switched between showing and editing. */
type FocusTarget = "firstField" | "editButton";

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTextSection("invoices");
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const taxLabel = useTaxRateLabel();
  const rates = useTaxRates().data?.items;
  const queryClient = useQueryClient();
  const updateOrder = useUpdateOrder();
  const invoices = useOrderInvoices(order.id);
  /** The invoice no credit note cancels yet: while there is one, the lines cannot change (docs/product.md "Quotes and invoices"). */
  const invoiceInForce = invoices.data?.items.find((invoice) => invoice.kind === "invoice" && invoice.status !== "credited");
  const canIssueInvoice = isInvoiceable(order.status) && invoices.data !== undefined && invoiceInForce === undefined;
  /** Whether the user is asked to confirm the cancellation of an invoiced order, which credits its invoice. */
  const [cancelling, setCancelling] = useState(false);
  const [edit, setEdit] = useState<Edit | null>(null);
  /** The version saved now, once a save over an older one was refused (docs/decisions.md 74). */
  const [refusedFor, setRefusedFor] = useState<string | undefined>();
  const {
    errors,
    clearErrors,
    save: saveLines,
  } = useSaveOrderLines({ empty: "noItemsInOrder", saved: "updated", failed: "updateFailed", number: order.number });
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterSwitch = useRef<FocusTarget | null>(null);
  const number = t("orders.number", { number: order.number });
  const editing = edit !== null;
  const changedElsewhere = edit !== null && (order.updated_at !== edit.version || refusedFor !== undefined);

  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === "firstField") document.getElementById("order-status")?.focus();
    // A saved order that can no longer be edited has no Edit button: the page's heading takes the focus.
    if (target === "editButton") (editButtonRef.current ?? document.querySelector<HTMLElement>("main h1"))?.focus();
  }, [editing]);

  function startEditing() {
    setEdit({ version: order.updated_at, lines: editableLinesOf(order, language), status: order.status });
    setRefusedFor(undefined);
    clearErrors();
    focusAfterSwitch.current = "firstField";
  }

  function stopEditing() {
    setEdit(null);
    setRefusedFor(undefined);
    focusAfterSwitch.current = "editButton";
  }

  async function save(current: Edit) {
    // Once the user was told the order changed elsewhere, saving again overwrites that version.
    const version = changedElsewhere ? (refusedFor ?? order.updated_at) : current.version;
    const saved = await saveLines(current.lines, async (checked) => {
      try {
        return await updateOrder.mutateAsync({
          id: order.id,
          patch: { lines: checked, expected_updated_at: version, ...(current.status !== order.status ? { status: current.status } : {}) },
        });
      } catch (error) {
        const details = orderConflictDetails(error);
        if (details?.reason === "order_changed") {
          setRefusedFor(details.updated_at);
          void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(order.id).queryKey });
        }
        throw error;
      }
    });
    if (saved) stopEditing();
  }

  /**
   * An invoiced order's lines cannot change, but its status can, at once: cancelling it credits
   * its invoice with a credit note, which is asked first.
   */
  function changeInvoicedStatus(status: OrderStatus) {
    setCancelling(false);
    updateOrder.mutate(
      { id: order.id, patch: { status } },
      {
        onSuccess: () => {
          toast.success(t("orders.toasts.statusUpdated"), {
            description: status === "cancelled" ? t("invoices.documents.creditNoteIssued") : undefined,
          });
          // Credited, the order is no longer invoiced: the status select gives way to the badge, and the
          // focus goes to the Edit button that comes back, or to the page's heading.
          if (status === "cancelled") {
            requestAnimationFrame(() => (editButtonRef.current ?? document.querySelector<HTMLElement>("main h1"))?.focus());
          }
        },
        onError: (error) =>
          toast.error(t("orders.toasts.updateFailed", { number }), {
            description: orderErrorMessage(error, t, language),
            duration: TOAST_DURATION.error,
          }),
      },
    );
  }

  const undone = cancelling ? undoneByStatusChange(order, "cancelled") : undefined;

  return (
    <>
      <BackToOrders />
      <PageHeader
        title={number}
        documentTitle={t("orders.orderTitle", { number })}
        actions={
          !editing &&
          isLineEditingAllowed(order.status) &&
          invoiceInForce === undefined && (
            <Button ref={editButtonRef} onClick={startEditing}>
              <PencilIcon />
              {t("orders.edit")}
            </Button>
          )
        }
      />
      {changedElsewhere && (
        <div
          role="alert"
          className={`mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border p-4 text-sm ${WARNING_COLOURS}`}
        >
          <p>{t("orders.changedElsewhere")}</p>
          <Button variant="outline" size="sm" onClick={startEditing}>
            {t("orders.reload")}
          </Button>
        </div>
      )}
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <SummaryCard title={t("orders.fields.status")} labelFor={editing || invoiceInForce ? "order-status" : undefined}>
          {!edit && invoiceInForce ? (
            <OrderStatusSelect
              id="order-status"
              value={updateOrder.isPending ? (updateOrder.variables.patch.status ?? order.status) : order.status}
              busy={updateOrder.isPending}
              onChange={(status) => (status === "cancelled" ? setCancelling(true) : changeInvoicedStatus(status))}
              className="w-full"
            />
          ) : edit ? (
            <OrderStatusSelect
              id="order-status"
              value={edit.status}
              onChange={(status) => setEdit({ ...edit, status })}
              className="w-full"
            />
          ) : (
            <OrderStatusBadge status={order.status} />
          )}
        </SummaryCard>
        <SummaryCard title={t("orders.fields.client")}>
          {order.client_id !== null && order.client_name !== null ? (
            <ClientLink clientId={order.client_id}>{order.client_name}</ClientLink>
          ) : (
            (order.client_name ?? t("orders.noClient"))
          )}
        </SummaryCard>
        <SummaryCard title={t("orders.fields.total")}>
          <span className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]" data-testid="order-total">
            {money.format(
              edit
                ? liveTotals(edit.lines, language, rates, { pricesIncludeTax: order.prices_include_tax, currencyDigits: money.digits })
                    .total_price
                : order.total_price,
            )}
          </span>
        </SummaryCard>
      </div>

      <Card className="mb-6">
        <CardHeader>
          <CardTitle>{t("orders.lines.title")}</CardTitle>
          {invoiceInForce && <CardDescription data-testid="lines-invoiced">{t("invoices.documents.invoicedLines")}</CardDescription>}
        </CardHeader>
        {edit ? (
          <CardContent className="space-y-5">
            <OrderLinesEditor
              lines={edit.lines}
              onChange={(lines) => setEdit({ ...edit, lines })}
              errors={errors}
              pricesIncludeTax={order.prices_include_tax}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                onClick={() => {
                  // docs/product.md "Order detail": Cancel puts back the lines as saved.
                  stopEditing();
                  void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(order.id).queryKey });
                }}
              >
                {t("common.cancel")}
              </Button>
              <Button disabled={!canSaveLines(edit.lines) || updateOrder.isPending} onClick={() => void save(edit)}>
                {updateOrder.isPending ? t("orders.saving") : changedElsewhere ? t("orders.saveAnyway") : t("orders.save")}
              </Button>
            </div>
          </CardContent>
        ) : (
          <DataList<OrderLine>
            rows={order.lines}
            rowKey={(line) => line.id}
            actionsHeader={t("common.actions")}
            columns={[
              { id: "item", header: t("orders.fields.item"), card: "title", className: "font-medium", cell: (line) => line.item_name },
              {
                id: "quantity",
                header: t("orders.fields.quantity"),
                align: "right",
                className: "tabular-nums",
                cell: (line) => formatInteger(line.quantity, language),
              },
              {
                id: "unit_price",
                header: t("orders.fields.unitPrice"),
                align: "right",
                className: "tabular-nums whitespace-nowrap",
                cell: (line) => money.format(line.unit_price),
              },
              {
                id: "tax",
                header: t("orders.fields.tax"),
                cell: (line) =>
                  line.tax_name === null || line.tax_rate === null
                    ? t("common.noTax")
                    : taxLabel({ name: line.tax_name, rate: line.tax_rate }),
              },
              {
                id: "subtotal",
                header: t("orders.fields.subtotal"),
                align: "right",
                className: "tabular-nums whitespace-nowrap",
                cell: (line) => money.format(line.subtotal),
              },
            ]}
          />
        )}
        {!edit && (
          <CardContent className="flex justify-end pt-4">
            <OrderTotalsSummary
              className="w-full sm:w-auto sm:min-w-72"
              totals={order}
              pricesIncludeTax={order.prices_include_tax}
              totalTestId="saved-total"
            />
          </CardContent>
        )}
      </Card>

      <OrderDocuments order={order} invoices={invoices.data?.items} loadError={invoices.error} canIssue={canIssueInvoice} />

      <Card>
        <CardHeader>
          <CardTitle>{t("orders.info.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">{t("orders.fields.createdAt")}</dt>
            <dd>{formatDateTime(order.created_at, language)}</dd>
            <dt className="text-muted-foreground">{t("orders.fields.updatedAt")}</dt>
            <dd>{formatDateTime(order.updated_at, language)}</dd>
          </dl>
        </CardContent>
      </Card>
      <ConfirmDialogOnDemand
        title={cancelling ? t("orders.statusChange.title", { number, status: t("orders.status.cancelled") }) : undefined}
        description={statusChangeWarning(
          { creditedInvoice: invoiceInForce?.number ?? "", unitsBackInStock: 0, revenueLost: 0, ...undone },
          t,
          language,
          money.format,
        )}
        confirmLabel={t("orders.statusChange.confirm", { status: t("orders.status.cancelled") })}
        destructive
        onConfirm={() => changeInvoicedStatus("cancelled")}
        onCancel={() => setCancelling(false)}
      />
    </>
  );
}

/** A figure of the order under its title; `labelFor` makes the title the label of the field editing it. */
function SummaryCard({ title, labelFor, children }: { title: string; labelFor?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {labelFor ? <label htmlFor={labelFor}>{title}</label> : title}
        </CardTitle>
      </CardHeader>
      <CardContent className="font-medium">{children}</CardContent>
    </Card>
  );
}
