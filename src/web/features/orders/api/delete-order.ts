import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { refreshAfterOrderChange } from "./refresh-after-order-change";

export const deleteOrder = (id: string) => apiRequest<void>(`/orders/${id}`, { method: "DELETE" });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => refreshAfterOrderChange(queryClient) });
}
