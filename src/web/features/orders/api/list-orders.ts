import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Order } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import type { Page } from "@shared/pagination";
import type { OrderSort } from "@shared/sorting";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every query about orders starts with this key, so one invalidation refreshes them all. */
export const ordersQueryKey = QUERY_ROOTS.orders;

/**
 * What the orders list asks the server for: a search ("42" or "#42" for order 42, other text
 * the client's name), filters by status, client and creation time, and an order.
 */
export interface OrdersQuery {
  q: string;
  status: OrderStatus | undefined;
  client_id: string | undefined;
  from: string | undefined;
  to: string | undefined;
  sort: OrderSort;
}

export const listOrdersQueryOptions = (query: OrdersQuery) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, "list", query],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Order>>("/orders", { query: { ...query, q: query.q.trim(), cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // A new sort or filter keeps the rows in view (and the focus on the header or filter) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery) {
  return useInfiniteQuery(listOrdersQueryOptions(query));
}
