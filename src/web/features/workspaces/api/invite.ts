import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateInvitationInput, PendingInvitation } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** Invites an address; the answer holds the link, shown once. */
export function useInvite(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) =>
      apiRequest<PendingInvitation & { url: string }>(`/workspaces/${workspaceId}/invitations`, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }),
  });
}
