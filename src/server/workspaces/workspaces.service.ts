import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import type { UpdateWorkspaceInput, Workspace } from "@shared/workspaces/workspace.schema";
import { WORKSPACE_NAME_MAX_LENGTH } from "@shared/workspaces/workspace-limits";
import type { Database, Executor } from "../db/database";
import { session, user as users, workspaceMembers, workspaces } from "../db/schema";
import type { ActiveWorkspace, SignedInUser } from "../http/app-env";
import { AppError, notFound } from "../http/errors";

/** A personal workspace is named after its account: its name, else the address's local part. */
export function personalWorkspaceName(user: Pick<SignedInUser, "name" | "email">): string {
  const name = user.name.trim().slice(0, WORKSPACE_NAME_MAX_LENGTH).trim();
  return name !== "" ? name : (user.email.split("@")[0] ?? user.email).slice(0, WORKSPACE_NAME_MAX_LENGTH);
}

async function firstMembership(db: Executor, userId: string): Promise<ActiveWorkspace | undefined> {
  const [first] = await db
    .select({ id: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
    .limit(1);
  return first;
}

/**
 * The workspace a user works in when nothing names another: the one they joined first, or,
 * for an account that belongs to none (new, or removed from the last one), a personal
 * workspace made for it now, owned by it (docs/decisions.md 86). The account's row is locked
 * while it is made, so that two first requests at once make one, not two.
 */
export async function defaultWorkspace(db: Database, user: SignedInUser): Promise<ActiveWorkspace> {
  const first = await firstMembership(db, user.id);
  if (first) return first;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const madeMeanwhile = await firstMembership(tx, user.id);
    if (madeMeanwhile) return madeMeanwhile;
    const [created] = await tx
      .insert(workspaces)
      .values({ name: personalWorkspaceName(user) })
      .returning({ id: workspaces.id });
    await tx.insert(workspaceMembers).values({ workspaceId: created!.id, userId: user.id, role: "owner" });
    return { id: created!.id, role: "owner" as const };
  });
}

/** For a session that names no workspace its user belongs to: settles on the default one, and records it on the session. */
export async function settleSessionWorkspace(db: Database, sessionId: string, user: SignedInUser): Promise<ActiveWorkspace> {
  const workspace = await defaultWorkspace(db, user);
  await setSessionWorkspace(db, sessionId, workspace.id);
  return workspace;
}

/** Makes `workspace` the one the session works in, from its next request on. */
export async function setSessionWorkspace(db: Executor, sessionId: string, workspaceId: string): Promise<void> {
  await db.update(session).set({ activeWorkspaceId: workspaceId }).where(eq(session.id, sessionId));
}

/** The user's role in a workspace, or undefined when they are not (or no longer) a member. */
export async function membershipRole(db: Executor, workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role;
}

export interface WorkspaceSummary {
  id: string;
  name: string;
  currency: string;
  role: WorkspaceRole;
  active: boolean;
}

/** The workspaces the user belongs to, in the order they joined them, the session's marked active. */
export async function listWorkspaces(db: Executor, userId: string, activeId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, currency: workspaces.currency, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.id));
  return rows.map((row) => ({ ...row, active: row.id === activeId }));
}

/**
 * Deletes the workspaces whose only member is the user, with all they hold: part of deleting
 * the account (docs/decisions.md 86). A workspace shared with others stays.
 */
export async function deleteWorkspacesOnlyFor(db: Executor, userId: string): Promise<void> {
  const alone = db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        sql`not exists (select 1 from ${workspaceMembers} as others
          where others.workspace_id = ${workspaceMembers.workspaceId} and others.user_id <> ${userId})`,
      ),
    );
  await db.delete(workspaces).where(inArray(workspaces.id, alone));
}

/** Who may change a workspace's name and settings (docs/decisions.md 86). */
const MANAGES_SETTINGS: readonly WorkspaceRole[] = ["owner", "admin"];

/** A workspace the user belongs to, with their role in it; 404 for any other, as for one that does not exist. */
export async function getWorkspace(db: Executor, userId: string, workspaceId: string): Promise<Workspace> {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, currency: workspaces.currency, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row) throw notFound("workspace");
  return row;
}

/** Renames a workspace: an admin's or the owner's; a member is refused with 403. */
export async function updateWorkspace(db: Database, userId: string, workspaceId: string, patch: UpdateWorkspaceInput): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const current = await getWorkspace(tx, userId, workspaceId);
    if (!MANAGES_SETTINGS.includes(current.role)) throw new AppError("FORBIDDEN", "Only an admin or the owner can change the workspace");
    await tx
      .update(workspaces)
      .set({ ...(patch.name === undefined ? {} : { name: patch.name }), updatedAt: sql`now()` })
      .where(eq(workspaces.id, workspaceId));
    return getWorkspace(tx, userId, workspaceId);
  });
}
