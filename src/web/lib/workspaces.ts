import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { WorkspaceMember, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { apiRequest } from "./api-client";
import { SESSION_QUERY_KEY } from "./auth/session-key";
import { QUERY_ROOTS } from "./query-keys";

/**
 * The workspaces the user belongs to and the members of the one they work in, which the
 * header's switcher, the workspace settings, the clients' owner picker and the dashboard read
 * (docs/decisions.md 86). Switching workspaces refetches everything: every key here, and every
 * record the screens show, belongs to the workspace worked in.
 */
export const WORKSPACES_QUERY_ROOT = QUERY_ROOTS.workspaces;

export const workspacesQueryOptions = queryOptions({
  queryKey: [...WORKSPACES_QUERY_ROOT, "list"],
  queryFn: ({ signal }) => apiRequest<{ items: WorkspaceSummary[] }>("/workspaces", { signal }),
  staleTime: 30_000,
});

/** The user's workspaces, in the order they joined them. */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}

/** The workspace this session works in, once known. */
export function useActiveWorkspace(): WorkspaceSummary | undefined {
  return useQuery({ ...workspacesQueryOptions, select: (data) => data.items.find((workspace) => workspace.active) }).data;
}

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...WORKSPACES_QUERY_ROOT, workspaceId, "members"],
    queryFn: ({ signal }) => apiRequest<{ items: WorkspaceMember[] }>(`/workspaces/${workspaceId}/members`, { signal }),
    staleTime: 30_000,
  });

/** Every member of the workspace worked in: the owner first, then admins, then members, by name. */
export function useWorkspaceMembers() {
  const workspace = useActiveWorkspace();
  return useQuery({ ...membersQueryOptions(workspace?.id ?? ""), enabled: workspace !== undefined });
}

/** Puts the workspaces and the members of the one worked in in the cache, for a screen that shows them at once. */
export async function prefetchWorkspaceMembers(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(workspacesQueryOptions);
  const workspace = queryClient.getQueryData(workspacesQueryOptions.queryKey)?.items.find((candidate) => candidate.active);
  if (workspace) await queryClient.prefetchQuery(membersQueryOptions(workspace.id));
}

/** What to call a member: their name, else their address. */
export const memberLabel = (member: Pick<WorkspaceMember, "name" | "email">) => member.name.trim() || member.email;

/**
 * Works in another workspace from now on, in this tab and the others of the session (their
 * event stream closes and reopens there, and refetches). Every query but the session's is
 * dropped and refetched: none of what the screens showed belongs to the new workspace.
 */
export async function switchWorkspace(queryClient: QueryClient, workspaceId: string): Promise<void> {
  await apiRequest(`/workspaces/${workspaceId}/activate`, { method: "POST" });
  await showNewWorkspace(queryClient);
}

/** After the session moved to another workspace (switched, made, joined or deleted): refetches all it shows. */
export async function showNewWorkspace(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ predicate: ({ queryKey }) => queryKey[0] !== SESSION_QUERY_KEY[0] });
}
