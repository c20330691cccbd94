/**
 * CSV as spreadsheet programs open it (docs/product.md "Import and export"): RFC 4180 quoting,
 * a byte order mark first so that Excel reads UTF-8, and no cell a spreadsheet would run as a
 * formula (docs/decisions.md 118).
 */

/** The separators an export offers: a comma, or a semicolon where the comma is the decimal sign. */
export const CSV_SEPARATORS = { comma: ",", semicolon: ";" } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

/** Written before the first row: Excel otherwise reads UTF-8 as the system's code page. */
export const CSV_BOM = "\uFEFF";

/** What a spreadsheet takes for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell made harmless: text a spreadsheet would run as a formula gets a leading apostrophe,
 * which spreadsheets show as text and do not print. Numbers are written as numbers, so a negative
 * amount stays one: with a decimal comma after a semicolon separator, as the spreadsheets of the
 * countries that use it read them.
 */
export function neutralisedCell(value: string | number | null | undefined, separator: CsvSeparator = "comma"): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return separator === "semicolon" ? String(value).replace(".", ",") : String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, quoted when it holds the separator, a quote or a line break. */
function quoted(cell: string, separator: string): string {
  return cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One row of CSV, ended by CRLF as RFC 4180 says. */
export function csvRow(values: readonly (string | number | null | undefined)[], separator: CsvSeparator = "comma"): string {
  const sign = CSV_SEPARATORS[separator];
  return `${values.map((value) => quoted(neutralisedCell(value, separator), sign)).join(sign)}\r\n`;
}
