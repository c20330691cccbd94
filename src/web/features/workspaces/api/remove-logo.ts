import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** Takes the logo off the documents made from now on; those issued keep theirs. */
export const removeLogo = (workspaceId: string) => apiRequest<Workspace>(`/workspaces/${workspaceId}/logo`, { method: "DELETE" });

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }) });
}
