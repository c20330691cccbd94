import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** One client, as GET /clients/{id} gives it. */
export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.clients, "one", id],
    queryFn: ({ signal }) => apiRequest<Client>(`/clients/${encodeURIComponent(id)}`, { signal }),
    staleTime: 30_000,
  });

/** The client an email is written for: their address is where Send and "Open in my mail app" write to. */
export function useClient(id: string | undefined) {
  return useQuery({ ...clientQueryOptions(id ?? ""), enabled: id !== undefined });
}
