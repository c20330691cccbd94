import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { ToasterOnDemand } from "@web/components/toaster-on-demand";
import { sessionQueryOptions } from "@web/lib/auth/session";
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
