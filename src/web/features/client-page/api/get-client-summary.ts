import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientSummary } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/**
 * What the client has bought. Every order made, changed or deleted for the client lands on its
 * timeline, so the figures sit under the timeline's key and are refreshed with it.
 */
export const getClientSummaryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.timeline, clientId, "summary"],
    queryFn: ({ signal }) => apiRequest<ClientSummary>(`/clients/${encodeURIComponent(clientId)}/summary`, { signal }),
  });

export function useClientSummary(clientId: string) {
  return useQuery(getClientSummaryQueryOptions(clientId));
}
