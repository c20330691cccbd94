import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { inventoryQueryKey } from "./list-inventory-items";

export const deleteInventoryItem = (id: string) => apiRequest<void>(`/inventory/${id}`, { method: "DELETE" });

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
  });
}
