import { useTranslation } from "react-i18next";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { cn } from "@web/lib/cn";

/** The five order statuses, any reachable from any other (docs/product.md "Order statuses"). */
export function OrderStatusSelect({
  id,
  value,
  onChange,
  label,
  disabled,
  className,
}: {
  id?: string;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select value={value} onValueChange={(status) => onChange(status as OrderStatus)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={cn("h-9 w-40", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ORDER_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {t(`orders.status.${status}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
