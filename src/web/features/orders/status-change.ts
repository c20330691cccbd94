import type { OrderDetail, OrderLine } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import type { Translate } from "@web/i18n/texts";
import { formatInteger } from "@web/lib/format";

/** Statuses of an order that was delivered to the client, whose undoing is asked for first. */
const DELIVERED: ReadonlySet<OrderStatus> = new Set(["delivered", "paid"]);
/** Statuses that hold no stock and count no revenue. */
const UNDONE: ReadonlySet<OrderStatus> = new Set(["cancelled", "created"]);

/**
 * What taking a delivered or paid order back to Cancelled or Created undoes (docs/decisions.md 80):
 * the units that return to stock and the revenue that leaves, or undefined when the change is
 * an ordinary step, made at once.
 */
export function undoneByStatusChange(
  order: Pick<OrderDetail, "status" | "total_price"> & { lines: Pick<OrderLine, "quantity">[] },
  next: OrderStatus,
) {
  if (!DELIVERED.has(order.status) || !UNDONE.has(next)) return undefined;
  return {
    unitsBackInStock: order.lines.reduce((units, line) => units + line.quantity, 0),
    revenueLost: order.status === "paid" ? order.total_price : 0,
  };
}

/** What a status change being confirmed undoes: an invoice a credit note cancels, stock and revenue. */
export interface StatusChangeUndoing {
  /** The number of the invoice a credit note will cancel. */
  creditedInvoice: string | undefined;
  unitsBackInStock: number;
  revenueLost: number;
}

/**
 * The confirmation's description of a status change that undoes something, as the orders list
 * and the order's page both say it: the invoice credited, the units back in stock, the revenue lost.
 */
export function statusChangeWarning(
  { creditedInvoice, unitsBackInStock, revenueLost }: StatusChangeUndoing,
  t: Translate,
  language: string,
  formatMoney: (amount: number) => string,
): string {
  return [
    creditedInvoice ? t("invoices.documents.cancelCredits", { number: creditedInvoice }) : "",
    unitsBackInStock > 0
      ? t("orders.statusChange.stock", { count: unitsBackInStock, units: formatInteger(unitsBackInStock, language) })
      : "",
    revenueLost > 0 ? t("orders.statusChange.revenue", { amount: formatMoney(revenueLost) }) : "",
  ]
    .join(" ")
    .trim();
}
