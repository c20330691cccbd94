import { z } from "zod";
import { inventoryItemFields, type InventoryItem } from "@shared/inventory/inventory-item.schema";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { localizedNumberField, optionalLocalizedNumberField } from "@web/lib/localized-number-field";

/**
 * The dialog's rules: the API's, once the quantity and price typed in `language` are read; the
 * price has at most the decimals of the workspace's currency (`currencyDigits`), and the default
 * tax rate is a rate's id or "" for none.
 */
export const inventoryItemFormSchema = (language: string, currencyDigits: number) =>
  z.object({
    item_name: inventoryItemFields.item_name,
    quantity: localizedNumberField(language, "integer", inventoryItemFields.quantity, "validation.quantityRequired"),
    unit_price: localizedNumberField(language, "money", inventoryItemFields.unit_price, "validation.priceRequired", { currencyDigits }),
    low_stock_threshold: optionalLocalizedNumberField(language, "integer", inventoryItemFields.low_stock_threshold),
    tax_rate_id: z
      .string()
      .transform((id) => (id === "" ? null : id))
      .pipe(inventoryItemFields.tax_rate_id),
  });

/** What the dialog holds: quantity and price as typed. */
export type InventoryItemFormInput = z.input<ReturnType<typeof inventoryItemFormSchema>>;
export type InventoryItemFormOutput = z.output<ReturnType<typeof inventoryItemFormSchema>>;

/** docs/product.md "Inventory": empty name, 0, 0, no low-stock alert, no tax. */
export const EMPTY_INVENTORY_ITEM_FORM: InventoryItemFormInput = {
  item_name: "",
  quantity: "0",
  unit_price: "0",
  low_stock_threshold: "",
  tax_rate_id: "",
};

export function inventoryItemFormValuesOf(item: InventoryItem, language: string, currencyDigits: number): InventoryItemFormInput {
  return {
    item_name: item.item_name,
    quantity: formatLocalizedNumber(item.quantity, language, "integer", { grouped: false }),
    unit_price: formatLocalizedNumber(item.unit_price, language, "money", { grouped: false, currencyDigits }),
    low_stock_threshold:
      item.low_stock_threshold === null ? "" : formatLocalizedNumber(item.low_stock_threshold, language, "integer", { grouped: false }),
    tax_rate_id: item.tax_rate_id ?? "",
  };
}
