import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every query about inventory starts with this key, so one invalidation refreshes them all. */
export const inventoryQueryKey = QUERY_ROOTS.inventory;

export const listInventoryItemsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...inventoryQueryKey, "list", { q }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<InventoryItem>>("/inventory", { query: { q: q.trim(), cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export function useInventoryItems(q: string) {
  return useInfiniteQuery(listInventoryItemsQueryOptions(q));
}
