import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateWorkspaceInput, Workspace } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { showNewWorkspace } from "@web/lib/workspaces";

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWorkspaceInput) => apiRequest<Workspace>("/workspaces", { method: "POST", body: input }),
    // The session works in the new workspace now.
    onSuccess: () => showNewWorkspace(queryClient),
  });
}
