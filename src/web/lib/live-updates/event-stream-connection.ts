import { CHANGE_ACTIONS, CHANGE_ENTITIES, CHANGE_EVENT_NAME, type ChangeEvent } from "@shared/events/events";
import { reconnectDelayMs } from "./reconnect-delay";

export const EVENTS_URL = "/api/v1/events";

export interface EventStreamHandlers {
  onChange(change: ChangeEvent): void;
  /** The stream is open; changes made before `requestedAt` may have been missed. */
  onOpen(requestedAt: number): void;
  /**
   * The stream ended or could not open; it will be retried. `refused` when it never opened
   * (the server away, or no session any more); an open stream also ends when the server
   * restarts, or when its session was replaced or ended.
   */
  onError(refused: boolean): void;
}

/**
 * Keeps an EventSource on the live-update stream open: after an error it waits
 * (`reconnectDelayMs`, growing with each failure in a row) and reconnects, at once when the
 * browser comes back online. The browser's own retry is not used, as it never backs off.
 * Answers how to stop.
 */
export function connectEventStream(url: string, handlers: EventStreamHandlers): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const requestedAt = Date.now();
    const opened = new EventSource(url);
    source = opened;
    let wasOpen = false;
    opened.addEventListener("open", () => {
      wasOpen = true;
      failures = 0;
      handlers.onOpen(requestedAt);
    });
    opened.addEventListener(CHANGE_EVENT_NAME, (event) => {
      const change = parseChange((event as MessageEvent<string>).data);
      if (change) handlers.onChange(change);
    });
    opened.addEventListener("error", () => {
      opened.close();
      source = undefined;
      handlers.onError(!wasOpen);
      retryTimer = setTimeout(connect, reconnectDelayMs(failures++));
    });
  }

  const reconnectNow = () => {
    if (!source) connect();
  };
  window.addEventListener("online", reconnectNow);
  connect();
  return () => {
    window.removeEventListener("online", reconnectNow);
    clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };
}

function parseChange(data: string): ChangeEvent | undefined {
  try {
    const change = JSON.parse(data) as ChangeEvent;
    const known =
      CHANGE_ENTITIES.includes(change.entity) &&
      CHANGE_ACTIONS.includes(change.action) &&
      (change.id === null || typeof change.id === "string");
    return known ? change : undefined;
  } catch {
    return undefined;
  }
}
