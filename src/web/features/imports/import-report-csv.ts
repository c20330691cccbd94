import { CSV_BOM, csvRow, type CsvSeparator } from "@shared/csv/csv-row";
import type { ImportKind } from "@shared/imports/import-limits";
import type { ImportRowError } from "@shared/imports/import.schema";
import type { Translate } from "@web/i18n/texts";
import { fieldLabel, reasonText } from "./import-messages";

/** The separator the spreadsheets of the language expect: a semicolon where the decimal mark is a comma (docs/decisions.md 100). */
export function csvSeparatorOf(language: string): CsvSeparator {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
  return decimal === "," ? "semicolon" : "comma";
}

/**
 * The skipped rows of an import as a CSV file, in the interface language: line, field, reason
 * and value, as the report's table shows them, every row and not only those on screen. Made in
 * the browser from the report the API returns (docs/decisions.md 125).
 */
export function importReportCsv(
  errors: readonly ImportRowError[],
  kind: ImportKind,
  language: string,
  t: Translate,
  exists: (key: string) => boolean,
): string {
  const separator = csvSeparatorOf(language);
  const header = csvRow(
    [t("imports.report.line"), t("imports.report.field"), t("imports.report.reason"), t("imports.report.value")],
    separator,
  );
  const rows = errors.map((error) =>
    csvRow([error.line, fieldLabel(error.field, t), reasonText(error, kind, language, t, exists), error.value ?? ""], separator),
  );
  return CSV_BOM + header + rows.join("");
}

/** The report file's name: fixed and ASCII whatever the language, e.g. clients-import-report-2026-11-30.csv. */
export function importReportFileName(kind: ImportKind, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  return `${kind}-import-report-${day}.csv`;
}
