import type { QueryKey } from "@tanstack/react-query";
import type { ChangeEvent } from "@shared/events/events";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/**
 * The cached queries a change makes stale, and only those. Every change alters the
 * dashboard (its figures or its recent activity). A client's name shows in the orders,
 * so a client's change refreshes them too. An order's stock moves arrive as changes of
 * their items, so an order's change does not refresh the inventory itself. A change of the
 * workspace's settings (its currency) or of its tax rates refreshes what lists them. A client's
 * timeline changes with every entry added to it (and with a note edited or deleted). An order's
 * change can alter its invoices (paid, credited by a credit note); an invoice or credit note issued
 * or sent changes the invoice lists and the activity.
 */
export function queryKeysToRefresh(change: ChangeEvent): QueryKey[] {
  switch (change.entity) {
    case "client":
      return [QUERY_ROOTS.clients, QUERY_ROOTS.orders, QUERY_ROOTS.dashboard];
    case "inventory":
      return [QUERY_ROOTS.inventory, QUERY_ROOTS.dashboard];
    case "order":
      return [
        ...(change.id === null
          ? [QUERY_ROOTS.orders]
          : [
              [...QUERY_ROOTS.orders, "list"],
              [...QUERY_ROOTS.orders, "detail", change.id],
            ]),
        QUERY_ROOTS.invoices,
        QUERY_ROOTS.dashboard,
      ];
    case "tax_rate":
      return [QUERY_ROOTS.taxRates];
    case "workspace":
      return [QUERY_ROOTS.workspaces];
    // The entries of a client's timeline, or every timeline for a change of many.
    case "timeline":
      return [change.id === null ? QUERY_ROOTS.timeline : [...QUERY_ROOTS.timeline, change.id], QUERY_ROOTS.dashboard];
    case "task":
      return [QUERY_ROOTS.tasks];
    case "invoice":
      return [QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard];
  }
}

/** Whether a query shows the user's records, which a change can make stale (the session, say, does not). */
export function showsRecords(queryKey: QueryKey): boolean {
  return Object.values(QUERY_ROOTS).some((root) => queryKey[0] === root[0]);
}
