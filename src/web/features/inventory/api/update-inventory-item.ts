import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InventoryItem, UpdateInventoryItemInput } from "@shared/inventory/inventory-item.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { inventoryQueryKey } from "./list-inventory-items";

export const updateInventoryItem = ({ id, patch }: { id: string; patch: UpdateInventoryItemInput }) =>
  apiRequest<InventoryItem>(`/inventory/${id}`, { method: "PATCH", body: patch });

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventoryItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
