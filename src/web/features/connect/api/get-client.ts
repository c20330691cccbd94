import { useQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** The client an email is written for: its address fills "Open in my mail app". */
export function useClient(id: string | undefined) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.clients, "one", id],
    queryFn: ({ signal }) => apiRequest<Client>(`/clients/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== undefined,
    staleTime: 30_000,
  });
}
