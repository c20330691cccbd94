import type { QueryClient } from "@tanstack/react-query";
import type { ImportedWorkspace } from "@shared/workspace-export/workspace-file.schema";
import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import { ApiError, refusalOf } from "@web/lib/api-client";
import { switchWorkspace } from "@web/lib/workspaces";

/**
 * Sends a workspace file as it is (its bytes, as JSON) to make a new workspace of it. A file over
 * the limit is refused here as the server would refuse it, without sending 50 MB for nothing.
 */
export async function importWorkspaceFile(file: File): Promise<ImportedWorkspace> {
  if (file.size > WORKSPACE_FILE_MAX_BYTES) {
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", "The file is too large", {}, { reason: "body_too_large" });
  }
  let response: Response;
  try {
    response = await fetch("/api/v1/workspaces/import", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: file,
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusalOf(response.status, response.statusText, payload);
  return payload as ImportedWorkspace;
}

/**
 * Imports a workspace file, then works in the new workspace (every screen refetches). Loaded
 * when a file is chosen, not with the settings; the section keeps its own state, so no mutation
 * hook is needed.
 */
export async function importWorkspace(queryClient: QueryClient, file: File): Promise<ImportedWorkspace> {
  const imported = await importWorkspaceFile(file);
  await switchWorkspace(queryClient, imported.workspace.id);
  return imported;
}
