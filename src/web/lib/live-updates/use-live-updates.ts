import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ChangeEvent } from "@shared/events/events";
import { SESSION_QUERY_KEY } from "@web/lib/auth/session-key";
import { queryKeysToRefresh, showsRecords } from "./change-invalidations";
import { connectEventStream, EVENTS_URL } from "./event-stream-connection";
import { leadOneTabAtATime } from "./tab-leader";

/** What the leading tab tells the others. */
type LiveUpdate = { kind: "change"; change: ChangeEvent } | { kind: "opened"; requestedAt: number };

/** Changes arriving together (a status change and its stock moves) are refetched together. */
const REFRESH_BATCH_MS = 100;

/**
 * Keeps the signed-in user's screens live (docs/decisions.md 52 and 53): one tab of the browser
 * holds the event stream and passes each change to the others on a BroadcastChannel
 * (browsers allow six connections to a server over HTTP/1.1, which one stream per tab would
 * use up); every tab refetches just the queries the change makes stale. Each time the stream
 * opens, what was loaded before it may have missed a change, and is refetched.
 *
 * The shell holds them while it shows. A first load starts them before it asks for what its
 * screen shows first (`startLiveUpdates`, docs/decisions.md 152), so that this arrives after the
 * stream was asked for and need not be fetched twice.
 */
export function useLiveUpdates(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const held = startLiveUpdates(queryClient, userId);
    held.holders++;
    return () => {
      held.holders--;
      if (held.holders === 0 && running === held) stopLiveUpdates();
    };
  }, [userId, queryClient]);
}

/** The live updates running in this tab: whose, how many parts of the app hold them, how to stop them. */
interface RunningLiveUpdates {
  userId: string;
  holders: number;
  stop: () => void;
  /** Resolves once this tab has asked for the event stream, or found another tab holding it. */
  streamAskedFor: Promise<void>;
}

let running: RunningLiveUpdates | undefined;

/** Starts the live updates of `userId`, unless they run already; another user's stop first. */
export function startLiveUpdates(queryClient: QueryClient, userId: string): RunningLiveUpdates {
  if (running?.userId === userId) return running;
  stopLiveUpdates();
  running = { userId, holders: 0, ...connectLiveUpdates(queryClient, userId) };
  return running;
}

function stopLiveUpdates() {
  running?.stop();
  running = undefined;
}

/** Joins the tabs' channel, and leads the event stream when this tab's turn comes; answers how to leave. */
function connectLiveUpdates(queryClient: QueryClient, userId: string): Pick<RunningLiveUpdates, "stop" | "streamAskedFor"> {
  const name = `clientele-live-updates:${userId}`;
  const refresher = batchedRefresher(queryClient);
  const apply = (update: LiveUpdate) =>
    update.kind === "change" ? refresher.refresh(update.change) : refresher.refreshLoadedBefore(update.requestedAt);

  const channel = "BroadcastChannel" in window ? new BroadcastChannel(name) : undefined;
  channel?.addEventListener("message", (event: MessageEvent<LiveUpdate>) => apply(event.data));
  const share = (update: LiveUpdate) => {
    apply(update);
    channel?.postMessage(update);
  };

  const turn = leadOneTabAtATime(name, () =>
    connectEventStream(EVENTS_URL, {
      onChange: (change) => share({ kind: "change", change }),
      onOpen: (requestedAt) => share({ kind: "opened", requestedAt }),
      // Refused: perhaps the session ended, and the session guard then sends the user to /auth.
      // Not when an open stream ends: a password change ends the session while its answer
      // brings the new one's cookie, and the reconnection finds out soon enough.
      onError: (refused) => {
        if (refused) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    }),
  );
  return {
    stop: () => {
      turn.stop();
      channel?.close();
      refresher.cancel();
    },
    streamAskedFor: turn.settled,
  };
}

function batchedRefresher(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const queryKey of pending.values()) void queryClient.invalidateQueries({ queryKey });
    pending.clear();
  };
  return {
    refresh(change: ChangeEvent) {
      for (const queryKey of queryKeysToRefresh(change)) pending.set(JSON.stringify(queryKey), queryKey);
      timer ??= setTimeout(flush, REFRESH_BATCH_MS);
    },
    /** Queries still loading will be fresh; those loaded before `requestedAt` may not be. */
    refreshLoadedBefore(requestedAt: number) {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey, state }) => showsRecords(queryKey) && state.dataUpdatedAt > 0 && state.dataUpdatedAt < requestedAt,
      });
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
