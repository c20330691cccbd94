import { queryOptions } from "@tanstack/react-query";
import type { InvitationPreview } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "@web/lib/api-client";

/** What an invitation link is for; a dead link answers 404 with its reason, which is not retried. */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) => apiRequest<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
