import { ExportMenu } from "@web/components/export-menu";
import { ClientsPage } from "@web/features/clients/clients-page";

export { clientsFirstData } from "@web/features/clients/clients-page";
import { ImportButton } from "@web/features/imports/import-button";

/**
 * The clients list with "Export" (of what the list shows, with its filters and sort) and the
 * imports feature's "Import" (docs/product.md "Import and export"), whose dialog loads on its
 * first click.
 */
export function ClientsScreen() {
  return (
    <ClientsPage
      actions={(listQuery) => (
        <>
          <ExportMenu path="/exports/clients.csv" filters={listQuery} />
          <ImportButton kind="clients" />
        </>
      )}
    />
  );
}
