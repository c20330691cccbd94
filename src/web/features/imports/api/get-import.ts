import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportResource } from "@shared/imports/import.schema";
import { apiRequest } from "@web/lib/api-client";

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 500;

/** An import's key: not under a record root, so a live update's refresh of the lists leaves it alone. */
export const importQueryKey = (id: string) => ["imports", id] as const;

export const getImport = (id: string, signal?: AbortSignal) => apiRequest<ImportResource>(`/imports/${id}`, { signal });

/** An import; asked again every IMPORT_POLL_MS while it runs, until it is done or has failed. */
export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importQueryKey(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
  });

/** The import `id`, once there is one. */
export function useImport(id: string | undefined) {
  return useQuery({ ...importQueryOptions(id ?? ""), enabled: id !== undefined });
}
