import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiKey } from "@shared/auth/api-key.schema";
import { apiRequest } from "@web/lib/api-client";

export const apiKeysQueryKey = ["api-keys"] as const;

export const listApiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: ({ signal }) => apiRequest<{ items: ApiKey[] }>("/api-keys", { signal }),
});

export function useApiKeys() {
  return useQuery(listApiKeysQueryOptions);
}
