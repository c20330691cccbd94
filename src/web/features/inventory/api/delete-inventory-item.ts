import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { inventoryQueryKey } from "./list-inventory-items";

export const deleteInventoryItem = (id: string) => apiRequest<void>(`/inventory/${id}`, { method: "DELETE" });

/** Undoes a delete made in the last minutes (docs/decisions.md 84). */
export const restoreInventoryItem = (id: string) => apiRequest<InventoryItem>(`/inventory/${id}/restore`, { method: "POST" });

/** Order lines name their item: deleting or restoring one refreshes the orders too. */
function useItemRemoval(mutationFn: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}

export const useDeleteInventoryItem = () => useItemRemoval(deleteInventoryItem);
export const useRestoreInventoryItem = () => useItemRemoval(restoreInventoryItem);
