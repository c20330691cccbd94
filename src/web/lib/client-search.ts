import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Clients for a client picker (an order's, Connect's): the first 50 by name that match the search. */
export const searchClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.clients, "picker", { q }],
    queryFn: ({ signal }) => apiRequest<Page<Client>>("/clients", { query: { q: q.trim(), sort: "name" }, signal }),
    staleTime: 10_000,
  });

export function useClientSearch(q: string, enabled = true) {
  return useQuery({ ...searchClientsQueryOptions(q), enabled });
}
