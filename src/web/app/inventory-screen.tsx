import { ExportMenu } from "@web/components/export-menu";
import { ImportButton } from "@web/features/imports/import-button";
import { InventoryPage } from "@web/features/inventory/inventory-page";

export { inventoryFirstData } from "@web/features/inventory/inventory-page";

/**
 * The inventory list with "Export" (of what the list shows, with its filters and sort) and the
 * imports feature's "Import" (docs/product.md "Import and export"), whose dialog loads on its
 * first click.
 */
export function InventoryScreen() {
  return (
    <InventoryPage
      actions={(listQuery) => (
        <>
          <ExportMenu path="/exports/inventory.csv" filters={listQuery} />
          <ImportButton kind="inventory" />
        </>
      )}
    />
  );
}
