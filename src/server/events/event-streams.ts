import { CHANGE_EVENT_NAME, type ChangeAction, type ChangeEntity, type ChangeEvent } from "@shared/events/events";

/** A change as the database publishes it (migrations 0008, 0017): which workspace's records, and which (null: many). */
export interface PublishedChange {
  workspaceId: string;
  entity: ChangeEntity;
  action: ChangeAction;
  ids: readonly string[] | null;
}

/** Who a stream is for: the signed-in session that opened it, and the workspace it was working in. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  workspaceId: string;
}

declare module "hono" {
  interface ContextVariableMap {
    /** This instance's live-update streams (GET /api/v1/events). */
    events: EventStreams;
  }
}

export interface EventStreamsOptions {
  /** Which of these sessions are still signed in (neither ended nor expired). */
  liveSessionsAmong(sessionIds: readonly string[]): Promise<Set<string>>;
  /** How often the streams' sessions are checked, to close those that expired. */
  sessionCheckMs?: number;
  /** How often an idle stream gets a comment line, so that proxies and browsers keep it open. */
  heartbeatMs?: number;
  /** What a stream may hold that its client has not read yet; past that, the stream is closed. */
  maxQueuedBytes?: number;
  /** Open streams per user; opening one more closes that user's oldest. */
  maxStreamsPerUser?: number;
  /** The `retry` sent to clients: how long an EventSource waits before reconnecting. */
  retryMs?: number;
}

export const EVENT_STREAM_DEFAULTS = {
  sessionCheckMs: 60_000,
  heartbeatMs: 25_000,
  maxQueuedBytes: 64 * 1024,
  maxStreamsPerUser: 20,
  retryMs: 3_000,
} as const;

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");

interface OpenStream {
  owner: StreamOwner;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

/**
 * The Server-Sent Events streams open on this instance, by workspace, user and session. Changes
 * published by the database are written to the streams of their workspace only. A stream closes when
 * its client goes away, when its session ends (`endSession`, on every instance), moves to another
 * workspace (`moveSession`), or expires
 * (every `sessionCheckMs`, one query checks the sessions of all streams),
 * when its client falls more than `maxQueuedBytes` behind (so a slow or stuck client cannot
 * grow the server's memory), or when its user opens more than `maxStreamsPerUser`.
 * A closed stream's client reconnects and refetches what it shows.
 */
export class EventStreams {
  readonly #options: Required<EventStreamsOptions>;
  readonly #byWorkspace = new Map<string, Set<OpenStream>>();
  readonly #byUser = new Map<string, Set<OpenStream>>();
  readonly #bySession = new Map<string, Set<OpenStream>>();
  #timers: NodeJS.Timeout[] = [];
  #stopped = false;

  constructor(options: EventStreamsOptions) {
    this.#options = { ...EVENT_STREAM_DEFAULTS, ...options };
  }

  /** How many streams are open on this instance. */
  get size(): number {
    let count = 0;
    for (const streams of this.#byUser.values()) count += streams.size;
    return count;
  }

  /** A new stream for `owner`: the body of a `text/event-stream` response. */
  open(owner: StreamOwner): ReadableStream<Uint8Array> {
    let stream: OpenStream | undefined;
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          stream = { owner, controller };
          controller.enqueue(encoder.encode(`retry: ${this.#options.retryMs}\n: connected\n\n`));
          if (this.#stopped) {
            controller.close();
            return;
          }
          this.#add(stream);
        },
        // The client went away.
        cancel: () => {
          if (stream) this.#remove(stream);
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: this.#options.maxQueuedBytes }),
    );
  }

  /** Writes the change to every stream of its workspace on this instance. */
  publish(change: PublishedChange): void {
    const streams = this.#byWorkspace.get(change.workspaceId);
    if (!streams) return;
    const events: ChangeEvent[] = (change.ids ?? [null]).map((id) => ({ entity: change.entity, action: change.action, id }));
    const frames = encoder.encode(events.map((event) => `event: ${CHANGE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`).join(""));
    for (const stream of [...streams]) this.#send(stream, frames);
  }

  /** Closes the streams of a session that has ended (signed out, revoked, deleted). */
  endSession(sessionId: string): void {
    for (const stream of [...(this.#bySession.get(sessionId) ?? [])]) this.#close(stream);
  }

  /**
   * Closes the session's streams of any workspace but the one it moved to: a stream its browser
   * opened there after the move, before the move's notice arrived, stays open.
   */
  moveSession(sessionId: string, workspaceId: string | null): void {
    for (const stream of [...(this.#bySession.get(sessionId) ?? [])]) if (stream.owner.workspaceId !== workspaceId) this.#close(stream);
  }

  /** Closes the streams a user opened in a workspace they no longer belong to (removed, or left). */
  endMembership(workspaceId: string, userId: string): void {
    for (const stream of [...(this.#byWorkspace.get(workspaceId) ?? [])]) if (stream.owner.userId === userId) this.#close(stream);
  }

  /** Closes every stream; their clients reconnect and refetch (after changes may have been missed). */
  closeAll(): void {
    for (const streams of [...this.#byUser.values()]) for (const stream of [...streams]) this.#close(stream);
  }

  /** For shutdown: closes every stream, and any opened later at once, so clients move to another instance. */
  stop(): void {
    this.#stopped = true;
    this.closeAll();
  }

  #add(stream: OpenStream): void {
    const { userId, sessionId, workspaceId } = stream.owner;
    const ofWorkspace = this.#byWorkspace.get(workspaceId) ?? new Set();
    this.#byWorkspace.set(workspaceId, ofWorkspace);
    ofWorkspace.add(stream);
    const ofUser = this.#byUser.get(userId) ?? new Set();
    this.#byUser.set(userId, ofUser);
    ofUser.add(stream);
    const ofSession = this.#bySession.get(sessionId) ?? new Set();
    this.#bySession.set(sessionId, ofSession);
    ofSession.add(stream);
    // Sets iterate in insertion order: the first is the oldest.
    if (ofUser.size > this.#options.maxStreamsPerUser) this.#close(ofUser.values().next().value!);
    if (this.#timers.length === 0) {
      this.#timers = [
        setInterval(() => this.#beat(), this.#options.heartbeatMs).unref(),
        setInterval(() => void this.#closeExpired(), this.#options.sessionCheckMs).unref(),
      ];
    }
  }

  #remove(stream: OpenStream): void {
    const { userId, sessionId, workspaceId } = stream.owner;
    const ofWorkspace = this.#byWorkspace.get(workspaceId);
    if (ofWorkspace?.delete(stream) && ofWorkspace.size === 0) this.#byWorkspace.delete(workspaceId);
    const ofUser = this.#byUser.get(userId);
    if (ofUser?.delete(stream) && ofUser.size === 0) this.#byUser.delete(userId);
    const ofSession = this.#bySession.get(sessionId);
    if (ofSession?.delete(stream) && ofSession.size === 0) this.#bySession.delete(sessionId);
    if (this.#byUser.size === 0) {
      for (const timer of this.#timers) clearInterval(timer);
      this.#timers = [];
    }
  }

  /** Ends the stream once its client has read what it holds. */
  #close(stream: OpenStream): void {
    this.#remove(stream);
    try {
      stream.controller.close();
    } catch {
      // already closed by its client
    }
  }

  #send(stream: OpenStream, frames: Uint8Array): void {
    // The queue fills only while the client does not read: the server writes to a socket only what it takes.
    if ((stream.controller.desiredSize ?? 0) < frames.byteLength) {
      this.#close(stream);
      return;
    }
    stream.controller.enqueue(frames);
  }

  #beat(): void {
    for (const streams of [...this.#byUser.values()]) for (const stream of [...streams]) this.#send(stream, HEARTBEAT);
  }

  /** Closes the streams of sessions that expired (or ended unnoticed); a failed check waits for the next. */
  async #closeExpired(): Promise<void> {
    const sessionIds = [...this.#bySession.keys()];
    let live: Set<string>;
    try {
      live = await this.#options.liveSessionsAmong(sessionIds);
    } catch {
      return;
    }
    for (const sessionId of sessionIds) if (!live.has(sessionId)) this.endSession(sessionId);
  }
}
