import { PlusIcon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { isInvoiceable } from "@shared/invoices/invoice-limits";
import type { Order } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import { DEFAULT_ORDER_SORT, ORDER_SORT_FIELDS, sortValues, type OrderSort } from "@shared/sorting";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { ExportMenu } from "@web/components/export-menu";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { Button } from "@web/components/ui/button";
import { loadTextSection, useTranslation } from "@web/i18n/i18n";
import type { Translate } from "@web/i18n/texts";
import { apiErrorMessage } from "@web/lib/api-client";
import { useWorkspaceMoney } from "@web/lib/money";
import { useNewRecordRequest } from "@web/lib/new-record-request";
import { dialogOnDemand } from "@web/lib/on-demand";
import { focusRow, neighbourRowKey } from "@web/lib/row-focus";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { toastWithUndo } from "@web/lib/undo-toast";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { searchFromUrl, useSearchFromUrl } from "@web/lib/use-search-from-url";
import { sortFromUrl, useSortFromUrl } from "@web/lib/use-sort-from-url";
import { searchClientsQueryOptions } from "@web/lib/client-search";
import type { FirstData } from "@web/lib/first-data";
import { useLanguage } from "@web/i18n/use-language";
import { useDeleteOrder, useRestoreOrder } from "./api/delete-order";
import { getOrderQueryOptions } from "./api/get-order";
import { orderInvoicesQueryOptions } from "./api/list-order-invoices";
import { listOrdersQueryOptions, useOrders } from "./api/list-orders";
import { useUpdateOrder } from "./api/update-order";
import { OrdersFilters, type OrderListFilters } from "./orders-filters";
import { OrdersTable } from "./orders-table";
import { statusChangeWarning, undoneByStatusChange, type StatusChangeUndoing } from "./status-change";

/**
 * A refused change as a toast. The refusal's wording needs the order rules (zod), which
 * load only when a change is refused, not with the list.
 */
async function showRefusal(title: string, error: unknown, t: Translate, language: string) {
  const description = await import("./order-errors").then(
    ({ orderErrorMessage }) => orderErrorMessage(error, t, language),
    () => apiErrorMessage(error, t),
  );
  toast.error(title, { description, duration: TOAST_DURATION.error });
}

/** The order form (pickers, line editor, rules) loads when the dialog first opens, not with the list. */
const CreateOrderDialog = dialogOnDemand(() => import("./create-order-dialog").then((module) => module.CreateOrderDialog));

/**
 * What the page shows first (src/web/lib/first-data.ts): the list's first page, with the address's
 * search and order and no filter, and the first clients the client filter's picker offers.
 */
export const ordersFirstData: FirstData = (queryClient, search) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(
      listOrdersQueryOptions({
        q: searchFromUrl(search),
        status: undefined,
        client_id: undefined,
        from: undefined,
        to: undefined,
        sort: sortFromUrl(search, sortValues(ORDER_SORT_FIELDS), DEFAULT_ORDER_SORT),
      }),
    ),
    queryClient.prefetchQuery(searchClientsQueryOptions("")),
  ]);

export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useSearchFromUrl();
  const q = useDebouncedValue(search);
  const [sort, setSort] = useSortFromUrl(sortValues(ORDER_SORT_FIELDS), DEFAULT_ORDER_SORT);
  const [filters, setFilters] = useState<Omit<OrderListFilters, "sort">>({ status: undefined, client: null, range: {} });
  // "New order" on a client's page opens the dialog with that client chosen: /orders?client=<id>.
  const [params, setParams] = useSearchParams();
  const clientForNewOrder = params.get("client") ?? undefined;
  const [creating, setCreating] = useState(clientForNewOrder !== undefined);
  useNewRecordRequest(() => setCreating(true));
  /** A status change being confirmed, with what it undoes: a delivered or paid order's stock and revenue, an invoice it credits. */
  const [statusChange, setStatusChange] = useState<({ order: Order; status: OrderStatus } & StatusChangeUndoing) | null>(null);
  const queryClient = useQueryClient();
  /** The order whose deletion is being confirmed. */
  const [deleting, setDeleting] = useState<Order | null>(null);
  const listQuery = { q, status: filters.status, client_id: filters.client?.id, from: filters.range.from, to: filters.range.to, sort };
  const orders = useOrders(listQuery);
  const filtered = q.trim() !== "" || filters.status !== undefined || filters.client !== null || Object.keys(filters.range).length > 0;
  const numberOf = (order: Pick<Order, "number">) => t("orders.number", { number: order.number });
  const updateOrder = useUpdateOrder();
  const deleteOrder = useDeleteOrder();
  const restoreOrder = useRestoreOrder();

  /**
   * Taking a delivered or paid order back, or cancelling an order whose invoice is in force (which
   * credits it), asks first, naming what it undoes, as the order's page does; another change is made at once.
   */
  async function requestStatusChange(order: Order, nextStatus: OrderStatus) {
    const undoesDelivery = order.status === "delivered" || order.status === "paid";
    const mayCredit = nextStatus === "cancelled" && isInvoiceable(order.status);
    if (!undoesDelivery && !mayCredit) return changeStatus(order, nextStatus);
    let detail, invoices;
    try {
      [detail, invoices] = await Promise.all([
        undoesDelivery ? queryClient.fetchQuery(getOrderQueryOptions(order.id)) : undefined,
        mayCredit ? queryClient.fetchQuery(orderInvoicesQueryOptions(order.id)) : undefined,
        // The warning's words are the order page's, in the documents' texts.
        mayCredit ? loadTextSection("invoices") : undefined,
      ]);
    } catch (error) {
      return void showRefusal(t("orders.toasts.updateFailed", { number: numberOf(order) }), error, t, language);
    }
    const undone = detail && undoneByStatusChange(detail, nextStatus);
    const creditedInvoice = invoices?.items.find((invoice) => invoice.kind === "invoice" && invoice.status !== "credited")?.number;
    if (undone || creditedInvoice) {
      setStatusChange({ order, status: nextStatus, unitsBackInStock: 0, revenueLost: 0, ...undone, creditedInvoice });
    } else {
      changeStatus(order, nextStatus);
    }
  }

  function changeStatus(order: Order, nextStatus: OrderStatus, creditedInvoice?: string) {
    setStatusChange(null);
    updateOrder.mutate(
      { id: order.id, patch: { status: nextStatus } },
      {
        onSuccess: () =>
          toast.success(t("orders.toasts.statusUpdated"), {
            description: creditedInvoice ? t("invoices.documents.creditNoteIssued") : undefined,
          }),
        onError: (error) => void showRefusal(t("orders.toasts.updateFailed", { number: numberOf(order) }), error, t, language),
      },
    );
  }

  /** A refusal (the stock the order held has gone since) is worded as for any order change. */
  function undo(order: Order) {
    restoreOrder.mutate(order.id, {
      onSuccess: () => toast.success(t("orders.toasts.restored", { number: numberOf(order) })),
      onError: (error) => void showRefusal(t("orders.toasts.restoreFailed", { number: numberOf(order) }), error, t, language),
    });
  }

  function remove(order: Order) {
    setDeleting(null);
    const nextRowKey = neighbourRowKey(order.id);
    deleteOrder.mutate(order.id, {
      onSuccess: () => {
        toastWithUndo(t("orders.toasts.deleted", { number: numberOf(order) }), t("common.undo"), () => undo(order));
        focusRow(nextRowKey, createButtonRef.current);
      },
      onError: (error) => void showRefusal(t("orders.toasts.deleteFailed", { number: numberOf(order) }), error, t, language),
    });
  }

  const busyId = updateOrder.isPending ? updateOrder.variables.id : deleteOrder.isPending ? deleteOrder.variables : undefined;

  return (
    <>
      <PageHeader
        title={t("orders.title")}
        actions={
          // The export last: its menu opens leftwards from its right edge, which stays on a phone's screen.
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <Button ref={createButtonRef} onClick={() => setCreating(true)}>
              <PlusIcon />
              {t("orders.createOrder")}
            </Button>
            <ExportMenu path="/exports/orders.csv" filters={{ ...listQuery, q: q.trim() }} />
          </div>
        }
      />
      <OrdersFilters
        search={search}
        onSearchChange={setSearch}
        filters={{ ...filters, sort }}
        onChange={({ sort: nextSort, ...nextFilters }) => {
          setFilters(nextFilters);
          setSort(nextSort);
        }}
      />
      <PaginatedList
        query={orders}
        loadingText={t("orders.loading")}
        loadFailedText={t("orders.toasts.loadFailed")}
        countText={(count, formatted) => t("orders.count", { count, formatted })}
        emptyText={filtered ? t("orders.noMatches") : t("orders.empty")}
      >
        {(rows) => (
          <OrdersTable
            orders={rows}
            sort={{ value: sort, onChange: (value) => setSort(value as OrderSort) }}
            onStatusChange={(order, status) => void requestStatusChange(order, status)}
            onDelete={setDeleting}
            busyId={busyId}
          />
        )}
      </PaginatedList>
      <CreateOrderDialog
        open={creating}
        clientId={clientForNewOrder}
        onOpenChange={(open) => {
          setCreating(open);
          // Closed, the dialog leaves the address as the list's own.
          if (!open && clientForNewOrder !== undefined) {
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.delete("client");
                return updated;
              },
              { replace: true },
            );
          }
        }}
      />
      <ConfirmDialogOnDemand
        title={
          statusChange
            ? t("orders.statusChange.title", {
                number: numberOf(statusChange.order),
                status: t(`orders.status.${statusChange.status}`),
              })
            : undefined
        }
        description={statusChange ? statusChangeWarning(statusChange, t, language, money.format) : ""}
        confirmLabel={statusChange ? t("orders.statusChange.confirm", { status: t(`orders.status.${statusChange.status}`) }) : ""}
        destructive
        onConfirm={() => statusChange && changeStatus(statusChange.order, statusChange.status, statusChange.creditedInvoice)}
        onCancel={() => setStatusChange(null)}
      />
      <ConfirmDialogOnDemand
        title={deleting ? t("orders.deleteTitle", { number: numberOf(deleting) }) : undefined}
        description={t("orders.deleteDescription")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
