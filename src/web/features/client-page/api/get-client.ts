import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Under the clients' root: any change of a client (here, in another tab, by another member) refreshes it. */
export const clientQueryKey = (id: string) => [...QUERY_ROOTS.clients, "detail", id] as const;

export const getClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientQueryKey(id),
    queryFn: ({ signal }) => apiRequest<Client>(`/clients/${encodeURIComponent(id)}`, { signal }),
  });

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
