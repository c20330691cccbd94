import { downloadFile } from "./download-file";
import { numberFormat } from "./intl-formats";

/** A cell of a CSV table: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null;

/** Text a spreadsheet would read as a formula (or as the start of one) when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Numbers written without grouping, with every digit they have, never as 1e21: "1234.5". */
const plainNumber = () => numberFormat("en-US", { useGrouping: false, maximumFractionDigits: 20 });

/** The character the language separates decimals with: "." in English, "," in French and German. */
function decimalMarkOf(language: string): string {
  return (
    numberFormat(language)
      .formatToParts(1.5)
      .find((part) => part.type === "decimal")?.value ?? "."
  );
}

/**
 * A table as CSV for the spreadsheet programs of the interface language (docs/decisions.md 100):
 *
 * - numbers are written plainly (no grouping) with the language's decimal mark, and fields are
 *   separated by ";" where that mark is a comma (what Excel and LibreOffice expect in French,
 *   German, Spanish and Portuguese), by "," otherwise;
 * - text starting with =, +, -, @, a tab or a carriage return is prefixed with ', so that a
 *   client named =HYPERLINK(…) is read as text, never run as a formula (formula injection);
 * - a field holding the separator, a double quote or a line break is quoted, its quotes doubled
 *   (RFC 4180); lines end with CRLF.
 */
export function toCsv(rows: CsvCell[][], language: string): string {
  const decimalMark = decimalMarkOf(language);
  const separator = decimalMark === "," ? ";" : ",";
  const field = (cell: CsvCell): string => {
    if (cell === null) return "";
    if (typeof cell === "number") {
      return Number.isFinite(cell) ? plainNumber().format(cell).replace(".", decimalMark) : "";
    }
    const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(separator)).join("\r\n");
}

/** A column of a table shown on screen, as its CSV file holds it. */
export interface CsvColumn<Row> {
  header: string;
  /** The column's header in the file, when it must say more than the screen's: an amount's currency. */
  csvHeader?: string;
  /** The cell's value in the file: a plain number rather than a formatted amount. */
  csv: (row: Row) => CsvCell;
}

/** A table's rows under its columns' headers, as `toCsv` and `downloadCsv` take them. */
export function csvTable<Row>(columns: CsvColumn<Row>[], rows: Row[]): CsvCell[][] {
  return [columns.map((column) => column.csvHeader ?? column.header), ...rows.map((row) => columns.map((column) => column.csv(row)))];
}

/**
 * Has the browser save the table as a CSV file. The file starts with a UTF-8 byte order mark,
 * without which Excel reads accented names (Zoë, Müller) in the system's legacy encoding.
 */
export function downloadCsv(fileName: string, rows: CsvCell[][], language: string) {
  downloadFile(`\uFEFF${toCsv(rows, language)}\r\n`, fileName, "text/csv;charset=utf-8");
}
