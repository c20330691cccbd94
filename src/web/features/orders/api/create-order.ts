import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateOrderInput, OrderDetail } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterOrderChange } from "./refresh-after-order-change";

export const createOrder = (body: CreateOrderInput) => apiRequest<OrderDetail>("/orders", { method: "POST", body });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => refreshAfterOrderChange(queryClient) });
}
