/** Most lines one order can have (docs/decisions.md 24); keeps a save to one small transaction. */
export const ORDER_LINES_MAX = 100;
