import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import { BADGE_COLOURS } from "@web/components/ui/badge";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { ORDER_STATUS_BADGE_VARIANT } from "./order-status-badge";

/**
 * The five order statuses, any reachable from any other (docs/product.md "Order statuses"),
 * in the colours of the status badge. The browser's own select: it keeps the keyboard focus
 * while a change is saved, hides nothing from screen readers while open, and opens the
 * phone's own picker (docs/decisions.md 75).
 */
export function OrderStatusSelect({
  id,
  value,
  onChange,
  label,
  busy,
  className,
}: {
  id?: string;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  label?: string;
  /** A change is being saved: the select stays focusable and says so. */
  busy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      id={id}
      aria-label={label}
      aria-busy={busy || undefined}
      data-status={value}
      className={cn("w-40", className)}
      selectClassName={cn("h-9 py-1.5 font-semibold", BADGE_COLOURS[ORDER_STATUS_BADGE_VARIANT[value]])}
      value={value}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
    >
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status} className="bg-background font-normal text-foreground">
          {t(`orders.status.${status}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
