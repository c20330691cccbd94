import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Order } from "@shared/orders/order.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every query about orders starts with this key, so one invalidation refreshes them all. */
export const ordersQueryKey = QUERY_ROOTS.orders;

export const listOrdersQueryOptions = (status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, "list", { status }],
    queryFn: ({ pageParam, signal }) => apiRequest<Page<Order>>("/orders", { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export function useOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery(listOrdersQueryOptions(status));
}
