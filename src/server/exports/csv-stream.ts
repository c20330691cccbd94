import { CSV_BOM, csvRow, type CsvSeparator } from "@shared/csv/csv-row";
import type { CsvCell } from "./export-columns";

/**
 * A CSV file's text, a chunk per page of rows: the byte order mark and the header row come
 * with the first page, so that reading the first chunk runs the first query.
 */
export async function* csvChunks(
  header: readonly string[],
  pages: AsyncIterable<readonly CsvCell[][]>,
  separator: CsvSeparator,
): AsyncGenerator<string, void, undefined> {
  let head = CSV_BOM + csvRow(header, separator);
  for await (const rows of pages) {
    yield head + rows.map((row) => csvRow(row, separator)).join("");
    head = "";
  }
  if (head) yield head;
}

/**
 * A response body that reads `chunks` only as fast as the client takes them (docs/decisions.md
 * 128): the next chunk is read when the stream is pulled, that is once the socket
 * has taken the one before, so a page or two is in memory whatever the export's size. When the
 * client goes away the stream is cancelled, which ends `chunks`: no further page is read.
 *
 * The first chunk is read before the body is returned, so that a failure of the first query is
 * an ordinary error answer. A failure after it errors the stream, and the server breaks the
 * connection: the download fails rather than ending as if complete.
 */
export async function streamedBody(
  chunks: AsyncGenerator<string, void, undefined>,
  onFailure: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let first: IteratorResult<string, void> | undefined = await chunks.next();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = first ?? (await chunks.next());
        first = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onFailure(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The file an export downloads as, dated the day it is made (UTC): `clients-2026-11-26.csv`. */
export const exportFileName = (what: string, now: Date) => `${what}-${now.toISOString().slice(0, 10)}.csv`;
