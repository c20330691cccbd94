import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { apiKeysQueryKey } from "./list-api-keys";

export const revokeApiKey = (id: string) => apiRequest<void>(`/api-keys/${id}`, { method: "DELETE" });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
