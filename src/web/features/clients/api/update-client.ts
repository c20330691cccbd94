import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, UpdateClientInput } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { clientsQueryKey } from "./list-clients";

export const updateClient = ({ id, patch }: { id: string; patch: UpdateClientInput }) =>
  apiRequest<Client>(`/clients/${id}`, { method: "PATCH", body: patch });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesUnauthenticated: true },
    mutationFn: updateClient,
    // Orders show their client's name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
