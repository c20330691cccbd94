import { CHANGE_EVENT_NAME, type ChangeEvent } from "@shared/events/events";

/** One Server-Sent Events frame: the lines up to a blank line. */
export interface EventFrame {
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

/**
 * Reads a `text/event-stream` body as an EventSource would, frame by frame, from the moment
 * it is made: what arrives waits in order for `next()`. A change of a client's timeline follows
 * every change of the client and its orders: `nextChange()` skips those unless `timeline` is set.
 */
export class EventStreamReader {
  readonly #frames: EventFrame[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #ended = false;

  readonly #withTimeline: boolean;

  constructor(body: ReadableStream<Uint8Array>, options: { timeline?: boolean } = {}) {
    this.#withTimeline = options.timeline ?? false;
    this.#reader = body.getReader();
    void this.#pump();
  }

  /** Whether the server has ended the stream (and every frame before the end has been taken). */
  get ended(): boolean {
    return this.#ended && this.#frames.length === 0;
  }

  /** The next frame, or "closed" once the stream has ended; fails after `timeoutMs`. */
  async next(timeoutMs = 5_000): Promise<EventFrame | "closed"> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = this.#frames.shift();
      if (frame) return frame;
      if (this.#ended) return "closed";
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await this.#arrival(left);
    }
  }

  /** The next `change` event (heartbeats and other comments skipped), or "closed". */
  async nextChange(timeoutMs = 5_000): Promise<ChangeEvent | "closed"> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await this.next(Math.max(deadline - Date.now(), 1));
      if (frame === "closed") return frame;
      if (frame.event !== CHANGE_EVENT_NAME || frame.data === undefined) continue;
      const change = JSON.parse(frame.data) as ChangeEvent;
      if (change.entity !== "timeline" || this.#withTimeline) return change;
    }
  }

  /** Every change event until none arrives for `quietMs`. */
  async changesUntilQuiet(quietMs = 300): Promise<ChangeEvent[]> {
    const changes: ChangeEvent[] = [];
    for (;;) {
      try {
        const change = await this.nextChange(quietMs);
        if (change === "closed") return changes;
        changes.push(change);
      } catch {
        return changes;
      }
    }
  }

  /** Waits until the server ends the stream, skipping what comes before; fails after `timeoutMs`. */
  async closed(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.next(Math.max(deadline - Date.now(), 1))) !== "closed");
  }

  /** Goes away, as a closed tab does. */
  async cancel(): Promise<void> {
    await this.#reader.cancel().catch(() => {});
  }

  async #pump(): Promise<void> {
    const decoder = new TextDecoder();
    let text = "";
    try {
      for (;;) {
        const { done, value } = await this.#reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = text.indexOf("\n\n")) !== -1) {
          this.#frames.push(parseFrame(text.slice(0, end)));
          text = text.slice(end + 2);
          this.#wake();
        }
      }
    } catch {
      // cancelled, or the connection broke: ended either way
    }
    this.#ended = true;
    this.#wake();
  }

  #arrival(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
    });
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }
}

function parseFrame(text: string): EventFrame {
  const frame: EventFrame = { comments: [] };
  for (const line of text.split("\n")) {
    if (line.startsWith(":")) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") frame.event = value;
    else if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === "retry") frame.retry = Number(value);
  }
  return frame;
}
