import type { OrderConflictDetails } from "@shared/orders/order.schema";
import type { Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { invoiceConflictReason } from "./document-errors";

const ORDER_CONFLICT_REASONS: Record<OrderConflictDetails["reason"], true> = {
  insufficient_stock: true,
  order_locked: true,
  order_changed: true,
  order_invoiced: true,
};

/**
 * The details of a 409 on an order, when its reason is one of an order's. They come from our own
 * API, which builds them from `orderConflictDetailsSchema`; reading the reason is enough to know
 * their shape, and keeps zod out of the order screens.
 */
export function orderConflictDetails(error: unknown): OrderConflictDetails | undefined {
  if (!(error instanceof ApiError) || error.code !== "CONFLICT") return undefined;
  const details = error.details as { reason?: unknown } | undefined;
  const reason = details?.reason;
  return typeof reason === "string" && Object.hasOwn(ORDER_CONFLICT_REASONS, reason) ? (details as OrderConflictDetails) : undefined;
}

/**
 * Why an order change was refused, in the interface language: the item short of
 * stock and how many are left, a delivered or paid order whose lines are locked, an invoiced
 * order whose lines cannot change and which cannot be deleted, or an order changed elsewhere
 * since the user started editing it.
 */
export function orderErrorMessage(error: unknown, t: Translate, language: string): string {
  if (invoiceConflictReason(error) === "order_invoiced") return t("orders.errors.invoiced");
  const details = orderConflictDetails(error);
  if (details?.reason === "insufficient_stock") {
    return t("orders.errors.insufficientStock", { item: details.item_name, available: formatInteger(details.available, language) });
  }
  if (details?.reason === "order_locked") return t("orders.errors.locked", { status: t(`orders.status.${details.status}`) });
  if (details?.reason === "order_changed") return t("orders.errors.changed");
  if (error instanceof ApiError && error.code === "VALIDATION") {
    const fieldMessage = Object.values(error.fields)[0];
    if (fieldMessage) return t(fieldMessage as "validation.invalid");
  }
  return apiErrorMessage(error, t);
}
