import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LOGO_MAX_BYTES } from "@shared/invoices/invoice-limits";
import type { Workspace } from "@shared/workspaces/workspace.schema";
import { ApiError, refusalOf } from "@web/lib/api-client";
import { WORKSPACES_QUERY_ROOT } from "@web/lib/workspaces";

/**
 * Sends the logo's bytes as they are (application/octet-stream); the server checks by its first
 * bytes that it is a PNG or a JPEG. A file over the limit is refused here as the server would
 * refuse it, without sending it for nothing.
 */
export async function uploadLogo({ workspaceId, file }: { workspaceId: string; file: File }): Promise<Workspace> {
  if (file.size > LOGO_MAX_BYTES) {
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", "The logo is too large", { logo: "validation.logoNotImage" });
  }
  let response: Response;
  try {
    response = await fetch(`/api/v1/workspaces/${workspaceId}/logo`, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "content-type": "application/octet-stream" },
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusalOf(response.status, response.statusText, payload);
  return payload as Workspace;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_ROOT }) });
}
