import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";

/**
 * Files for the import tests, built in memory: CSV text in UTF-8 or Windows-1252, xlsx workbooks
 * as spreadsheet programs write them, and hostile files (random bytes, a zip bomb).
 */

/** A CSV file's bytes: cells quoted when they hold the separator, a quote or a line break. */
export function csvFile(
  rows: readonly (readonly string[])[],
  options: { separator?: string; lineEnd?: string; bom?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const { separator = ",", lineEnd = "\r\n", bom = false } = options;
  const quoted = (cell: string) => (cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const text = rows.map((row) => row.map(quoted).join(separator) + lineEnd).join("");
  return new TextEncoder().encode((bom ? "\uFEFF" : "") + text);
}

/** Windows-1252's characters at bytes 0x80–0x9F (where the five undefined ones are C1 controls), the others being Latin-1's. */
const WINDOWS_1252_HIGH = new Map(
  [..."€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ"].map((character, index) => [character, 0x80 + index] as const),
);

/** Text encoded in Windows-1252, as spreadsheet programs of Western Europe save CSV files. */
export function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    const byte = WINDOWS_1252_HIGH.get(character) ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : undefined);
    if (byte === undefined) throw new Error(`${character} has no Windows-1252 byte`);
    return byte;
  });
}

/** Bytes that look random and are the same on every run for a seed (a linear congruential generator). */
export function pseudoRandomBytes(length: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

export type XlsxCell = string | number | boolean | null | undefined;

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** "A", "B", … "Z", "AA": the letters of a 0-based column. */
export function columnLetters(column: number): string {
  let letters = "";
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * An xlsx workbook whose first sheet holds the rows, from row 1 and column A, as Excel writes
 * it: text in the shared strings, numbers and booleans as values, and no cell (nor row) where
 * there is nothing. `otherSheets` come after it.
 */
export function xlsxFile(
  rows: readonly (readonly XlsxCell[])[],
  options: { otherSheets?: readonly (readonly XlsxCell[])[][] } = {},
): Uint8Array<ArrayBuffer> {
  const sharedStrings: string[] = [];
  const indexes = new Map<string, number>();
  const sheetOf = (sheetRows: readonly (readonly XlsxCell[])[]) =>
    worksheetXml(
      sheetRows
        .map((row, rowIndex) => {
          const cells = row.flatMap((value, column) => {
            if (value === null || value === undefined || value === "") return [];
            const reference = `${columnLetters(column)}${rowIndex + 1}`;
            if (typeof value === "number") return [`<c r="${reference}"><v>${value}</v></c>`];
            if (typeof value === "boolean") return [`<c r="${reference}" t="b"><v>${value ? 1 : 0}</v></c>`];
            let index = indexes.get(value);
            if (index === undefined) {
              index = sharedStrings.push(value) - 1;
              indexes.set(value, index);
            }
            return [`<c r="${reference}" t="s"><v>${index}</v></c>`];
          });
          return cells.length === 0 ? "" : `<row r="${rowIndex + 1}">${cells.join("")}</row>`;
        })
        .join(""),
    );
  const sheets = [sheetOf(rows), ...(options.otherSheets ?? []).map(sheetOf)];
  return xlsxWorkbook({ sheets, sharedStrings: sharedStringsXml(sharedStrings) });
}

/** A worksheet's XML around the rows of its `<sheetData>`. */
export function worksheetXml(sheetData: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    `<sheetData>${sheetData}</sheetData></worksheet>`
  );
}

/** The shared strings part, each string kept with its spaces. */
export function sharedStringsXml(strings: readonly string[]): string {
  const items = strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join("");
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${items}</sst>`
  );
}

const RELATIONSHIP_TYPES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The parts every workbook has besides its sheets and shared strings, for sheets named Sheet1, Sheet2… */
function workbookParts(sheetCount: number, withSharedStrings: boolean): Record<string, string> {
  const sheetNumbers = Array.from({ length: sheetCount }, (_, index) => index + 1);
  const contentTypes =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    sheetNumbers
      .map(
        (number) =>
          `<Override PartName="/xl/worksheets/sheet${number}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join("") +
    (withSharedStrings
      ? `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
      : "") +
    `</Types>`;
  const packageRels =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIP_TYPES}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIP_TYPES}">` +
    `<sheets>${sheetNumbers.map((number) => `<sheet name="Sheet${number}" sheetId="${number}" r:id="rId${number}"/>`).join("")}</sheets></workbook>`;
  const workbookRels =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    sheetNumbers
      .map((number) => `<Relationship Id="rId${number}" Type="${RELATIONSHIP_TYPES}/worksheet" Target="worksheets/sheet${number}.xml"/>`)
      .join("") +
    (withSharedStrings
      ? `<Relationship Id="rId${sheetCount + 1}" Type="${RELATIONSHIP_TYPES}/sharedStrings" Target="sharedStrings.xml"/>`
      : "") +
    `</Relationships>`;
  return {
    "[Content_Types].xml": contentTypes,
    "_rels/.rels": packageRels,
    "xl/workbook.xml": workbook,
    "xl/_rels/workbook.xml.rels": workbookRels,
  };
}

/**
 * A workbook of the given worksheets' XML (see `worksheetXml`), and of a shared strings part when
 * given. `streamed` writes it as streaming zip writers do, each part's sizes after its data;
 * `level` 0 stores the parts uncompressed.
 */
export function xlsxWorkbook(
  parts: { sheets: readonly string[]; sharedStrings?: string },
  options: { streamed?: boolean; level?: 0 | 6 | 9 } = {},
): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(workbookParts(parts.sheets.length, parts.sharedStrings !== undefined)))
    files[path] = strToU8(text);
  parts.sheets.forEach((sheet, index) => (files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(sheet)));
  if (parts.sharedStrings !== undefined) files["xl/sharedStrings.xml"] = strToU8(parts.sharedStrings);
  const level = options.level ?? 6;
  if (!options.streamed) return new Uint8Array(zipSync(files, { level }));
  return streamedZip((add) => {
    for (const [path, data] of Object.entries(files)) add(path, level, (file) => file.push(data, true));
  });
}

/** A zip archive written entry by entry with fflate's streaming writer. */
function streamedZip(
  write: (add: (path: string, level: 0 | 6 | 9, push: (file: ZipDeflate) => void) => void) => void,
): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  write((path, level, push) => {
    const file = new ZipDeflate(path, { level });
    zip.add(file);
    push(file);
  });
  zip.end();
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * A workbook whose only sheet inflates to `inflatedBytes` of one repeated byte, about a
 * thousandth of that once compressed. Built a mebibyte at a time, so that building it does not
 * hold the inflated sheet in memory.
 */
export function xlsxZipBomb(inflatedBytes: number): Uint8Array<ArrayBuffer> {
  return streamedZip((add) => {
    for (const [path, text] of Object.entries(workbookParts(1, false))) add(path, 9, (file) => file.push(strToU8(text), true));
    add("xl/worksheets/sheet1.xml", 9, (file) => {
      const block = new Uint8Array(1024 * 1024).fill(0x20);
      for (let written = 0; written < inflatedBytes; written += block.length) {
        const size = Math.min(block.length, inflatedBytes - written);
        file.push(size === block.length ? block : block.subarray(0, size), written + size >= inflatedBytes);
      }
    });
  });
}
