import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { showNewWorkspace } from "@web/lib/workspaces";

export function useDeleteWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`/workspaces/${workspaceId}`, { method: "DELETE" }),
    // The session settles on another workspace at its next request.
    onSuccess: () => showNewWorkspace(queryClient),
  });
}
