import { Inflate } from "fflate";

/**
 * The first worksheet of an xlsx workbook, read without trusting the file (docs/decisions.md
 * 120): the zip's central directory says where each part is, only the parts a sheet
 * needs are inflated, and the inflated bytes are counted as they come, so that a zip bomb stops
 * at the limit whatever its headers claim. The XML is scanned for the few elements a sheet's
 * values live in; formulas, styles and the other sheets are never read.
 */

export type XlsxProblem = "xlsx_invalid" | "xlsx_too_large";

/** Why a workbook cannot be read: not a workbook, or larger once inflated than `maxInflatedBytes`. */
export class XlsxError extends Error {
  constructor(
    readonly reason: XlsxProblem,
    message: string,
  ) {
    super(message);
    this.name = "XlsxError";
  }
}

/** A row of the sheet: its number as the spreadsheet shows it, and its cells from column A, "" where there is none. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export interface ReadSheetOptions {
  /** The bytes every inflated part together may reach. */
  maxInflatedBytes: number;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes start as a zip archive does (an xlsx file is one). */
export function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * Calls `onRow` with each row of the workbook's first worksheet that holds a value, in order.
 * Cells without a value are "", and whitespace-only cells too; `onRow` may throw to stop reading.
 * Throws XlsxError when the file is not a readable workbook or inflates past the limit.
 */
export function readFirstWorksheet(bytes: Uint8Array, options: ReadSheetOptions, onRow: (row: SheetRow) => void): void {
  const archive = new ZipArchive(bytes, options.maxInflatedBytes);
  const workbookPath = relationshipTargets(archive.text("_rels/.rels"), "_rels/.rels", "/officeDocument")[0] ?? "xl/workbook.xml";
  const workbook = archive.text(workbookPath);
  if (workbook === undefined) throw new XlsxError("xlsx_invalid", "The file is a zip archive but not an Excel workbook");
  const workbookRels = relsPathOf(workbookPath);
  const relationships = parseRelationships(archive.text(workbookRels), workbookRels);
  const sheetPath = firstWorksheetPath(workbook, relationships);
  if (!sheetPath) throw new XlsxError("xlsx_invalid", "The workbook has no worksheet");
  const sharedStringsPath = [...relationships.values()].find((target) => target.type.endsWith("/sharedStrings"))?.path;
  const sharedStrings = parseSharedStrings(archive.text(sharedStringsPath ?? "xl/sharedStrings.xml") ?? "");
  const sheet = archive.text(sheetPath);
  if (sheet === undefined) throw new XlsxError("xlsx_invalid", "The workbook's first worksheet is missing");
  readSheetRows(sheet, sharedStrings, onRow);
}

// ---- the zip archive ----

interface ZipEntry {
  method: number;
  flags: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Compressed bytes handed to the inflater at a time: at most about a thousand times as much comes out of each. */
const INFLATE_STEP = 4096;

/** The entries of a zip archive by name (ignoring case, as OOXML part names do), inflated on demand within a budget. */
class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private inflatedBytes = 0;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly maxInflatedBytes: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.readCentralDirectory();
  }

  /** The entry's text as UTF-8, or undefined when the archive has no such entry. */
  text(name: string): string | undefined {
    const entry = this.entries.get(name.toLowerCase());
    return entry && new TextDecoder().decode(this.inflate(entry));
  }

  private invalid(message = "The zip archive is damaged"): never {
    throw new XlsxError("xlsx_invalid", message);
  }

  private u16(offset: number): number {
    if (offset + 2 > this.bytes.length) this.invalid();
    return this.view.getUint16(offset, true);
  }

  private u32(offset: number): number {
    if (offset + 4 > this.bytes.length) this.invalid();
    return this.view.getUint32(offset, true);
  }

  private readCentralDirectory(): void {
    const end = this.endOfCentralDirectory();
    const count = this.u16(end + 10);
    let offset = this.u32(end + 16);
    for (let index = 0; index < count; index++) {
      if (this.u32(offset) !== 0x02014b50) this.invalid();
      const nameLength = this.u16(offset + 28);
      const extraLength = this.u16(offset + 30);
      const commentLength = this.u16(offset + 32);
      const nameStart = offset + 46;
      if (nameStart + nameLength + extraLength > this.bytes.length) this.invalid();
      const name = new TextDecoder().decode(this.bytes.subarray(nameStart, nameStart + nameLength));
      const entry: ZipEntry = {
        flags: this.u16(offset + 8),
        method: this.u16(offset + 10),
        compressedSize: this.u32(offset + 20),
        localHeaderOffset: this.u32(offset + 42),
      };
      this.applyZip64(entry, offset, nameStart + nameLength, extraLength);
      this.entries.set(name.replaceAll("\\", "/").replace(/^\//, "").toLowerCase(), entry);
      offset = nameStart + nameLength + extraLength + commentLength;
    }
  }

  /** The end-of-central-directory record: within the last 64 KiB, as its comment may follow it. */
  private endOfCentralDirectory(): number {
    const lowest = Math.max(0, this.bytes.length - 22 - 0xffff);
    for (let offset = this.bytes.length - 22; offset >= lowest; offset--) {
      if (this.view.getUint32(offset, true) === 0x06054b50) return offset;
    }
    return this.invalid();
  }

  /** Sizes and offsets too large for 32 bits are in the entry's zip64 extra field. */
  private applyZip64(entry: ZipEntry, header: number, extraStart: number, extraLength: number): void {
    const uncompressedFull = this.u32(header + 24) === 0xffffffff;
    if (!uncompressedFull && entry.compressedSize !== 0xffffffff && entry.localHeaderOffset !== 0xffffffff) return;
    for (let field = extraStart; field + 4 <= extraStart + extraLength; field += 4 + this.u16(field + 2)) {
      if (this.u16(field) !== 0x0001) continue;
      let value = field + 4;
      const next = () => {
        const low = this.u32(value);
        const high = this.u32(value + 4);
        value += 8;
        return high * 2 ** 32 + low;
      };
      if (uncompressedFull) next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
  }

  private inflate(entry: ZipEntry): Uint8Array {
    const header = entry.localHeaderOffset;
    if (this.u32(header) !== 0x04034b50) this.invalid();
    if (entry.flags & 1) this.invalid("The workbook is encrypted");
    const start = header + 30 + this.u16(header + 26) + this.u16(header + 28);
    if (start + entry.compressedSize > this.bytes.length) this.invalid();
    const compressed = this.bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      this.count(compressed.length);
      return compressed;
    }
    if (entry.method !== 8) this.invalid("The zip archive uses an unknown compression method");

    const chunks: Uint8Array[] = [];
    let size = 0;
    const inflater = new Inflate((chunk) => {
      this.count(chunk.length);
      chunks.push(chunk);
      size += chunk.length;
    });
    try {
      let offset = 0;
      do {
        const next = Math.min(offset + INFLATE_STEP, compressed.length);
        inflater.push(compressed.subarray(offset, next), next === compressed.length);
        offset = next;
      } while (offset < compressed.length);
    } catch (error) {
      if (error instanceof XlsxError) throw error;
      this.invalid();
    }
    const inflated = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      inflated.set(chunk, at);
      at += chunk.length;
    }
    return inflated;
  }

  private count(length: number): void {
    this.inflatedBytes += length;
    if (this.inflatedBytes > this.maxInflatedBytes) {
      throw new XlsxError("xlsx_too_large", `The workbook holds more than ${this.maxInflatedBytes} bytes once unzipped`);
    }
  }
}

// ---- the workbook's parts ----

interface Relationship {
  type: string;
  /** The target's path inside the archive. */
  path: string;
}

/** `xl/workbook.xml` → `xl/_rels/workbook.xml.rels`. */
function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf("/");
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

/** A relationship's target, relative to the folder its part is in (the folder above `_rels/`), or absolute from the root. */
function resolveTarget(relsPath: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const folder = relsPath.slice(0, relsPath.lastIndexOf("_rels/"));
  const parts: string[] = [];
  for (const part of `${folder}${target}`.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

function parseRelationships(xml: string | undefined, relsPath: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  for (const [, attributeText = ""] of (xml ?? "").matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attributes = parseAttributes(attributeText);
    const id = attributes.get("Id");
    const target = attributes.get("Target");
    if (id === undefined || target === undefined || attributes.get("TargetMode") === "External") continue;
    relationships.set(id, { type: attributes.get("Type") ?? "", path: resolveTarget(relsPath, target) });
  }
  return relationships;
}

function relationshipTargets(xml: string | undefined, relsPath: string, typeSuffix: string): string[] {
  return [...parseRelationships(xml, relsPath).values()].filter((target) => target.type.endsWith(typeSuffix)).map((target) => target.path);
}

/** The first worksheet of the workbook's tabs that is not hidden, else its first worksheet: chart sheets hold no cells. */
function firstWorksheetPath(workbook: string, relationships: Map<string, Relationship>): string | undefined {
  const sheets = [...workbook.matchAll(/<(?:[\w.-]+:)?sheet\b([^>]*)>/g)].map(([, attributeText = ""]) => {
    const attributes = parseAttributes(attributeText);
    const idName = [...attributes.keys()].find((name) => name === "id" || name.endsWith(":id"));
    const relationship = idName === undefined ? undefined : relationships.get(attributes.get(idName) ?? "");
    return { relationship, hidden: attributes.has("state") && attributes.get("state") !== "visible" };
  });
  const worksheets = sheets.filter((sheet) => sheet.relationship?.type.endsWith("/worksheet"));
  return (worksheets.find((sheet) => !sheet.hidden) ?? worksheets[0])?.relationship?.path;
}

/** The strings cells of type "s" point to: each `<si>`, plain or in rich-text runs, without its phonetic reading. */
function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const [, item = ""] of xml.matchAll(/<(?:[\w.-]+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?si>)/g)) {
    strings.push(richText(item));
  }
  return strings;
}

/** The text of `<t>` elements, those of rich-text runs joined, phonetic runs (`<rPh>`) left out. */
function richText(xml: string): string {
  const withoutPhonetics = xml.includes("rPh") ? xml.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g, "") : xml;
  let text = "";
  for (const [, content = ""] of withoutPhonetics.matchAll(/<(?:[\w.-]+:)?t(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?t>)/g)) {
    text += content;
  }
  return decodeExcelEscapes(decodeXmlText(text));
}

// ---- the sheet ----

const ROW_OR_CELL = /<(?:[\w.-]+:)?(row|c)\b([^>]*?)(\/?)>/g;
const REFERENCE = /(?:^|\s)r\s*=\s*["']([^"']*)["']/;
const TYPE = /(?:^|\s)t\s*=\s*["']([^"']*)["']/;

function readSheetRows(xml: string, sharedStrings: readonly string[], onRow: (row: SheetRow) => void): void {
  const dataStart = xml.search(/<(?:[\w.-]+:)?sheetData\b/);
  if (dataStart < 0) return;
  const dataEnd = xml.search(/<\/(?:[\w.-]+:)?sheetData>/);
  const data = xml.slice(dataStart, dataEnd < 0 ? xml.length : dataEnd);

  let line = 0;
  let cells: string[] = [];
  let column = -1;
  const flush = () => {
    if (cells.length > 0) onRow({ line, cells });
    cells = [];
  };

  ROW_OR_CELL.lastIndex = 0;
  for (let match = ROW_OR_CELL.exec(data); match; match = ROW_OR_CELL.exec(data)) {
    const [, element, attributeText = "", selfClosing] = match;
    // A sheet has a few million of these: only the two attributes used are read.
    const reference = attributeText.match(REFERENCE)?.[1];
    if (element === "row") {
      flush();
      const number = Number(reference);
      line = Number.isInteger(number) && number > line ? number : line + 1;
      column = -1;
      continue;
    }
    column = columnIndex(reference) ?? column + 1;
    if (selfClosing) continue;
    const end = findCellEnd(data, ROW_OR_CELL.lastIndex);
    const content = data.slice(ROW_OR_CELL.lastIndex, end);
    ROW_OR_CELL.lastIndex = end;
    const value = cellValue(attributeText.match(TYPE)?.[1] ?? "n", content, sharedStrings);
    if (value.trim() === "") continue;
    while (cells.length < column) cells.push("");
    cells[column] = value;
  }
  flush();
}

const CELL_END = /<\/(?:[\w.-]+:)?c>/g;

/** Where a cell's content ends: its `</c>`, past the `</v>`, `</f>` or `</is>` it holds. */
function findCellEnd(data: string, from: number): number {
  CELL_END.lastIndex = from;
  return CELL_END.exec(data)?.index ?? data.length;
}

/** "C7" → 2; undefined when the reference is missing or not one. */
function columnIndex(reference: string | undefined): number | undefined {
  if (reference === undefined) return undefined;
  let index = 0;
  let letters = 0;
  for (; letters < reference.length; letters++) {
    const code = reference.charCodeAt(letters) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return letters >= 1 && letters <= 3 && /^\d*$/.test(reference.slice(letters)) ? index - 1 : undefined;
}

function cellValue(type: string, content: string, sharedStrings: readonly string[]): string {
  if (type === "inlineStr") {
    const inline = content.match(/<(?:[\w.-]+:)?is\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?is>/)?.[1];
    return inline === undefined ? "" : richText(inline);
  }
  const raw = content.match(/<(?:[\w.-]+:)?v\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?v>/)?.[1];
  if (raw === undefined) return "";
  const value = decodeXmlText(raw);
  switch (type) {
    case "s":
      return sharedStrings[Number(value)] ?? "";
    case "str":
      return decodeExcelEscapes(value);
    case "b":
      return value.trim() === "1" ? "TRUE" : "FALSE";
    case "e":
      return "";
    case "n":
      return sheetNumberText(value);
    default:
      return value;
  }
}

/**
 * A number cell as a spreadsheet shows it by default: to 15 significant digits, as Excel keeps,
 * so that the binary noise of a computed value ("14.399999999999999") goes, and without an
 * exponent ("1.5E-3" → "0.0015").
 */
export function sheetNumberText(text: string): string {
  const trimmed = text.trim();
  // Short enough to hold no more than 15 digits, and written as JavaScript would: kept as it is.
  if (trimmed.length <= 15 && PLAIN_NUMBER.test(trimmed) && trimmed !== "-0") return trimmed;
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return trimmed;
  return plainDecimal(Number(value.toPrecision(15)));
}

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/** A number written without an exponent: 1.5e-7 → "0.00000015", 1e21 → "1000000000000000000000". */
export function plainDecimal(value: number): string {
  if (Object.is(value, -0)) return "0";
  const text = String(value);
  const exponentAt = text.indexOf("e");
  if (exponentAt < 0) return text;
  const sign = value < 0 ? "-" : "";
  const mantissa = text.slice(sign.length, exponentAt);
  const exponent = Number(text.slice(exponentAt + 1));
  const [whole = "", fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

// ---- XML text ----

/** An element's attributes by name, their values decoded. */
function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", doubleQuoted, singleQuoted] of text.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(name, decodeXmlText(doubleQuoted ?? singleQuoted ?? ""));
  }
  return attributes;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's five named entities and its character references (&#233; &#xE9;); anything else is left as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g,
    (entity, hex?: string, decimal?: string, name?: string) => {
      if (name) return NAMED_ENTITIES[name] ?? entity;
      const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** Excel writes characters XML cannot hold as `_xHHHH_` (a carriage return is `_x000D_`), and a literal `_x` as `_x005F_x`. */
function decodeExcelEscapes(text: string): string {
  if (!text.includes("_x")) return text;
  return text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
