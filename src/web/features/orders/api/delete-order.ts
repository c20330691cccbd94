import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderDetail } from "@shared/orders/order.schema";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterOrderChange } from "./refresh-after-order-change";

export const deleteOrder = (id: string) => apiRequest<void>(`/orders/${id}`, { method: "DELETE" });

/** Undoes a delete made in the last minutes, taking the stock again (docs/decisions.md 84). */
export const restoreOrder = (id: string) => apiRequest<OrderDetail>(`/orders/${id}/restore`, { method: "POST" });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => refreshAfterOrderChange(queryClient) });
}

export function useRestoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreOrder, onSuccess: () => refreshAfterOrderChange(queryClient) });
}
