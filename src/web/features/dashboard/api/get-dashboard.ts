import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "@shared/dashboard/dashboard.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Every change to clients, inventory or orders invalidates this root, whichever screen made it. */
export const dashboardQueryKey = QUERY_ROOTS.dashboard;

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, "summary"],
    queryFn: ({ signal }) => apiRequest<Dashboard>("/dashboard", { signal }),
  });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
