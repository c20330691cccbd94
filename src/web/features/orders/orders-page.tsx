import { PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Order } from "@shared/orders/order.schema";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { Button } from "@web/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { formatInteger } from "@web/lib/format";
import { focusRow, neighbourRowKey } from "@web/lib/row-focus";
import { useDeleteOrder } from "./api/delete-order";
import { useOrders } from "./api/list-orders";
import { useUpdateOrder } from "./api/update-order";
import { CreateOrderDialog } from "./create-order-dialog";
import { orderErrorMessage } from "./order-errors";
import { OrdersTable } from "./orders-table";

const ALL_STATUSES = "all";

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const orders = useOrders(status);
  const updateOrder = useUpdateOrder();
  const deleteOrder = useDeleteOrder();

  function changeStatus(order: Order, nextStatus: OrderStatus) {
    updateOrder.mutate(
      { id: order.id, patch: { status: nextStatus } },
      {
        onSuccess: () => toast.success(t("orders.toasts.statusUpdated")),
        onError: (error) =>
          toast.error(t("orders.toasts.updateFailed"), {
            description: orderErrorMessage(error, t, language),
            duration: TOAST_DURATION.error,
          }),
      },
    );
  }

  function remove(order: Order) {
    if (!window.confirm(t("orders.confirmDelete"))) return;
    const nextRowKey = neighbourRowKey(order.id);
    deleteOrder.mutate(order.id, {
      onSuccess: () => {
        toast.success(t("orders.toasts.deleted"));
        focusRow(nextRowKey, createButtonRef.current);
      },
      onError: (error) =>
        toast.error(t("orders.toasts.deleteFailed"), {
          description: orderErrorMessage(error, t, language),
          duration: TOAST_DURATION.error,
        }),
    });
  }

  const busyId = updateOrder.isPending ? updateOrder.variables.id : deleteOrder.isPending ? deleteOrder.variables : undefined;

  return (
    <>
      <PageHeader
        title={t("orders.title")}
        actions={
          <Button ref={createButtonRef} onClick={() => setCreating(true)}>
            <PlusIcon />
            {t("orders.createOrder")}
          </Button>
        }
      />
      <div className="mb-4 flex justify-end">
        <Select
          value={status ?? ALL_STATUSES}
          onValueChange={(value) => setStatus(value === ALL_STATUSES ? undefined : (value as OrderStatus))}
        >
          <SelectTrigger className="sm:w-56" aria-label={t("orders.filterByStatus")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>{t("orders.allStatuses")}</SelectItem>
            {ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`orders.status.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <PaginatedList
        query={orders}
        loadingText={t("orders.loading")}
        loadFailedText={t("orders.toasts.loadFailed")}
        countText={(total) => t("orders.count", { count: total, formatted: formatInteger(total, language) })}
        emptyText={status ? t("orders.noMatches") : t("orders.empty")}
      >
        {(rows) => <OrdersTable orders={rows} onStatusChange={changeStatus} onDelete={remove} busyId={busyId} />}
      </PaginatedList>
      <CreateOrderDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
