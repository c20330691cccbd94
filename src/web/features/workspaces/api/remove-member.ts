import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { showNewWorkspace, WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** Removes a member, or leaves: then the session works elsewhere, and everything shown is refetched. */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) =>
      apiRequest<void>(`/workspaces/${workspaceId}/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
    onSuccess: (_nothing, { leaving }) =>
      leaving ? showNewWorkspace(queryClient) : queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }),
  });
}
