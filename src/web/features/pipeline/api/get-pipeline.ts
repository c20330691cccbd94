import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Pipeline } from "@shared/pipeline/pipeline.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** What the board shows: the clients matching a search, of one owner (`me`, a member's id) or everyone's. */
export interface BoardFilters {
  q: string;
  owner: string | undefined;
}

/**
 * The columns' counts and values. A value is the clients' paid orders: it changes with the
 * orders as much as with the clients, so the key lives under the dashboard's root, which every
 * change of a client or an order refreshes (live updates included), whichever screen made it.
 */
export const pipelineQueryKey = (filters: BoardFilters) => [...QUERY_ROOTS.dashboard, "pipeline", filters] as const;

export const getPipelineQueryOptions = (filters: BoardFilters) =>
  queryOptions({
    queryKey: pipelineQueryKey(filters),
    queryFn: ({ signal }) => apiRequest<Pipeline>("/pipeline", { query: { q: filters.q.trim(), owner: filters.owner }, signal }),
    // A new search or owner keeps the figures in place until theirs arrive.
    placeholderData: keepPreviousData,
  });

export function usePipeline(filters: BoardFilters) {
  return useQuery(getPipelineQueryOptions(filters));
}
