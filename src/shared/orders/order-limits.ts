/** Most lines one order can have (the spec leaves it open); keeps a save to one small transaction. */
export const ORDER_LINES_MAX = 100;
