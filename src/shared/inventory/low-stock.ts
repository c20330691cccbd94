import type { InventoryItem } from "./inventory-item.schema";

/**
 * An item is low on stock when its quantity has fallen to its threshold or below (docs/decisions.md 81);
 * an item without a threshold never is. The server's SQL says the same (inventory.service.ts `lowOnStock`).
 */
export const isLowOnStock = (item: Pick<InventoryItem, "quantity" | "low_stock_threshold">) =>
  item.low_stock_threshold !== null && item.quantity <= item.low_stock_threshold;
