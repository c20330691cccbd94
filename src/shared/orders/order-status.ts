export const ORDER_STATUSES = ["created", "confirmed", "delivered", "paid", "cancelled"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = "created";
