import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Items for an order line's item picker: the newest 50 that match the search, with price and stock. */
export const searchInventoryItemsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.inventory, "picker", { q }],
    queryFn: ({ signal }) => apiRequest<Page<InventoryItem>>("/inventory", { query: { q: q.trim() }, signal }),
    staleTime: 10_000,
  });

export function useInventoryItemSearch(q: string, enabled = true) {
  return useQuery({ ...searchInventoryItemsQueryOptions(q), enabled });
}
