import { describe, expect, it } from "vitest";
import { csvChunks, exportFileName, streamedBody } from "./csv-stream";
import type { CsvCell } from "./export-columns";

const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** Pages of rows, counting those read and whether the reading ended. */
function countedPages(pages: CsvCell[][][], failAt?: number) {
  const state = { read: 0, ended: false };
  async function* read() {
    try {
      for (const [index, page] of pages.entries()) {
        if (index === failAt) throw new Error("the database went away");
        state.read += 1;
        yield page;
      }
    } finally {
      state.ended = true;
    }
  }
  return { state, pages: read() };
}

describe("a CSV export's stream", () => {
  it("writes the byte order mark and the header with the first page, negative numbers as numbers, and text as safe text", async () => {
    const { pages } = countedPages([[["-2+3", -2.5, 0]], [["Plain", 1234.5, null]]]);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(["name", "amount", "count"], pages, "semicolon")) chunks.push(chunk);
    expect(chunks).toEqual(["\uFEFFname;amount;count\r\n'-2+3;-2,5;0\r\n", "Plain;1234,5;\r\n"]);
  });

  it("is a header alone when there is no row", async () => {
    const { pages } = countedPages([[]]);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(["name"], pages, "comma")) chunks.push(chunk);
    expect(chunks).toEqual(["\uFEFFname\r\n"]);
  });

  it("reads a page only when the one before has been taken, and no further one once the client goes away", async () => {
    const { state, pages } = countedPages(Array.from({ length: 10 }, (_, index) => [[`row ${index}`]]));
    const body = await streamedBody(csvChunks(["name"], pages, "comma"), () => {});
    // The first page is read before the body is answered, so that its failure is an error answer.
    expect(state.read).toBe(1);
    const reader = body.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("\uFEFFname\r\nrow 0\r\n");
    expect(decoder.decode((await reader.read()).value)).toBe("row 1\r\n");
    expect(state.read).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(state.ended).toBe(true);
    expect(state.read).toBeLessThanOrEqual(3);
  });

  it("fails the first read when the first page cannot be read, and errors the stream on a later failure", async () => {
    await expect(streamedBody(csvChunks(["name"], countedPages([[["a"]]], 0).pages, "comma"), () => {})).rejects.toThrow(
      "the database went away",
    );

    const failures: unknown[] = [];
    const { pages } = countedPages([[["a"]], [["b"]], [["c"]]], 2);
    const reader = (await streamedBody(csvChunks(["name"], pages, "comma"), (error) => failures.push(error))).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("\uFEFFname\r\na\r\n");
    expect(decoder.decode((await reader.read()).value)).toBe("b\r\n");
    await expect(reader.read()).rejects.toThrow("the database went away");
    expect(failures).toHaveLength(1);
  });

  it("names the file by what it holds and the day, in UTC", () => {
    expect(exportFileName("orders", new Date("2026-11-26T23:30:00-05:00"))).toBe("orders-2026-11-27.csv");
  });
});
