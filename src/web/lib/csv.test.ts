import { afterEach, describe, expect, it, vi } from "vitest";
import { csvTable, downloadCsv, toCsv } from "./csv";
import * as downloads from "./download-file";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toCsv", () => {
  it("prefixes text a spreadsheet would run as a formula with a quote, and leaves other text alone", () => {
    const csv = toCsv([['=HYPERLINK("x")'], ["=SUM(A1)"], ["+1"], ["-2"], ["@x"], ["\tx"], ["\rx"], ["a=b"], ["Ada - Lovelace"]], "en");
    expect(csv.split("\r\n")).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@x",
      "'\tx",
      `"'\rx"`,
      "a=b",
      "Ada - Lovelace",
    ]);
  });

  it("quotes fields holding the separator, a double quote or a line break, doubling the quotes (RFC 4180)", () => {
    expect(toCsv([["Smith, Jones", 'The "best" shop', "two\nlines", "plain"]], "en")).toBe(
      `"Smith, Jones","The ""best"" shop","two\nlines",plain`,
    );
    expect(toCsv([["Dupont; fils", "Dupont, fils", "two\r\nlines"]], "fr")).toBe(`"Dupont; fils";Dupont, fils;"two\r\nlines"`);
  });

  it("writes numbers plainly with the language's decimal mark, separating fields with ; where that mark is a comma", () => {
    const rows = [
      ["Client", "Revenue"],
      ["Ada", 1234567.5],
      [null, -2.25],
      ["Zoë", 0],
    ];
    expect(toCsv(rows, "en")).toBe("Client,Revenue\r\nAda,1234567.5\r\n,-2.25\r\nZoë,0");
    expect(toCsv(rows, "fr")).toBe("Client;Revenue\r\nAda;1234567,5\r\n;-2,25\r\nZoë;0");
    expect(toCsv(rows, "de")).toBe("Client;Revenue\r\nAda;1234567,5\r\n;-2,25\r\nZoë;0");
    expect(toCsv([[0.1 + 0.2, 1e21, Number.NaN]], "en")).toBe("0.30000000000000004,1000000000000000000000,");
  });

  it("never mistakes a negative number for a formula: only text is prefixed", () => {
    expect(toCsv([[-2, "-2"]], "en")).toBe("-2,'-2");
  });
});

describe("csvTable", () => {
  it("puts the rows' file values under the columns' file headers, the screen's header where the file has none", () => {
    const columns = [
      { header: "Client", csv: (row: { name: string; revenue: number }) => row.name },
      { header: "Revenue", csvHeader: "Revenue (USD)", csv: (row: { name: string; revenue: number }) => row.revenue },
    ];
    expect(csvTable(columns, [{ name: "Ada", revenue: 12.5 }])).toEqual([
      ["Client", "Revenue (USD)"],
      ["Ada", 12.5],
    ]);
  });
});

describe("downloadCsv", () => {
  it("downloads the table as UTF-8 CSV that starts with a byte order mark and ends its last line", () => {
    const download = vi.spyOn(downloads, "downloadFile").mockImplementation(() => {});
    downloadCsv(
      "sales-by-client-2026-11-01-2026-11-30.csv",
      [
        ["Client", "Umsatz (EUR)"],
        ["Müller", 12.5],
      ],
      "de",
    );
    expect(download).toHaveBeenCalledWith(
      "\uFEFFClient;Umsatz (EUR)\r\nMüller;12,5\r\n",
      "sales-by-client-2026-11-01-2026-11-30.csv",
      "text/csv;charset=utf-8",
    );
  });
});
