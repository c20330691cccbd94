import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** Under the workspaces' root: a change of the workspace, here or in another tab, refreshes it. */
export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...WORKSPACES_QUERY_ROOT, workspaceId, "detail"],
    queryFn: ({ signal }) => apiRequest<Workspace>(`/workspaces/${workspaceId}`, { signal }),
  });

/** The workspace's settings with its business details, which the switcher's list does not carry. */
export function useWorkspace(workspaceId: string) {
  return useQuery(workspaceQueryOptions(workspaceId));
}
