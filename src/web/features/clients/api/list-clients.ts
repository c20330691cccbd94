import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";
import type { Page } from "@shared/pagination";
import type { ClientSort } from "@shared/sorting";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

export interface ClientFilters {
  q: string;
  status: ClientStatus | undefined;
  /** `me`: only the clients the user owns ("Mine"); undefined: everyone's. */
  owner: "me" | undefined;
  sort: ClientSort;
}

/** The filters and sort as GET /clients takes them; an export of the list takes the same. */
export const clientListQuery = (filters: ClientFilters) => ({
  q: filters.q.trim() || undefined,
  status: filters.status,
  owner: filters.owner,
  sort: filters.sort,
});
export type ClientListQuery = ReturnType<typeof clientListQuery>;

/** Every query about clients starts with this key, so one invalidation refreshes them all. */
export const clientsQueryKey = QUERY_ROOTS.clients;

export const listClientsQueryOptions = (filters: ClientFilters) =>
  infiniteQueryOptions({
    queryKey: [...clientsQueryKey, "list", filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Client>>("/clients", {
        query: { ...clientListQuery(filters), cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // A new sort or filter keeps the rows in view (and the focus on the header or filter) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useClients(filters: ClientFilters) {
  return useInfiniteQuery(listClientsQueryOptions(filters));
}
