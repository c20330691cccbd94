import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import type { BoardFilters } from "./get-pipeline";

/** Cards a column loads at a time: a column of thousands loads more as it is scrolled, never all at once. */
export const COLUMN_PAGE_SIZE = 25;

/** Every column's cards, under the clients' root: any change of a client (here, elsewhere, another member's) refreshes them. */
export const columnsQueryKey = [...QUERY_ROOTS.clients, "pipeline"] as const;

export const columnQueryKey = (filters: BoardFilters, status: ClientStatus) => [...columnsQueryKey, filters, status] as const;

/** A column's cards: the clients' list of that status, newest first, with the board's search and owner. */
export const listColumnClientsQueryOptions = (filters: BoardFilters, status: ClientStatus) =>
  infiniteQueryOptions({
    queryKey: columnQueryKey(filters, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Client>>("/clients", {
        query: { status, q: filters.q.trim(), owner: filters.owner, limit: COLUMN_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useColumnClients(filters: BoardFilters, status: ClientStatus) {
  return useInfiniteQuery(listColumnClientsQueryOptions(filters, status));
}
