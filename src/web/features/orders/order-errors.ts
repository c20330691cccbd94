import { orderConflictDetailsSchema } from "@shared/orders/order.schema";
import type { Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { invoiceConflictReason } from "./document-errors";

/**
 * Why an order change was refused, in the interface language: the item short of
 * stock and how many are left, a delivered or paid order whose lines are locked, an invoiced
 * order whose lines cannot change and which cannot be deleted, or an order changed elsewhere
 * since the user started editing it.
 */
export function orderErrorMessage(error: unknown, t: Translate, language: string): string {
  if (invoiceConflictReason(error) === "order_invoiced") return t("orders.errors.invoiced");
  if (error instanceof ApiError && error.code === "CONFLICT") {
    const details = orderConflictDetailsSchema.safeParse(error.details);
    if (details.success && details.data.reason === "insufficient_stock") {
      return t("orders.errors.insufficientStock", {
        item: details.data.item_name,
        available: formatInteger(details.data.available, language),
      });
    }
    if (details.success && details.data.reason === "order_locked") {
      return t("orders.errors.locked", { status: t(`orders.status.${details.data.status}`) });
    }
    if (details.success && details.data.reason === "order_changed") return t("orders.errors.changed");
  }
  if (error instanceof ApiError && error.code === "VALIDATION") {
    const fieldMessage = Object.values(error.fields)[0];
    if (fieldMessage) return t(fieldMessage as "validation.invalid");
  }
  return apiErrorMessage(error, t);
}
