import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { dashboardQueryKey } from "./get-dashboard";

/** Under the dashboard's root: every change that refreshes the dashboard refreshes the whole activity too. */
export const listActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...dashboardQueryKey, "activity"],
    queryFn: ({ pageParam, signal }) => apiRequest<Page<ActivityEntry>>("/activity", { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export function useActivity() {
  return useInfiniteQuery(listActivityQueryOptions());
}
