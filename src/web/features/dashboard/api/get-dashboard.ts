import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "@shared/dashboard/dashboard.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every change to clients, inventory or orders invalidates this root, whichever screen made it. */
export const dashboardQueryKey = QUERY_ROOTS.dashboard;

/** Whose figures: the team's (the workspace's), or the user's own ("Mine": `owner=me`). */
export type DashboardView = "team" | "mine";

export const getDashboardQueryOptions = (view: DashboardView) =>
  queryOptions({
    // The view is part of the key: the live updates refresh both under the root, and each keeps its own figures.
    queryKey: [...dashboardQueryKey, "summary", view],
    queryFn: ({ signal }) => apiRequest<Dashboard>("/dashboard", { query: { owner: view === "mine" ? "me" : undefined }, signal }),
    // Switching views keeps the figures in place until the other view's arrive.
    placeholderData: keepPreviousData,
  });

export function useDashboard(view: DashboardView) {
  return useQuery(getDashboardQueryOptions(view));
}
