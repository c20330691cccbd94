import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Page } from "@shared/pagination";
import type { InventorySort } from "@shared/sorting";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every query about inventory starts with this key, so one invalidation refreshes them all. */
export const inventoryQueryKey = QUERY_ROOTS.inventory;

export interface InventoryFilters {
  q: string;
  lowStock: boolean;
  sort: InventorySort;
}

/** The filters and sort as GET /inventory takes them; an export of the list takes the same. */
export const inventoryListQuery = (filters: InventoryFilters) => ({
  q: filters.q.trim() || undefined,
  low_stock: filters.lowStock ? "true" : undefined,
  sort: filters.sort,
});
export type InventoryListQuery = ReturnType<typeof inventoryListQuery>;

export const listInventoryItemsQueryOptions = (filters: InventoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...inventoryQueryKey, "list", filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<InventoryItem>>("/inventory", {
        query: { ...inventoryListQuery(filters), cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // A new sort or filter keeps the rows in view (and the focus on the header or filter) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useInventoryItems(filters: InventoryFilters) {
  return useInfiniteQuery(listInventoryItemsQueryOptions(filters));
}
