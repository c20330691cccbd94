import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "@web/lib/auth/session-key";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/**
 * What the tab has loaded, kept for a reload without a connection (docs/decisions.md 141): the
 * session, the workspaces and the pages of the lists and the dashboard, in this tab's session
 * storage (gone with the tab, never shared with another), dropped as soon as the session is.
 * A page opened offline starts from it; online, the server's answers are awaited as ever, and what
 * this page load has not asked for stays in the copy from the loads before.
 */
const STORAGE_KEY = "clientele.offline-copy";
const KEPT_ROOTS = new Set<unknown>([
  SESSION_QUERY_KEY[0],
  QUERY_ROOTS.workspaces[0],
  QUERY_ROOTS.clients[0],
  QUERY_ROOTS.inventory[0],
  QUERY_ROOTS.orders[0],
  QUERY_ROOTS.dashboard[0],
]);
const SAVE_DELAY_MS = 1000;

export function keepOfflineCopy(queryClient: QueryClient) {
  let copy = read();
  if (copy && !navigator.onLine) hydrate(queryClient, copy);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    copy = saved(queryClient, copy);
  };
  queryClient.getQueryCache().subscribe(() => {
    timer ??= setTimeout(() => {
      timer = undefined;
      save();
    }, SAVE_DELAY_MS);
  });
  // A reload or a closed tab does not wait for the timer.
  window.addEventListener("pagehide", save);
}

function read(): DehydratedState | undefined {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (!saved) return undefined;
    const state = JSON.parse(saved) as DehydratedState;
    // JSON writes a list's first page parameter, undefined (no cursor), as null: it is undefined again.
    for (const query of state.queries) {
      const data = query.state.data as { pageParams?: unknown[] } | undefined;
      if (Array.isArray(data?.pageParams)) data.pageParams = data.pageParams.map((param) => param ?? undefined);
    }
    return state;
  } catch {
    return undefined; // a copy that cannot be read is no copy
  }
}

/** Writes the cache's kept queries, with those of `previous` the cache does not hold; returns what was written. */
function saved(queryClient: QueryClient, previous: DehydratedState | undefined): DehydratedState | undefined {
  try {
    if (!queryClient.getQueryData(SESSION_QUERY_KEY)) {
      sessionStorage.removeItem(STORAGE_KEY);
      return undefined;
    }
    const current = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === "success" && KEPT_ROOTS.has(query.queryKey[0]),
    });
    const inCache = new Set(current.queries.map((query) => query.queryHash));
    const state: DehydratedState = {
      mutations: [],
      queries: [...current.queries, ...(previous?.queries ?? []).filter((query) => !inCache.has(query.queryHash))],
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    return state;
  } catch {
    return previous; // storage full or refused: the copy is only a comfort
  }
}
