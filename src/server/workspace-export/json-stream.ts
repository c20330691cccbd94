/**
 * A JSON document written as it is read, a page of rows at a time, so that an export of 100,000
 * orders holds one page in memory rather than the whole document (docs/decisions.md 130).
 */

/** A part of a document: a value written at once, an array written page by page, or an object of parts. */
export type JsonPart =
  | { value: unknown }
  /** An array, from pages of its elements. */
  | { rows: AsyncIterable<readonly unknown[]> }
  /** An array, each element a part of its own (an object with arrays inside, say). */
  | { elements: AsyncIterable<JsonPart> | Iterable<JsonPart> }
  | { fields: Iterable<readonly [string, JsonPart]> };

/** The text of `part`, in pieces: at most one page of rows at a time. */
export async function* jsonText(part: JsonPart): AsyncGenerator<string> {
  if ("value" in part) {
    yield JSON.stringify(part.value) ?? "null";
  } else if ("rows" in part) {
    yield "[";
    let first = true;
    for await (const page of part.rows) {
      if (page.length === 0) continue;
      const text = page.map((row) => JSON.stringify(row)).join(",");
      yield first ? text : `,${text}`;
      first = false;
    }
    yield "]";
  } else if ("elements" in part) {
    yield "[";
    let first = true;
    for await (const element of part.elements) {
      if (!first) yield ",";
      first = false;
      yield* jsonText(element);
    }
    yield "]";
  } else {
    yield "{";
    let first = true;
    for (const [name, value] of part.fields) {
      yield `${first ? "" : ","}${JSON.stringify(name)}:`;
      first = false;
      yield* jsonText(value);
    }
    yield "}";
  }
}

/**
 * The pieces as a byte stream that reads the next one only when the reader wants more: a slow
 * download holds the database no longer than its own pace asks for. A failure midway ends the
 * stream with an error (the download is cut short; `onError` hears of it).
 */
export function byteStream(pieces: AsyncGenerator<string>, onError: (error: unknown) => void): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      try {
        const { value, done } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/**
 * Pages of rows read by `readPage` until one comes back shorter than `pageSize`: each page
 * starts after the last row of the one before.
 */
export async function* pagesOf<Row>(pageSize: number, readPage: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const page = await readPage(after);
    yield page;
    if (page.length < pageSize) return;
    after = page.at(-1);
  }
}
