import Papa from "papaparse";
import { IMPORT_LIMITS, type ImportEncoding } from "@shared/imports/import-limits";
import { isZip, readFirstWorksheet, XlsxError } from "./xlsx-reader";

/**
 * An uploaded file read into a table (docs/product.md "Import and export", docs/decisions.md
 * 119): a CSV file in UTF-8 or Windows-1252 with any of four separators, or the first
 * worksheet of an xlsx workbook. What cannot be a table, or is too large, is refused with an
 * ImportFileError before any row is used.
 */

/** A data row: its number as a spreadsheet shows it, and one cell per header. */
export interface TableRow {
  line: number;
  cells: string[];
}

export interface ReadTable {
  format: "csv" | "xlsx";
  /** The encoding the CSV text was read in; null for xlsx. */
  encoding: ImportEncoding | null;
  /** The CSV separator: ",", ";", "\t" or "|"; null for xlsx. */
  separator: string | null;
  /**
   * The first row that is not empty, each cell trimmed; "" for a column that has data but no
   * name, up to the last column any row fills.
   */
  headers: string[];
  /** The rows after the header, those with only blank cells left out, each as long as `headers`. */
  rows: TableRow[];
}

export type ImportFileProblem =
  "empty_file" | "no_header" | "too_many_rows" | "too_many_columns" | "unreadable" | "xlsx_invalid" | "xlsx_too_large" | "file_too_large";

/**
 * Why a file cannot be imported at all, with facts for the message: `limit` (too_many_rows,
 * too_many_columns), `limit_bytes` (file_too_large, xlsx_too_large), `line` (no_header, and an
 * unreadable CSV's unclosed quote), and for "unreadable" a `cause`: "xls" (an Excel 97–2003 or
 * password-protected workbook), "utf16" (text in UTF-16), "binary" (not text at all) or
 * "unclosed_quote".
 */
export class ImportFileError extends Error {
  constructor(
    readonly reason: ImportFileProblem,
    readonly facts: Record<string, string | number> = {},
  ) {
    super(problemMessage(reason, facts));
    this.name = "ImportFileError";
  }
}

function problemMessage(reason: ImportFileProblem, facts: Record<string, string | number>): string {
  switch (reason) {
    case "empty_file":
      return "The file is empty";
    case "no_header":
      return `Row ${facts.line} has no column names: the first row must name the columns`;
    case "too_many_rows":
      return `The file has more than ${facts.limit} rows`;
    case "too_many_columns":
      return `The file has more than ${facts.limit} columns`;
    case "file_too_large":
      return `The file is larger than ${facts.limit_bytes} bytes`;
    case "xlsx_too_large":
      return `The workbook holds more than ${facts.limit_bytes} bytes once unzipped`;
    case "xlsx_invalid":
      return "The file is not a readable xlsx workbook";
    case "unreadable":
      switch (facts.cause) {
        case "xls":
          return "The file is an Excel 97-2003 or password-protected workbook: save it as xlsx or CSV";
        case "utf16":
          return "The file is UTF-16 text: save it as CSV in UTF-8";
        case "unclosed_quote":
          return `A quoted cell starting on row ${facts.line} is never closed`;
        default:
          return "The file is neither CSV text nor an xlsx workbook";
      }
  }
}

/**
 * Reads an uploaded file: xlsx when it is a zip archive, CSV text otherwise, in `options.encoding`
 * or the one detected (UTF-8 when the bytes are valid UTF-8, else Windows-1252).
 * Throws ImportFileError.
 */
export function readTable(bytes: Uint8Array, options: { encoding?: ImportEncoding } = {}): ReadTable {
  if (bytes.length > IMPORT_LIMITS.maxBytes) throw new ImportFileError("file_too_large", { limit_bytes: IMPORT_LIMITS.maxBytes });
  if (bytes.length === 0) throw new ImportFileError("empty_file");
  if (isZip(bytes)) return { format: "xlsx", encoding: null, separator: null, ...readWorkbook(bytes) };
  refuseBinary(bytes);
  const { text, encoding } = decodeText(bytes, options.encoding);
  if (!looksLikeText(text)) throw new ImportFileError("unreadable", { cause: "binary" });
  const { separator, body } = separatorOf(text);
  return { format: "csv", encoding, separator, ...readCsv(body, separator) };
}

/**
 * A CSV cell as it was before an export guarded it against formulas (src/shared/csv/csv-row.ts,
 * docs/decisions.md 118): "'+49 30 1234" → "+49 30 1234". Only an apostrophe before what the
 * guard quotes is dropped, so that exported data comes back as it was.
 */
export function withoutFormulaGuard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

// ---- building the table ----

const isBlank = (cell: string) => cell.trim() === "";

/** The rows of a file, given in order, checked against the limits as they come so that a refusal stops the reading. */
class TableBuilder {
  private headers: string[] | undefined;
  private readonly rows: TableRow[] = [];
  private width = 0;

  add(line: number, cells: readonly string[]): void {
    const filled = filledLength(cells);
    if (filled > IMPORT_LIMITS.maxColumns) throw new ImportFileError("too_many_columns", { limit: IMPORT_LIMITS.maxColumns });
    if (this.headers === undefined) {
      // An empty line before the header is skipped; a row of blank cells is a header without names.
      if (cells.length === 0 || (cells.length === 1 && filled === 0)) return;
      if (filled === 0) throw new ImportFileError("no_header", { line });
      this.headers = cells.slice(0, filled).map((cell) => cell.trim());
      this.width = filled;
      return;
    }
    if (filled === 0) return;
    if (this.rows.length === IMPORT_LIMITS.maxRows) throw new ImportFileError("too_many_rows", { limit: IMPORT_LIMITS.maxRows });
    this.width = Math.max(this.width, filled);
    this.rows.push({ line, cells: cells.slice(0, filled) });
  }

  table(): Pick<ReadTable, "headers" | "rows"> {
    if (this.headers === undefined) throw new ImportFileError("empty_file");
    const pad = (cells: string[]) => {
      while (cells.length < this.width) cells.push("");
      return cells;
    };
    return { headers: pad(this.headers), rows: this.rows.map((row) => ({ line: row.line, cells: pad(row.cells) })) };
  }
}

/** How many cells the row has up to its last non-blank one. */
function filledLength(cells: readonly string[]): number {
  let length = cells.length;
  while (length > 0 && isBlank(cells[length - 1] ?? "")) length--;
  return length;
}

function readWorkbook(bytes: Uint8Array): Pick<ReadTable, "headers" | "rows"> {
  const builder = new TableBuilder();
  try {
    readFirstWorksheet(bytes, { maxInflatedBytes: IMPORT_LIMITS.maxXlsxUncompressedBytes }, (row) => builder.add(row.line, row.cells));
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    throw new ImportFileError(
      error.reason,
      error.reason === "xlsx_too_large" ? { limit_bytes: IMPORT_LIMITS.maxXlsxUncompressedBytes } : {},
    );
  }
  return builder.table();
}

// ---- CSV text ----

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Files that are known not to be CSV text, told apart so that the message can say what to do. */
function refuseBinary(bytes: Uint8Array): void {
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) throw new ImportFileError("unreadable", { cause: "xls" });
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) throw new ImportFileError("unreadable", { cause: "utf16" });
  // A NUL byte is a NUL character in both encodings: no need to decode the file to refuse it.
  if (bytes.includes(0)) throw new ImportFileError("unreadable", { cause: "binary" });
}

function decodeText(bytes: Uint8Array, forced: ImportEncoding | undefined): { text: string; encoding: ImportEncoding } {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (forced === "windows-1252") return { text: decodeWindows1252(body), encoding: forced };
  if (forced === "utf-8") return { text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(body), encoding: forced };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(body), encoding: "windows-1252" };
  }
}

/**
 * The characters of bytes 0x80–0x9F in Windows-1252; the other bytes are Latin-1's. The five it
 * leaves undefined stay C1 controls, as the WHATWG Encoding Standard maps them.
 */
const WINDOWS_1252_80_TO_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/**
 * Windows-1252 text. Node's own TextDecoder("windows-1252") reads it as Latin-1 since Node
 * 20.18.3 (nodejs/node#60888), which turns "€" and the typographic quotes into control characters.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return latin1.replace(/[\x80-\x9f]/g, (character) => WINDOWS_1252_80_TO_9F.charAt(character.charCodeAt(0) - 0x80));
}

/**
 * Text has few control characters; random bytes have many. Tab, line ends, vertical tab and
 * form feed are text (some programs write a line break inside a cell as a vertical tab), and a
 * few others are let be (old DOS files end with a Ctrl-Z).
 */
function looksLikeText(text: string): boolean {
  const allowed = Math.max(16, text.length / 50);
  let controls = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || (code >= 0x7f && code <= 0x9f)) {
      if (++controls > allowed) return false;
    }
  }
  return true;
}

const SEPARATORS = [",", ";", "\t", "|"] as const;

/** How much of the text, and how many of its rows, the separator is guessed from. */
const SEPARATOR_SAMPLE = { characters: 64 * 1024, rows: 50 } as const;

/**
 * The separator the file names on its first line as Excel reads it ("sep=;", a line that is then
 * no row of the table), else the one detected.
 */
function separatorOf(text: string): { separator: string; body: string } {
  const directive = text.match(/^sep=(.)(?:\r\n|\n|\r|$)/i);
  const named = SEPARATORS.find((separator) => separator === directive?.[1]);
  if (directive && named) return { separator: named, body: text.slice(directive[0].length) };
  return { separator: detectSeparator(text), body: text };
}

/**
 * The separator that splits the header into the most columns among those that split the most
 * rows into as many columns as the header; a comma when none splits the header.
 */
function detectSeparator(text: string): string {
  const truncated = text.length > SEPARATOR_SAMPLE.characters;
  const sample = text.slice(0, SEPARATOR_SAMPLE.characters).replace(/\r\n?/g, "\n");
  let best: { separator: string; consistent: number; width: number } = { separator: ",", consistent: -1, width: 1 };
  for (const separator of SEPARATORS) {
    const parsed = Papa.parse<string[]>(sample, { delimiter: separator, newline: "\n", preview: SEPARATOR_SAMPLE.rows }).data;
    // The sample may cut its last row short.
    const rows = parsed.slice(0, truncated && parsed.length > 1 ? -1 : undefined).filter((row) => filledLength(row) > 0);
    const width = rows[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = rows.filter((row) => row.length === width).length / rows.length;
    if (consistent > best.consistent || (consistent === best.consistent && width > best.width)) best = { separator, consistent, width };
  }
  return best.separator;
}

/**
 * The rows of CSV text. Every record counts as a row for the line numbers, an empty line too,
 * and a quoted cell's line breaks stay in its one row, as a spreadsheet counts them.
 */
function readCsv(text: string, separator: string): Pick<ReadTable, "headers" | "rows"> {
  const builder = new TableBuilder();
  let line = 0;
  Papa.parse<string[]>(text.replace(/\r\n?/g, "\n"), {
    delimiter: separator,
    newline: "\n",
    quoteChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      line++;
      const unclosedQuote = result.errors.some((error) => error.code === "MissingQuotes");
      if (unclosedQuote) throw new ImportFileError("unreadable", { cause: "unclosed_quote", line });
      builder.add(line, result.data.map(withoutFormulaGuard));
    },
  });
  return builder.table();
}
