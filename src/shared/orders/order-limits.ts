import { INVENTORY_QUANTITY_MAX } from "../inventory/inventory-limits";

/** Most lines one order can have (docs/decisions.md 24); keeps a save to one small transaction. */
export const ORDER_LINES_MAX = 100;

/** What is wrong with a line's quantity, as a translation key of the web app. */
export type LineQuantityProblem = "validation.quantityWhole" | "validation.lineQuantityMin" | "validation.quantityTooLarge";

/**
 * A line's quantity rule (docs/product.md "Orders"): a whole number of at least 1 and at most
 * what one item can hold. The API's schema (order.schema.ts) states the same rule for zod; the
 * lines editor checks each quantity with this function as it is typed, without loading zod.
 */
export function lineQuantityProblem(quantity: number): LineQuantityProblem | undefined {
  if (!Number.isSafeInteger(quantity)) return "validation.quantityWhole";
  if (quantity < 1) return "validation.lineQuantityMin";
  if (quantity > INVENTORY_QUANTITY_MAX) return "validation.quantityTooLarge";
  return undefined;
}
