import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

export function useRevokeInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiRequest<void>(`/workspaces/${workspaceId}/invitations/${invitationId}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }),
  });
}
