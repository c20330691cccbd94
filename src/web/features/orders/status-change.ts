import type { OrderDetail, OrderLine } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";

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
