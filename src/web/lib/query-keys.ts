/**
 * The first element of every query key of a kind of record. A change invalidates
 * the roots it affects, whichever feature shows those records: a status change of
 * an order moves stock, so it refreshes orders and inventory alike. Every change to
 * clients, inventory or orders (and every outreach email or meeting) also refreshes
 * the dashboard, whose figures and recent activity it alters.
 */
export const QUERY_ROOTS = {
  clients: ["clients"],
  inventory: ["inventory"],
  orders: ["orders"],
  dashboard: ["dashboard"],
  /** The user's workspaces and their members: refetched, as records are, whenever the event stream (re)opens. */
  workspaces: ["workspaces"],
  /** The workspace's tax rates, which the item form, the order lines and the settings offer. */
  taxRates: ["tax-rates"],
  /**
   * The sales and reports figures, which the same changes alter as the dashboard's (of clients,
   * inventory and orders): a key under the dashboard's root, refreshed with it.
   */
  reports: ["dashboard", "reports"],
  /** A client's timeline: `[...timeline, clientId]`. */
  timeline: ["timeline"],
  /** Tasks: a client's, and the user's own on the dashboard. */
  tasks: ["tasks"],
  /**
   * Invoices and credit notes: an order's (its page's Documents) and the workspace's (/sales).
   * An order's change alters them (paid, credited), so it refreshes them too.
   */
  invoices: ["invoices"],
} as const;
