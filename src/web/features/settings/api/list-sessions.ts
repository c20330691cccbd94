import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSession } from "@shared/auth/session.schema";
import { apiRequest } from "@web/lib/api-client";

/** Every query of the settings page's lists starts with this key. */
export const sessionsQueryKey = ["sessions"] as const;

export const listSessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => apiRequest<{ items: UserSession[] }>("/sessions", { signal }),
});

export function useSessions() {
  return useQuery(listSessionsQueryOptions);
}
