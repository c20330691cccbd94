import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { sessionsQueryKey } from "./list-sessions";

export const revokeSession = (id: string) => apiRequest<void>(`/sessions/${id}`, { method: "DELETE" });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
