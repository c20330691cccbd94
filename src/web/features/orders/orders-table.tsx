import { Trash2Icon } from "lucide-react";
import type { Order } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import { ClientLink } from "@web/components/client-link";
import { DataList, type DataListColumn, type DataListProps } from "@web/components/data-list";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { formatDate } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useLanguage } from "@web/i18n/use-language";
import { OrderStatusSelect } from "./order-status-select";

interface OrdersTableProps {
  orders: Order[];
  onStatusChange: (order: Order, status: OrderStatus) => void;
  onDelete: (order: Order) => void;
  /** The order whose status or deletion is being saved. */
  busyId?: string;
  sort: DataListProps<Order>["sort"];
}

export function OrdersTable({ orders, onStatusChange, onDelete, busyId, sort }: OrdersTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const numberOf = (order: Order) => t("orders.number", { number: order.number });
  const columns: DataListColumn<Order>[] = [
    {
      id: "number",
      header: t("orders.fields.number"),
      card: "title",
      className: "font-medium",
      cell: (order) => (
        <Link to={`/orders/${order.id}`} className="font-mono text-primary underline-offset-4 hover:underline">
          {numberOf(order)}
        </Link>
      ),
    },
    {
      id: "client",
      header: t("orders.fields.client"),
      cell: (order) =>
        order.client_id !== null && order.client_name !== null ? (
          <ClientLink clientId={order.client_id}>{order.client_name}</ClientLink>
        ) : (
          t("common.empty")
        ),
    },
    {
      id: "status",
      header: t("orders.fields.status"),
      sortable: { field: "status", firstDirection: "ascending" },
      card: "badge",
      cell: (order) => (
        <OrderStatusSelect
          value={order.status}
          label={t("orders.statusOf", { number: numberOf(order) })}
          busy={busyId === order.id}
          onChange={(status) => onStatusChange(order, status)}
        />
      ),
    },
    {
      id: "total",
      header: t("orders.fields.total"),
      sortable: { field: "total_price", firstDirection: "descending" },
      align: "right",
      className: "tabular-nums whitespace-nowrap",
      cell: (order) => money.format(order.total_price),
    },
    {
      id: "created_at",
      header: t("orders.fields.orderDate"),
      sortable: { field: "created_at", firstDirection: "descending" },
      showFrom: "lg",
      className: "whitespace-nowrap",
      cell: (order) => formatDate(order.created_at, language),
    },
  ];
  return (
    <DataList
      rows={orders}
      columns={columns}
      rowKey={(order) => order.id}
      sort={sort}
      actionsHeader={t("common.actions")}
      actions={(order) => (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={t("orders.deleteOrder", { number: numberOf(order) })}
          disabled={busyId === order.id}
          onClick={() => onDelete(order)}
        >
          <Trash2Icon />
        </Button>
      )}
    />
  );
}
