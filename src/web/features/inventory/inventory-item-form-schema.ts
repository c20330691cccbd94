import { z } from "zod";
import { inventoryItemFields, type InventoryItem } from "@shared/inventory/inventory-item.schema";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { localizedNumberField, optionalLocalizedNumberField } from "@web/lib/localized-number-field";

/** The dialog's rules: the API's, once the quantity and price typed in `language` are read. */
export const inventoryItemFormSchema = (language: string) =>
  z.object({
    item_name: inventoryItemFields.item_name,
    quantity: localizedNumberField(language, "integer", inventoryItemFields.quantity, "validation.quantityRequired"),
    unit_price: localizedNumberField(language, "money", inventoryItemFields.unit_price, "validation.priceRequired"),
    low_stock_threshold: optionalLocalizedNumberField(language, "integer", inventoryItemFields.low_stock_threshold),
  });

/** What the dialog holds: quantity and price as typed. */
export type InventoryItemFormInput = z.input<ReturnType<typeof inventoryItemFormSchema>>;
export type InventoryItemFormOutput = z.output<ReturnType<typeof inventoryItemFormSchema>>;

/** docs/product.md "Inventory": empty name, 0, 0, no low-stock alert. */
export const EMPTY_INVENTORY_ITEM_FORM: InventoryItemFormInput = { item_name: "", quantity: "0", unit_price: "0", low_stock_threshold: "" };

export function inventoryItemFormValuesOf(item: InventoryItem, language: string): InventoryItemFormInput {
  return {
    item_name: item.item_name,
    quantity: formatLocalizedNumber(item.quantity, language, "integer", { grouped: false }),
    unit_price: formatLocalizedNumber(item.unit_price, language, "money", { grouped: false }),
    low_stock_threshold:
      item.low_stock_threshold === null ? "" : formatLocalizedNumber(item.low_stock_threshold, language, "integer", { grouped: false }),
  };
}
