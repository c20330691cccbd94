import type { WorkspaceMember } from "@shared/workspaces/workspace.schema";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";

/**
 * The roles the user may give a member, theirs among them; their role alone means this user
 * cannot change it. The server's rules (docs/security.md "Roles"): an admin
 * or the owner sets `admin` or `member` on anyone but the owner; only the owner hands the
 * workspace over, to another member; the owner's own role changes only by handing over.
 */
export function rolesOffered(myRole: WorkspaceRole, member: Pick<WorkspaceMember, "role" | "user_id">, myId: string): WorkspaceRole[] {
  if (myRole === "member" || member.role === "owner") return [member.role];
  const roles: WorkspaceRole[] = ["admin", "member"];
  return myRole === "owner" && member.user_id !== myId ? ["owner", ...roles] : roles;
}
