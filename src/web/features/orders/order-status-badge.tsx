import type { OrderStatus } from "@shared/orders/order-status";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { useTranslation } from "@web/i18n/i18n";

/** docs/product.md "Order statuses": created outline, confirmed secondary, delivered and paid default, cancelled destructive. */
export const ORDER_STATUS_BADGE_VARIANT: Record<OrderStatus, BadgeVariant> = {
  created: "outline",
  confirmed: "secondary",
  delivered: "default",
  paid: "default",
  cancelled: "destructive",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={ORDER_STATUS_BADGE_VARIANT[status]}>{t(`orders.status.${status}`)}</Badge>;
}
