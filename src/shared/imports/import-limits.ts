/** What an import takes (docs/product.md "Import and export"), checked by the server and told by the web app. */
export const IMPORT_LIMITS = {
  /** The uploaded file, CSV or xlsx, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows, the header row not counted. */
  maxRows: 50_000,
  /** Columns of the header row. */
  maxColumns: 200,
  /** What an xlsx file may hold once unzipped: past it, the file is refused as a zip bomb would be. */
  maxXlsxUncompressedBytes: 100 * 1024 * 1024,
  /** Rows the preview shows, the header row not counted. */
  previewRows: 5,
  /** Characters of a cell the preview shows. */
  previewCellLength: 200,
  /** Rows written in one transaction. */
  batchRows: 250,
} as const;

/** What can be imported. */
export const IMPORT_KINDS = ["clients", "inventory"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields a column of the file can be mapped to, in the order the mapping step shows them. */
export const IMPORT_FIELDS = {
  clients: ["name", "email", "phone", "company", "position", "linkedin_url", "status", "owner", "address", "tax_id", "preferred_language"],
  inventory: ["item_name", "quantity", "unit_price", "low_stock_threshold", "tax_rate"],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ClientImportField = (typeof IMPORT_FIELDS.clients)[number];
export type InventoryImportField = (typeof IMPORT_FIELDS.inventory)[number];
export type ImportField = ClientImportField | InventoryImportField;

/** The field a row cannot be imported without. */
export const REQUIRED_IMPORT_FIELD = { clients: "name", inventory: "item_name" } as const satisfies Record<ImportKind, ImportField>;

/** How the file writes decimal numbers: "1,234.50" (dot) or "1.234,50" (comma). */
export const NUMBER_FORMATS = ["dot", "comma"] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The text encodings a CSV file is read in: detected, or chosen by the user. */
export const IMPORT_ENCODINGS = ["utf-8", "windows-1252"] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
