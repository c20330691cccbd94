export const ORDER_STATUSES = ["created", "confirmed", "delivered", "paid", "cancelled"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = "created";

const LINE_LOCKED_STATUSES: ReadonlySet<OrderStatus> = new Set(["delivered", "paid"]);

/**
 * Whether the lines of an order in this status may still be changed (docs/product.md "Order
 * detail"): not once it is delivered or paid. The server refuses such a change with 409; the order
 * page offers no Edit button.
 */
export const isLineEditingAllowed = (status: OrderStatus) => !LINE_LOCKED_STATUSES.has(status);
