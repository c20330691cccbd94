import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Order } from "@shared/orders/order.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Under the orders' lists: a change of any order refreshes them, as it refreshes the orders list. */
export const listClientOrdersQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.orders, "list", { client_id: clientId }],
    queryFn: ({ pageParam, signal }) => apiRequest<Page<Order>>("/orders", { query: { client_id: clientId, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The client's orders, newest first, a page at a time. */
export function useClientOrders(clientId: string) {
  return useInfiniteQuery(listClientOrdersQueryOptions(clientId));
}
