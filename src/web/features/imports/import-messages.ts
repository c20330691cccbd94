import { IMPORT_LIMITS, type ImportField, type ImportKind } from "@shared/imports/import-limits";
import type { ImportRowError } from "@shared/imports/import.schema";
import type { TextKey, Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger, formatMegabytes } from "@web/lib/format";

/** Each field's label: the one the add and edit forms show for it. */
export const FIELD_LABELS: Record<ImportField, TextKey> = {
  name: "clients.fields.name",
  email: "clients.fields.email",
  phone: "clients.fields.phone",
  company: "clients.fields.company",
  position: "clients.fields.position",
  linkedin_url: "clients.fields.linkedinUrl",
  status: "clients.fields.status",
  owner: "clients.fields.owner",
  address: "clients.fields.address",
  tax_id: "clients.fields.taxId",
  preferred_language: "clients.fields.preferredLanguage",
  item_name: "inventory.fields.itemName",
  quantity: "inventory.fields.quantity",
  unit_price: "inventory.fields.unitPrice",
  low_stock_threshold: "inventory.fields.lowStockThreshold",
  tax_rate: "inventory.fields.taxRate",
};

/** A field's label; a name the app does not know is shown as the server sent it. */
export function fieldLabel(field: string | null, t: Translate): string {
  if (field === null) return "";
  return field in FIELD_LABELS ? t(FIELD_LABELS[field as ImportField]) : field;
}

/** The keys a report's reason may name: the forms' own messages and the import's. */
const REASON_KEY = /^(validation|imports\.reasons)\.[A-Za-z]+$/;

/**
 * Why a row was skipped, in the interface language. Reasons about a match (a duplicate in the
 * file, an existing record) have a text for each kind (`_clients`, `_inventory`), which says what
 * matched: a client's email, an item's name. A reason the app has no text for reads as "not valid".
 */
export function reasonText(
  error: Pick<ImportRowError, "reason" | "duplicate_of">,
  kind: ImportKind,
  language: string,
  t: Translate,
  exists: (key: string) => boolean,
): string {
  const ofKind = `${error.reason}_${kind}`;
  const key = !REASON_KEY.test(error.reason)
    ? "validation.invalid"
    : exists(ofKind)
      ? ofKind
      : exists(error.reason)
        ? error.reason
        : "validation.invalid";
  const line = error.duplicate_of === null ? "" : formatInteger(error.duplicate_of, language);
  return t(key as TextKey, { line });
}

/** `details` of a refusal, as far as an upload's refusals fill it. */
interface UploadRefusalDetails {
  reason?: string;
  limit?: number;
  limit_bytes?: number;
}

/** Why the server refused a file, in the interface language, with its limit in the language's number format. */
export function uploadErrorText(error: unknown, language: string, t: Translate): string {
  if (!(error instanceof ApiError)) return apiErrorMessage(error, t);
  const details = (error.details ?? {}) as UploadRefusalDetails;
  const limit = details.limit_bytes ?? details.limit;
  if (error.status === 413 || error.code === "PAYLOAD_TOO_LARGE") {
    return t("imports.errors.tooLarge", { size: formatMegabytes(limit ?? IMPORT_LIMITS.maxBytes, language) });
  }
  if (error.code !== "VALIDATION") return apiErrorMessage(error, t);
  switch (details.reason) {
    case "file_too_large":
      return t("imports.errors.tooLarge", { size: formatMegabytes(limit ?? IMPORT_LIMITS.maxBytes, language) });
    case "empty_file":
      return t("imports.errors.emptyFile");
    case "no_header":
      return t("imports.errors.noHeader");
    case "too_many_rows":
      return t("imports.errors.tooManyRows", { limit: formatInteger(details.limit ?? IMPORT_LIMITS.maxRows, language) });
    case "too_many_columns":
      return t("imports.errors.tooManyColumns", { limit: formatInteger(details.limit ?? IMPORT_LIMITS.maxColumns, language) });
    case "unreadable":
      return t("imports.errors.unreadable");
    case "xlsx_invalid":
      return t("imports.errors.xlsxInvalid");
    case "xlsx_too_large":
      return t("imports.errors.xlsxTooLarge", { size: formatMegabytes(limit ?? IMPORT_LIMITS.maxXlsxUncompressedBytes, language) });
    default:
      return apiErrorMessage(error, t);
  }
}

/** The file types the import reads, by extension. */
export const IMPORT_FILE_EXTENSIONS = [".csv", ".txt", ".xlsx"] as const;

/** What is wrong with a chosen file before it is sent: its type or its size, or nothing. */
export function chosenFileProblem(file: { name: string; size: number }, language: string, t: Translate): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return t("imports.errors.wrongType");
  if (file.size > IMPORT_LIMITS.maxBytes) return t("imports.errors.tooLarge", { size: formatMegabytes(IMPORT_LIMITS.maxBytes, language) });
  return null;
}
