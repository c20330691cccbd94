import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { clientsQueryKey } from "./list-clients";

export const deleteClient = (id: string) => apiRequest<void>(`/clients/${id}`, { method: "DELETE" });

/** Undoes a delete made in the last minutes (docs/decisions.md 84). */
export const restoreClient = (id: string) => apiRequest<Client>(`/clients/${id}/restore`, { method: "POST" });

/** Orders show their client's name: deleting or restoring a client refreshes them too. */
function useClientRemoval(mutationFn: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}

export const useDeleteClient = () => useClientRemoval(deleteClient);
export const useRestoreClient = () => useClientRemoval(restoreClient);
