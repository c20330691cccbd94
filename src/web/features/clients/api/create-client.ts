import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, CreateClientInput } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { clientsQueryKey } from "./list-clients";

export const createClient = (body: CreateClientInput) => apiRequest<Client>("/clients", { method: "POST", body });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesUnauthenticated: true },
    mutationFn: createClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
