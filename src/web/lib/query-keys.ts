/**
 * The first element of every query key of a kind of record. A change invalidates
 * the roots it affects, whichever feature shows those records: a status change of
 * an order moves stock, so it refreshes orders and inventory alike.
 */
export const QUERY_ROOTS = {
  clients: ["clients"],
  inventory: ["inventory"],
  orders: ["orders"],
} as const;
