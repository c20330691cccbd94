import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { inventoryQueryKey } from "./list-inventory-items";

export const deleteInventoryItem = (id: string) => apiRequest<void>(`/inventory/${id}`, { method: "DELETE" });

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
