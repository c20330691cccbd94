import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateWorkspaceInput, Workspace } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** Renames the workspace, changes its currency (relabelling every amount) or whether its prices include tax. */
export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWorkspaceInput) => apiRequest<Workspace>(`/workspaces/${workspaceId}`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }),
  });
}
