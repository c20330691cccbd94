import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceMember } from "@shared/workspaces/workspace.schema";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** A member's new role; `owner` hands the workspace over, and the caller becomes an admin. */
export function useChangeRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      apiRequest<WorkspaceMember>(`/workspaces/${workspaceId}/members/${encodeURIComponent(userId)}`, { method: "PATCH", body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }),
  });
}
