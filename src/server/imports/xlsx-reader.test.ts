import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeXmlText, plainDecimal, readFirstWorksheet, sheetNumberText, XlsxError, type SheetRow } from "./xlsx-reader";
import { pseudoRandomBytes, sharedStringsXml, worksheetXml, xlsxFile, xlsxWorkbook } from "./test-files";

const LIMIT = { maxInflatedBytes: 10 * 1024 * 1024 };

function rowsOf(file: Uint8Array, options = LIMIT): SheetRow[] {
  const rows: SheetRow[] = [];
  readFirstWorksheet(file, options, (row) => rows.push(row));
  return rows;
}

function problemOf(file: Uint8Array, options = LIMIT): string {
  try {
    rowsOf(file, options);
  } catch (error) {
    if (error instanceof XlsxError) return error.reason;
    throw error;
  }
  throw new Error("The workbook was read");
}

/** A one-sheet workbook of `<sheetData>` rows and, when given, shared strings. */
const workbookOf = (sheetData: string, sharedStrings?: readonly string[]) =>
  xlsxWorkbook({ sheets: [worksheetXml(sheetData)], sharedStrings: sharedStrings && sharedStringsXml(sharedStrings) });

describe("cell values", () => {
  it("reads shared strings, numbers and booleans as the spreadsheet shows them", () => {
    expect(
      rowsOf(
        xlsxFile([
          ["Name", "Quantity", "Active"],
          ["Ada", 3, true],
          ["Grace", 0.1, false],
        ]),
      ),
    ).toEqual([
      { line: 1, cells: ["Name", "Quantity", "Active"] },
      { line: 2, cells: ["Ada", "3", "TRUE"] },
      { line: 3, cells: ["Grace", "0.1", "FALSE"] },
    ]);
  });

  it("joins the runs of a rich-text shared string, without its phonetic reading", () => {
    const sharedStrings =
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      `<si><r><rPr><b/><sz val="11"/></rPr><t>Acme</t></r><r><t xml:space="preserve"> &amp; Sons</t></r></si>` +
      `<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>` +
      `<si><t/></si><si><t>last</t></si></sst>`;
    const sheet = worksheetXml(
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>`,
    );
    expect(rowsOf(xlsxWorkbook({ sheets: [sheet], sharedStrings }))).toEqual([{ line: 1, cells: ["Acme & Sons", "東京", "", "last"] }]);
  });

  it("reads inline strings, formula results, and errors as empty", () => {
    const rows = rowsOf(
      workbookOf(
        `<row r="1">` +
          `<c r="A1" t="inlineStr"><is><t>Inline</t></is></c>` +
          `<c r="B1" t="inlineStr"><is><r><t>Rich</t></r><r><t xml:space="preserve"> inline</t></r></is></c>` +
          `<c r="C1" t="str"><f>A1&amp;"!"</f><v>Inline!</v></c>` +
          `<c r="D1"><f>1/3</f><v>0.33333333333333331</v></c>` +
          `<c r="E1" t="e"><f>1/0</f><v>#DIV/0!</v></c>` +
          `<c r="F1" t="b"><v>1</v></c>` +
          `</row>`,
      ),
    );
    expect(rows).toEqual([{ line: 1, cells: ["Inline", "Rich inline", "Inline!", "0.333333333333333", "", "TRUE"] }]);
  });

  it("decodes XML entities and the characters Excel escapes as _xHHHH_", () => {
    const rows = rowsOf(
      workbookOf(
        `<row r="1"><c r="A1" t="inlineStr"><is><t>&lt;b&gt; &quot;Tom&apos;s&quot; &#233;&#xE9; &amp;amp;</t></is></c>` +
          `<c r="B1" t="s"><v>0</v></c></row>`,
        ["line_x000D_\nbreak and _x005F_x0041_"],
      ),
    );
    expect(rows).toEqual([{ line: 1, cells: [`<b> "Tom's" éé &amp;`, "line\r\nbreak and _x0041_"] }]);
  });
});

describe("rows and cells", () => {
  it("puts each cell in the column of its reference and each row at its number, gaps left empty", () => {
    const rows = rowsOf(
      workbookOf(
        `<row r="2"><c r="B2" t="inlineStr"><is><t>b2</t></is></c><c r="D2"><v>4</v></c></row>` +
          `<row r="3"><c r="A3" s="1"/><c r="B3" s="2"></c></row>` +
          `<row r="7"><c r="AA7"><v>27</v></c></row>`,
      ),
    );
    expect(rows).toEqual([
      { line: 2, cells: ["", "b2", "", "4"] },
      { line: 7, cells: [...Array<string>(26).fill(""), "27"] },
    ]);
  });

  it("counts rows and cells without a reference from the ones before them", () => {
    const rows = rowsOf(workbookOf(`<row r="4"><c><v>1</v></c><c><v>2</v></c></row><row><c r="C5"><v>3</v></c><c><v>4</v></c></row>`));
    expect(rows).toEqual([
      { line: 4, cells: ["1", "2"] },
      { line: 5, cells: ["", "", "3", "4"] },
    ]);
  });

  it("leaves out cells of only spaces and rows without a value", () => {
    const rows = rowsOf(
      workbookOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>  </t></is></c></row><row r="2"><c r="B2"><v>2</v></c></row>`),
    );
    expect(rows).toEqual([{ line: 2, cells: ["", "2"] }]);
  });

  it("reads a sheet whose elements carry a namespace prefix", () => {
    const sheet =
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>` +
      `<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Prefixed</x:t></x:is></x:c><x:c r="B1"><x:v>5</x:v></x:c></x:row>` +
      `</x:sheetData></x:worksheet>`;
    expect(rowsOf(xlsxWorkbook({ sheets: [sheet] }))).toEqual([{ line: 1, cells: ["Prefixed", "5"] }]);
  });
});

describe("which sheet", () => {
  it("reads the first sheet only", () => {
    const file = xlsxFile([["First"]], { otherSheets: [[["Second"]], [["Third"]]] });
    expect(rowsOf(file)).toEqual([{ line: 1, cells: ["First"] }]);
  });

  it("finds the first sheet through the workbook's relationships, whatever the part is called", () => {
    const files = {
      "[Content_Types].xml": strToU8("<Types/>"),
      "_rels/.rels": strToU8(
        `<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/book/Main.xml"/></Relationships>`,
      ),
      "book/Main.xml": strToU8(
        `<workbook xmlns:rel="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
          `<sheet name="Chart" sheetId="3" rel:id="rId3"/><sheet name="Hidden" sheetId="2" state="hidden" rel:id="rId2"/><sheet name="Data" sheetId="1" rel:id="rId1"/>` +
          `</sheets></workbook>`,
      ),
      "book/_rels/Main.xml.rels": strToU8(
        `<Relationships>` +
          `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="sheets/../sheets/data.xml"/>` +
          `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="sheets/hidden.xml"/>` +
          `<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="charts/chart1.xml"/>` +
          `</Relationships>`,
      ),
      "book/sheets/DATA.xml": strToU8(worksheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>visible data</t></is></c></row>`)),
      "book/sheets/hidden.xml": strToU8(worksheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>hidden</t></is></c></row>`)),
    };
    expect(rowsOf(zipSync(files))).toEqual([{ line: 1, cells: ["visible data"] }]);
  });
});

describe("the archive", () => {
  it("reads parts stored without compression, and parts whose sizes follow their data", () => {
    const sheet = worksheetXml(`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2.5</v></c></row>`);
    const expected = [{ line: 1, cells: ["Ada", "2.5"] }];
    expect(rowsOf(xlsxWorkbook({ sheets: [sheet], sharedStrings: sharedStringsXml(["Ada"]) }, { level: 0 }))).toEqual(expected);
    expect(rowsOf(xlsxWorkbook({ sheets: [sheet], sharedStrings: sharedStringsXml(["Ada"]) }, { streamed: true }))).toEqual(expected);
  });

  it("refuses a workbook that inflates past the limit, counting every part it reads", () => {
    const bigCell = "x".repeat(600 * 1024);
    const file = workbookOf(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, [bigCell]);
    expect(rowsOf(file, { maxInflatedBytes: 1024 * 1024 })[0]?.cells[0]).toHaveLength(bigCell.length);
    const twice = workbookOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>${bigCell}</t></is></c></row>`, [bigCell]);
    expect(problemOf(twice, { maxInflatedBytes: 1024 * 1024 })).toBe("xlsx_too_large");
  });

  it("refuses a zip archive that is not a workbook", () => {
    expect(problemOf(zipSync({ "word/document.xml": strToU8("<document/>") }))).toBe("xlsx_invalid");
    const noSheet = zipSync({ "xl/workbook.xml": strToU8("<workbook><sheets/></workbook>") });
    expect(problemOf(noSheet)).toBe("xlsx_invalid");
  });

  it("refuses a damaged archive", () => {
    const file = xlsxFile([["Name"], ["Ada"]]);
    expect(problemOf(file.subarray(0, 200))).toBe("xlsx_invalid");
    expect(problemOf(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...pseudoRandomBytes(4096, 7)]))).toBe("xlsx_invalid");

    const scrambled = file.slice();
    const sheetAt = new TextDecoder("latin1").decode(scrambled).indexOf("xl/worksheets/sheet1.xml") + "xl/worksheets/sheet1.xml".length;
    scrambled.set(pseudoRandomBytes(64, 3), sheetAt);
    expect(problemOf(scrambled)).toBe("xlsx_invalid");
  });
});

describe("sheetNumberText", () => {
  it.each([
    ["1234.5", "1234.5"],
    ["0.1", "0.1"],
    ["42", "42"],
    ["-3.25", "-3.25"],
    ["1.5E-3", "0.0015"],
    ["2.5E+20", "250000000000000000000"],
    ["14.399999999999999", "14.4"],
    ["0.30000000000000004", "0.3"],
    ["4915112345678", "4915112345678"],
    ["-0", "0"],
  ])("writes %s as %s", (text, shown) => {
    expect(sheetNumberText(text)).toBe(shown);
  });

  it("leaves a value that is not a number as written", () => {
    expect(sheetNumberText("n/a")).toBe("n/a");
  });
});

describe("plainDecimal", () => {
  it("writes numbers JavaScript prints with an exponent in full", () => {
    expect([1.5e-7, -2.5e-10, 1e21, 1.234e22].map(plainDecimal)).toEqual([
      "0.00000015",
      "-0.00000000025",
      "1000000000000000000000",
      "12340000000000000000000",
    ]);
  });
});

describe("decodeXmlText", () => {
  it("decodes XML's entities once, and leaves what is not one", () => {
    expect(decodeXmlText("&amp;lt; &#65;&#x42; &unknown; &#xFFFFFFF;")).toBe("&lt; AB &unknown; &#xFFFFFFF;");
  });
});
