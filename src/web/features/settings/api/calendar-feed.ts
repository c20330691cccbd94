import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed, NewCalendarFeed } from "@shared/calendar-feed/calendar-feed.schema";
import { apiRequest } from "@web/lib/api-client";

/** The user's calendar feed in the workspace worked in (docs/decisions.md 109): whether there is one, never its URL. */
export const calendarFeedQueryKey = ["calendar-feed"] as const;

export const getCalendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedQueryKey,
  queryFn: ({ signal }) => apiRequest<CalendarFeed>("/calendar-feed", { signal }),
});

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions);
}

/** A new feed URL, shown once; the previous URL stops working. */
export const rotateCalendarFeed = () => apiRequest<NewCalendarFeed>("/calendar-feed/rotate", { method: "POST" });

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: ({ url: _url, ...feed }) => queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, feed),
  });
}

/** No feed any more: its URL stops working. */
export const turnOffCalendarFeed = () => apiRequest<void>("/calendar-feed", { method: "DELETE" });

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
