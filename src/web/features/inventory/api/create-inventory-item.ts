import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateInventoryItemInput, InventoryItem } from "@shared/inventory/inventory-item.schema";
import { apiRequest } from "@web/lib/api-client";
import { inventoryQueryKey } from "./list-inventory-items";

export const createInventoryItem = (body: CreateInventoryItemInput) =>
  apiRequest<InventoryItem>("/inventory", { method: "POST", body });

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
  });
}
