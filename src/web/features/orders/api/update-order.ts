import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderDetail, UpdateOrderInput } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterOrderChange } from "./refresh-after-order-change";

export const updateOrder = ({ id, patch }: { id: string; patch: UpdateOrderInput }) =>
  apiRequest<OrderDetail>(`/orders/${id}`, { method: "PATCH", body: patch });

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrder, onSuccess: () => refreshAfterOrderChange(queryClient) });
}
