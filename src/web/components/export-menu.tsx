import { DownloadIcon } from "lucide-react";
import type { CsvSeparator } from "@shared/csv/csv-row";
import { useTranslation } from "@web/i18n/i18n";
import { MenuButton } from "./menu-button";

export interface ExportMenuProps {
  /** The export under /api/v1, e.g. "/exports/clients.csv". */
  path: "/exports/clients.csv" | "/exports/inventory.csv" | "/exports/orders.csv";
  /** The list's current filters and sort, as the list sends them to the API: the export honours them. */
  filters: Record<string, string | undefined>;
}

const SEPARATORS: readonly CsvSeparator[] = ["comma", "semicolon"];

/** The export's address: the filters as the API client sends a list's (none empty), then the separator. */
function exportUrl({ path, filters }: ExportMenuProps, separator: CsvSeparator): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== "") query.set(name, value);
  query.set("separator", separator);
  return `/api/v1${path}?${query}`;
}

/**
 * Has the browser download `url` as a link with `download` would: the server streams the file
 * and the browser writes it to disk as it comes, never holding it in the page.
 */
function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.click();
}

/**
 * The "Export" button of a list: CSV with commas or with semicolons (and decimal commas, as
 * Excel reads them where the comma is the decimal sign), of what the list shows, with its
 * filters and in its order (docs/product.md "Import and export"). The app's menu button, which
 * the header's menus use: keyboard and screen readers as there, and no code of its own to load.
 */
export function ExportMenu(props: ExportMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuButton
      wide
      label={t("exports.button")}
      heading={t("exports.heading")}
      data-testid="export-menu"
      entries={SEPARATORS.map((separator) => ({
        key: separator,
        label: t(`exports.${separator}`),
        onSelect: () => download(exportUrl(props, separator)),
      }))}
    >
      <DownloadIcon />
      {t("exports.button")}
    </MenuButton>
  );
}
