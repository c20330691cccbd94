import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, UpdateClientInput } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { clientsQueryKey } from "./list-clients";

export const updateClient = ({ id, patch }: { id: string; patch: UpdateClientInput }) =>
  apiRequest<Client>(`/clients/${id}`, { method: "PATCH", body: patch });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesUnauthenticated: true },
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
