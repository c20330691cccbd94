import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/**
 * An order change can move stock: orders and inventory are both refreshed (docs/product.md "Stock"), and the dashboard's figures.
 * Its status alters its invoices too: paid with it, or credited by the credit note a cancellation issues.
 */
export function refreshAfterOrderChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.inventory }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.invoices }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
  ]);
}
