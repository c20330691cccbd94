import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { TimelineEntry, TimelinePage } from "@shared/timeline/timeline.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** The key the live updates refresh when anything is added to the client's timeline (src/web/lib/live-updates). */
export const timelineQueryKey = (clientId: string) => [...QUERY_ROOTS.timeline, clientId] as const;

export type TimelineData = InfiniteData<TimelinePage, string | undefined>;

export const timelineQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: [...timelineQueryKey(clientId), "entries"],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TimelinePage>(`/clients/${encodeURIComponent(clientId)}/timeline`, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The client's timeline, newest first, 25 entries a page. */
export function useTimeline(clientId: string) {
  return useInfiniteQuery(timelineQueryOptions(clientId));
}

/** The timeline with every entry passed through `change` (null drops the entry). */
export function mapTimelineEntries(data: TimelineData | undefined, change: (entry: TimelineEntry) => TimelineEntry | null) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((entry) => {
        const changed = change(entry);
        return changed ? [changed] : [];
      }),
    })),
  };
}
