import { useQuery } from "@tanstack/react-query";
import type { PendingInvitation } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/** The workspace's pending invitations, oldest first (an admin's or the owner's). */
export function useInvitations(workspaceId: string) {
  return useQuery({
    queryKey: [...WORKSPACES_QUERY_ROOT, workspaceId, "invitations"],
    queryFn: ({ signal }) => apiRequest<{ items: PendingInvitation[] }>(`/workspaces/${workspaceId}/invitations`, { signal }),
  });
}
