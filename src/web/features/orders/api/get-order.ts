import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderDetail } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";
import { ordersQueryKey } from "./list-orders";

export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, "detail", id],
    queryFn: ({ signal }) => apiRequest<OrderDetail>(`/orders/${id}`, { signal }),
  });

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
