import { describe, expect, it } from "vitest";
import { CSV_BOM, csvRow } from "@shared/csv/csv-row";
import { IMPORT_LIMITS } from "@shared/imports/import-limits";
import { ImportFileError, readTable, type ImportFileProblem } from "./read-table";
import { csvFile, pseudoRandomBytes, windows1252, xlsxFile, xlsxZipBomb } from "./test-files";

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Bytes from ASCII text and single byte values: `bytes("Jos", 0xe9)`. */
const bytes = (...parts: (string | number)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "number" ? [part] : [...utf8(part)])));

/** The refusal readTable throws for the bytes. */
function refusal(file: Uint8Array): { reason: ImportFileProblem; facts: Record<string, string | number> } {
  try {
    readTable(file);
  } catch (error) {
    if (error instanceof ImportFileError) return { reason: error.reason, facts: error.facts };
    throw error;
  }
  throw new Error("The file was read");
}

describe("CSV separators and quotes", () => {
  it.each([
    ["comma", ","],
    ["semicolon", ";"],
    ["tab", "\t"],
    ["pipe", "|"],
  ])("finds the %s separator and splits every row with it", (_, separator) => {
    const file = csvFile(
      [
        ["Name", "Company", "Price"],
        ["Ada Lovelace", "Analytical Engines", "1,5"],
        ["Grace Hopper", "Navy", "2.5"],
      ],
      { separator },
    );
    const table = readTable(file);
    expect(table).toMatchObject({ format: "csv", encoding: "utf-8", separator, headers: ["Name", "Company", "Price"] });
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["Ada Lovelace", "Analytical Engines", "1,5"],
      ["Grace Hopper", "Navy", "2.5"],
    ]);
  });

  it("does not take commas inside cells for the separator of a semicolon file", () => {
    const table = readTable(utf8("Name;Notes;Price\nDupont, Jean;Calls back, maybe;1,50\nMüller;Kein Interesse;2,00\n"));
    expect(table.separator).toBe(";");
    expect(table.rows[0]?.cells).toEqual(["Dupont, Jean", "Calls back, maybe", "1,50"]);
  });

  it("reads quoted cells holding the separator, quotes and line breaks", () => {
    const table = readTable(utf8('Name,Notes\n"Smith, John","He said ""hello""\nthen left"\n"O\'Brien",plain\n'));
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["Smith, John", 'He said "hello"\nthen left'],
      ["O'Brien", "plain"],
    ]);
  });

  it("reads CRLF, LF and CR line ends alike, a line break inside a cell included", () => {
    const rows = (lineEnd: string) => readTable(utf8(`Name,Notes${lineEnd}Ada,"two${lineEnd}lines"${lineEnd}Grace,one${lineEnd}`)).rows;
    expect(rows("\r\n")).toEqual([
      { line: 2, cells: ["Ada", "two\nlines"] },
      { line: 3, cells: ["Grace", "one"] },
    ]);
    expect(rows("\n")).toEqual(rows("\r\n"));
    expect(rows("\r")).toEqual(rows("\r\n"));
  });

  it('takes the separator a first line such as "sep=;" names, and does not count that line, as Excel hides it', () => {
    const table = readTable(utf8("sep=;\r\nName\r\nLovelace, Ada\r\n"));
    expect(table).toMatchObject({ separator: ";", headers: ["Name"], rows: [{ line: 2, cells: ["Lovelace, Ada"] }] });
  });

  it("gives back the cells an export guarded against formulas as they were", () => {
    const exported = CSV_BOM + csvRow(["Name", "Phone", "Notes"]) + csvRow(['=HYPERLINK("http://x")', "+49 30 1234", "'quoted' -1"]);
    expect(readTable(utf8(exported)).rows[0]?.cells).toEqual(['=HYPERLINK("http://x")', "+49 30 1234", "'quoted' -1"]);
  });

  it("refuses a quote that is never closed, naming the row it opens on", () => {
    expect(refusal(utf8('Name,Notes\nAda,ok\n"Grace,never closed\nAlan,lost\n'))).toEqual({
      reason: "unreadable",
      facts: { cause: "unclosed_quote", line: 3 },
    });
  });
});

describe("encodings", () => {
  it("drops the byte order mark of a UTF-8 file", () => {
    const table = readTable(
      csvFile(
        [
          ["Name", "City"],
          ["Zoë", "Zürich"],
        ],
        { bom: true },
      ),
    );
    expect(table.encoding).toBe("utf-8");
    expect(table.headers).toEqual(["Name", "City"]);
    expect(table.rows[0]?.cells).toEqual(["Zoë", "Zürich"]);
  });

  it("reads a file that is not valid UTF-8 as Windows-1252, the euro sign included", () => {
    const file = bytes("Name;City;Price\r\nJos", 0xe9, ";Stra", 0xdf, "e;12 ", 0x80, "\r\nFran", 0xe7, "ois;S", 0xe3, "o Paulo;3,50\r\n");
    const table = readTable(file);
    expect(table.encoding).toBe("windows-1252");
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["José", "Straße", "12 €"],
      ["François", "São Paulo", "3,50"],
    ]);
  });

  it("reads Windows-1252's typographic quotes and dashes as themselves", () => {
    expect(readTable(windows1252("Name\n\u201cAda\u201d \u2013 O\u2019Neil\n")).rows[0]?.cells).toEqual([
      "\u201cAda\u201d \u2013 O\u2019Neil",
    ]);
  });

  it("reads the file in the encoding the user chose over the one detected", () => {
    const utf8File = utf8("Name\nJosé\n");
    expect(readTable(utf8File, { encoding: "windows-1252" })).toMatchObject({ encoding: "windows-1252", rows: [{ cells: ["JosÃ©"] }] });
    const latinFile = windows1252("Name\nJosé\n");
    expect(readTable(latinFile, { encoding: "utf-8" })).toMatchObject({ encoding: "utf-8", rows: [{ cells: ["Jos\uFFFD"] }] });
  });
});

describe("rows and their line numbers", () => {
  it("numbers rows as a spreadsheet does: blank lines count, and are left out", () => {
    const table = readTable(utf8("\n\nName,Email\nAda,ada@example.com\n\n   \n,\nGrace,grace@example.com\n"));
    expect(table.headers).toEqual(["Name", "Email"]);
    expect(table.rows).toEqual([
      { line: 4, cells: ["Ada", "ada@example.com"] },
      { line: 8, cells: ["Grace", "grace@example.com"] },
    ]);
  });

  it("counts a cell of several lines as one row", () => {
    const table = readTable(
      utf8('Name,Address\nAda,"1 Main St\nFlat 2\nLondon"\n\nGrace,"Navy Yard"\nAlan,"Bletchley\r\nPark"\r\nJoan,x\n'),
    );
    expect(table.rows.map((row) => row.line)).toEqual([2, 4, 5, 6]);
    expect(table.rows[0]?.cells[1]).toBe("1 Main St\nFlat 2\nLondon");
  });

  it("trims the headers and makes every row as long as the header, a column with data but no name included", () => {
    const table = readTable(utf8("  Name , Email ,\nAda\nGrace,grace@example.com,VIP,\n"));
    expect(table.headers).toEqual(["Name", "Email", ""]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["Ada", "", ""],
      ["Grace", "grace@example.com", "VIP"],
    ]);
  });

  it("keeps a cell's own spaces", () => {
    expect(readTable(utf8("Name\n  Ada  \n")).rows[0]?.cells).toEqual(["  Ada  "]);
  });

  it("reads a cell of 2 MB whole", () => {
    const notes = "x".repeat(2 * 1024 * 1024);
    const table = readTable(
      csvFile([
        ["Name", "Notes"],
        ["Ada", notes],
        ["Grace", "short"],
      ]),
    );
    expect(table.rows.map((row) => row.cells[1]?.length)).toEqual([notes.length, 5]);
  });
});

describe("files that cannot be a table", () => {
  it.each([
    ["no bytes at all", new Uint8Array()],
    ["only line breaks and spaces", utf8("\r\n\n   \n\t\n")],
    ["only a byte order mark", bytes(0xef, 0xbb, 0xbf)],
  ])("refuses a file of %s as empty", (_, file) => {
    expect(refusal(file).reason).toBe("empty_file");
  });

  it("refuses a first row of blank cells as a header without names, naming its row", () => {
    expect(refusal(utf8(",,\nAda,ada@example.com,1\n"))).toEqual({ reason: "no_header", facts: { line: 1 } });
    expect(refusal(utf8("\n\n ; ; \nAda;ada@example.com;1\n"))).toEqual({ reason: "no_header", facts: { line: 3 } });
  });

  it("refuses 10 MB of random bytes as unreadable", () => {
    const garbage = pseudoRandomBytes(IMPORT_LIMITS.maxBytes, 42);
    expect(refusal(garbage)).toEqual({ reason: "unreadable", facts: { cause: "binary" } });
  });

  it("refuses text made of control characters, even without a NUL", () => {
    const file = Uint8Array.from({ length: 4096 }, (_, index) => (index % 7 === 0 ? 0x0a : 0x01 + (index % 8)));
    expect(refusal(file)).toEqual({ reason: "unreadable", facts: { cause: "binary" } });
  });

  it("tells an Excel 97-2003 workbook and UTF-16 text apart from other unreadable files", () => {
    const xls = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...pseudoRandomBytes(512));
    expect(refusal(xls)).toEqual({ reason: "unreadable", facts: { cause: "xls" } });
    const utf16 = bytes(0xff, 0xfe, ...[..."Name\r\nAda\r\n"].flatMap((character) => [character.charCodeAt(0), 0]));
    expect(refusal(utf16)).toEqual({ reason: "unreadable", facts: { cause: "utf16" } });
  });
});

describe("limits", () => {
  const rowsOf = (count: number) => utf8(`Name\n${"Ada\n\n".repeat(count)}`);

  it(`takes ${IMPORT_LIMITS.maxRows} data rows, blank lines not counted, and refuses one more`, () => {
    expect(readTable(rowsOf(IMPORT_LIMITS.maxRows)).rows).toHaveLength(IMPORT_LIMITS.maxRows);
    expect(refusal(rowsOf(IMPORT_LIMITS.maxRows + 1))).toEqual({ reason: "too_many_rows", facts: { limit: IMPORT_LIMITS.maxRows } });
  });

  it(`takes ${IMPORT_LIMITS.maxColumns} columns and refuses a row with one more`, () => {
    const header = Array.from({ length: IMPORT_LIMITS.maxColumns }, (_, index) => `Column ${index + 1}`);
    expect(readTable(csvFile([header, ["Ada"]])).headers).toHaveLength(IMPORT_LIMITS.maxColumns);
    const wideRow = [...header.map(() => ""), "one too many"];
    expect(refusal(csvFile([header, ["Ada"], wideRow]))).toEqual({
      reason: "too_many_columns",
      facts: { limit: IMPORT_LIMITS.maxColumns },
    });
  });

  it("does not count the empty cells a spreadsheet writes after the last column", () => {
    const table = readTable(utf8(`Name,Email${",".repeat(500)}\nAda,ada@example.com${",".repeat(500)}\n`));
    expect(table.headers).toEqual(["Name", "Email"]);
  });

  it("refuses a header of 50,000 columns at once", () => {
    const header = Array.from({ length: 50_000 }, (_, index) => `c${index}`).join(",");
    const started = performance.now();
    expect(refusal(utf8(`${header}\n${header}\n`)).reason).toBe("too_many_columns");
    // Far above the few milliseconds it takes: only work that grows with the square of the columns reaches it.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it(`refuses a file over ${IMPORT_LIMITS.maxBytes} bytes before reading it`, () => {
    const file = new Uint8Array(IMPORT_LIMITS.maxBytes + 1).fill(0x61);
    expect(refusal(file)).toEqual({ reason: "file_too_large", facts: { limit_bytes: IMPORT_LIMITS.maxBytes } });
  });
});

describe("xlsx files", () => {
  it("reads the first sheet, rows numbered as the spreadsheet shows them", () => {
    const table = readTable(
      xlsxFile([["Name", "Quantity", "Price"], [], ["Desk", 3, 199.9], ["Chair", 12], [null, null, null], ["Lamp", 0, 19.5]]),
    );
    expect(table).toEqual({
      format: "xlsx",
      encoding: null,
      separator: null,
      headers: ["Name", "Quantity", "Price"],
      rows: [
        { line: 3, cells: ["Desk", "3", "199.9"] },
        { line: 4, cells: ["Chair", "12", ""] },
        { line: 6, cells: ["Lamp", "0", "19.5"] },
      ],
    });
  });

  it("refuses a sheet with a value past the column limit", () => {
    const wide: string[] = Array.from({ length: IMPORT_LIMITS.maxColumns + 1 }, () => "");
    wide[IMPORT_LIMITS.maxColumns] = "far away";
    expect(refusal(xlsxFile([["Name"], wide]))).toEqual({ reason: "too_many_columns", facts: { limit: IMPORT_LIMITS.maxColumns } });
  });

  it("refuses a damaged archive as an invalid workbook", () => {
    const file = xlsxFile([["Name"], ["Ada"]]);
    expect(refusal(file.subarray(0, file.length - 30)).reason).toBe("xlsx_invalid");
  });

  it("stops a zip bomb at the unzipped limit, even when its headers claim a small size", () => {
    const bomb = xlsxZipBomb(IMPORT_LIMITS.maxXlsxUncompressedBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.maxBytes);
    expect(refusal(bomb)).toEqual({ reason: "xlsx_too_large", facts: { limit_bytes: IMPORT_LIMITS.maxXlsxUncompressedBytes } });

    const claimingLittle = bomb.slice();
    const view = new DataView(claimingLittle.buffer);
    for (let offset = 0; offset + 46 < claimingLittle.length; offset++) {
      // Each central directory entry's uncompressed size says 1 KB.
      if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, 1024, true);
    }
    expect(refusal(claimingLittle).reason).toBe("xlsx_too_large");
  });
});
