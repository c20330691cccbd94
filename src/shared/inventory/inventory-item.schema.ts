import { z } from "zod";
import { hasAtMostDecimals, MONEY_SCALE } from "../money/currency";
import { patchOf, text } from "../schema-helpers";
import { INVENTORY_ITEM_NAME_MAX_LENGTH, INVENTORY_QUANTITY_MAX, MONEY_MAX } from "./inventory-limits";

/**
 * The inventory form's rules (docs/product.md "Inventory"), shared by the form and the API.
 * Messages are translation keys of the web app.
 */
export const inventoryItemFields = {
  item_name: z
    .string({ error: "validation.itemNameRequired" })
    .pipe(text().min(1, "validation.itemNameRequired").max(INVENTORY_ITEM_NAME_MAX_LENGTH, "validation.itemNameTooLong")),
  quantity: z
    .number({ error: "validation.quantityWhole" })
    .int("validation.quantityWhole")
    .min(0, "validation.quantityNonNegative")
    .max(INVENTORY_QUANTITY_MAX, "validation.quantityTooLarge"),
  unit_price: z
    .number({ error: "validation.priceNonNegative" })
    .min(0, "validation.priceNonNegative")
    .max(MONEY_MAX, "validation.priceTooLarge")
    // No currency has more; the workspace's currency may allow fewer, which the API checks.
    .refine((price) => hasAtMostDecimals(price, MONEY_SCALE), "validation.priceDecimals"),
  /** The stock at or below which the item is low on stock; null for no alert. */
  low_stock_threshold: z
    .number({ error: "validation.thresholdWhole" })
    .int("validation.thresholdWhole")
    .min(0, "validation.thresholdNonNegative")
    .max(INVENTORY_QUANTITY_MAX, "validation.thresholdTooLarge")
    .nullable(),
  /** The tax rate a new order line of the item takes; null for none. */
  tax_rate_id: z.uuid({ error: "validation.invalid" }).nullable(),
};

/** POST body: the name is required; quantity and price default to 0, and there is no low-stock alert unless asked. */
export const createInventoryItemSchema = z.object({
  ...inventoryItemFields,
  quantity: inventoryItemFields.quantity.default(0),
  unit_price: inventoryItemFields.unit_price.default(0),
  low_stock_threshold: inventoryItemFields.low_stock_threshold.default(null),
  tax_rate_id: inventoryItemFields.tax_rate_id.default(null),
});
export type CreateInventoryItemInput = z.input<typeof createInventoryItemSchema>;

/** PATCH body: any subset of the fields. */
export const updateInventoryItemSchema = patchOf(inventoryItemFields);
export type UpdateInventoryItemInput = z.input<typeof updateInventoryItemSchema>;

/** An inventory item as the API returns it. */
export const inventoryItemResourceSchema = z.object({
  id: z.uuid(),
  item_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  low_stock_threshold: z.number().int().nullable(),
  tax_rate_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type InventoryItem = z.infer<typeof inventoryItemResourceSchema>;
