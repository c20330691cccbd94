import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { sessionsQueryKey } from "./list-sessions";

export const revokeOtherSessions = () => apiRequest<{ revoked: number }>("/sessions/revoke-others", { method: "POST", body: {} });

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
