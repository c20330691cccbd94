import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { showNewWorkspace } from "@web/lib/workspaces";

/** Joins as the signed-in user: the session then works in the workspace joined. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Workspace>(`/invitations/${encodeURIComponent(token)}/accept`, { method: "POST" }),
    onSuccess: () => showNewWorkspace(queryClient),
  });
}
