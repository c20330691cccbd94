import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { ToasterOnDemand } from "@web/components/toaster-on-demand";
import { i18n } from "@web/i18n/i18n";
import { sessionQueryOptions } from "@web/lib/auth/session";
import type { FirstData } from "@web/lib/first-data";
import { prepareFormats } from "@web/lib/format";
import { startLiveUpdates } from "@web/lib/live-updates/use-live-updates";
import { queryClient } from "./query-client";

/**
 * Resolves once the first session check has answered, or failed for good. The router waits for
 * it with the screen's code, so that a screen under AppProviders renders once, knowing the
 * session, instead of a loading screen that the session's arrival replaces in one long,
 * synchronous render (a query's result reaches React as an external store update).
 */
export const firstSessionCheck = () =>
  // Offline, no check can answer: the screen shows what the tab last knew (offline-copy.ts), or says the check failed.
  navigator.onLine ? queryClient.prefetchQuery(sessionQueryOptions) : Promise.resolve();

/**
 * The longest a screen's first render waits for what it shows first: past it, the screen renders
 * with its lists loading, as it would without.
 */
const FIRST_DATA_WAIT_MS = 2_000;

/**
 * Puts what a screen shows first in the cache (docs/decisions.md 152), once the first session
 * check has found a session: signed out, the guard sends the visitor to /auth, and nothing is
 * asked that would be refused. Offline, nothing would answer: the screen shows what the tab last knew.
 */
export async function loadFirstData(firstData: FirstData): Promise<void> {
  await firstSessionCheck();
  const session = queryClient.getQueryData(sessionQueryOptions.queryKey);
  if (!session || !navigator.onLine) return;
  // The event stream first: what arrives after it was asked for is not fetched again when it opens.
  await startLiveUpdates(queryClient, session.user.id).streamAskedFor;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_DATA_WAIT_MS)));
  const fetching = firstData(queryClient, new URLSearchParams(window.location.search));
  prepareFormats(i18n.language);
  await Promise.race([fetching, deadline]);
  clearTimeout(timer);
}

/**
 * What the /auth and signed-in screens share and the public pages do without: the
 * server-state cache and the toasts. Loaded with the first of those screens.
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
