import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateInventoryItemInput, InventoryItem } from "@shared/inventory/inventory-item.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { inventoryQueryKey } from "./list-inventory-items";

export const createInventoryItem = (body: CreateInventoryItemInput) => apiRequest<InventoryItem>("/inventory", { method: "POST", body });

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
