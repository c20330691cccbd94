import type { OrderStatus } from "@shared/orders/order-status";

/**
 * The stock rules of docs/decisions.md 65, without a database. Every change to an
 * order (create, status change, line edit, both at once, delete) is described as what the
 * order holds before and after it; the difference is what moves in or out of inventory.
 */

const STOCK_HOLDING_STATUSES: ReadonlySet<OrderStatus> = new Set(["confirmed", "delivered", "paid"]);

/** Whether an order in this status keeps its line quantities out of inventory. */
export const holdsStock = (status: OrderStatus) => STOCK_HOLDING_STATUSES.has(status);

/** Item id → units an order keeps out of inventory. */
export type Holdings = ReadonlyMap<string, number>;

/** What a deleted order holds, or one that does not exist yet. */
export const NOTHING_HELD: Holdings = new Map();

/** The part of an order line that matters to stock; `inventoryItemId` is null once the item is deleted. */
export interface StockLine {
  inventoryItemId: string | null;
  quantity: number;
}

/**
 * What an order in `status` with `lines` keeps out of inventory: lines of the same item
 * are summed, and lines whose item was deleted hold nothing (there is no stock to return to).
 */
export function heldStock(status: OrderStatus, lines: readonly StockLine[]): Holdings {
  const held = new Map<string, number>();
  if (!holdsStock(status)) return held;
  for (const { inventoryItemId, quantity } of lines) {
    if (inventoryItemId !== null) held.set(inventoryItemId, (held.get(inventoryItemId) ?? 0) + quantity);
  }
  return held;
}

/** A change to one item's quantity in inventory: negative takes stock out, positive puts it back. */
export interface StockMovement {
  itemId: string;
  change: number;
}

/**
 * How inventory changes when an order goes from holding `before` to holding `after`:
 * one movement per item whose holding changes, sorted by item id.
 */
export function stockMovements(before: Holdings, after: Holdings): StockMovement[] {
  const itemIds = [...new Set([...before.keys(), ...after.keys()])].sort();
  return itemIds
    .map((itemId) => ({ itemId, change: (before.get(itemId) ?? 0) - (after.get(itemId) ?? 0) }))
    .filter((movement) => movement.change !== 0);
}

export interface StockShortage {
  itemId: string;
  /** Units in stock. */
  available: number;
  /** Units the movement needs to take out. */
  requested: number;
}

/** The first movement (by item id) that would take more than `inStock` holds, if any. */
export function findShortage(movements: readonly StockMovement[], inStock: ReadonlyMap<string, number>): StockShortage | undefined {
  for (const { itemId, change } of movements) {
    const available = inStock.get(itemId) ?? 0;
    if (available + change < 0) return { itemId, available, requested: -change };
  }
  return undefined;
}
