import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import {
  createWorkspaceSchema,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type Workspace,
  type WorkspaceMember,
} from "@shared/workspaces/workspace.schema";
import { OWNED_WORKSPACES_MAX, WORKSPACE_NAME_MAX_LENGTH } from "@shared/workspaces/workspace-limits";
import { currencyForLocale } from "@shared/money/currency";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { apiKeys, clients, session, tasks, user as users, workspaceMembers, workspaces } from "../db/schema";
import type { ActiveWorkspace, SignedInUser } from "../http/app-env";
import { AppError, conflict, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { revokeInvitationsBy } from "./invitations.service";
import {
  businessDetailsChanges,
  businessDetailsColumns,
  readCurrentLogo,
  removeLogo,
  setLogo,
  toBusinessDetails,
  type Logo,
} from "./business-details";

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
 * workspace made for it now, owned by it (docs/decisions.md 86), in the currency of the
 * browser's locale (`fr-FR`: EUR; none: USD; docs/decisions.md 95). The account's row is locked
 * while it is made, so that two first requests at once make one, not two.
 */
export async function defaultWorkspace(db: Database, user: SignedInUser, locale?: string): Promise<ActiveWorkspace> {
  const first = await firstMembership(db, user.id);
  if (first) return first;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const madeMeanwhile = await firstMembership(tx, user.id);
    if (madeMeanwhile) return madeMeanwhile;
    const [created] = await tx
      .insert(workspaces)
      .values({ name: personalWorkspaceName(user), currency: currencyForLocale(locale) })
      .returning({ id: workspaces.id });
    await tx.insert(workspaceMembers).values({ workspaceId: created!.id, userId: user.id, role: "owner" });
    return { id: created!.id, role: "owner" as const };
  });
}

/**
 * For a session that names no workspace its user belongs to: settles on the default one, and
 * records it on the session. `locale`, the browser's preferred one, sets the currency of a
 * personal workspace made now.
 */
export async function settleSessionWorkspace(
  db: Database,
  sessionId: string,
  user: SignedInUser,
  locale?: string,
): Promise<ActiveWorkspace> {
  const workspace = await defaultWorkspace(db, user, locale);
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

/**
 * Whether the user is a member of the workspace, their membership kept until the transaction
 * ends: a removal running meanwhile waits, then finds (and hands over) what this transaction
 * gave them.
 */
export async function lockMembership(tx: Executor, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for("key share");
  return row !== undefined;
}

export interface WorkspaceSummary {
  id: string;
  name: string;
  currency: string;
  prices_include_tax: boolean;
  role: WorkspaceRole;
  active: boolean;
}

/** What a workspace's answers carry, with the caller's role in it. */
const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  currency: workspaces.currency,
  prices_include_tax: workspaces.pricesIncludeTax,
  role: workspaceMembers.role,
};

/** The workspaces the user belongs to, in the order they joined them, the session's marked active. */
export async function listWorkspaces(db: Executor, userId: string, activeId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select(workspaceColumns)
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

const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/** Who may change a workspace's name and settings: its currency, taxes and tax rates (docs/decisions.md 86). */
const MANAGES_SETTINGS: readonly WorkspaceRole[] = ["owner", "admin"];

/**
 * Refuses (403) a change of the workspace's settings (its tax rates, say) to a caller who is not
 * an admin or the owner, as read in the transaction: the membership is kept as it is until the
 * change commits, so that a role lowered meanwhile waits for it, or refuses it.
 */
export async function requireSettingsManager(tx: Executor, workspaceId: string, userId: string): Promise<void> {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for("share");
  if (!row) throw notFound("workspace");
  if (!MANAGES_SETTINGS.includes(row.role)) throw forbidden("Only an admin or the owner can change the workspace's settings");
}

/** A workspace the user belongs to, with their role in it; 404 for any other, as for one that does not exist. */
export async function getWorkspace(db: Executor, userId: string, workspaceId: string): Promise<Workspace> {
  const [row] = await db
    .select({ ...workspaceColumns, ...businessDetailsColumns })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row) throw notFound("workspace");
  const { id, name, currency, prices_include_tax, role, ...business } = row;
  return { id, name, currency, prices_include_tax, role, ...toBusinessDetails(id, business) };
}

/**
 * Makes a workspace for its creator, who owns it, and makes it the one the session works in
 * (none for an API key, which stays in its own). An account owns at most
 * OWNED_WORKSPACES_MAX at once (409 `too_many_workspaces`); its row is locked while the count
 * is taken, so that requests at once cannot pass it together.
 */
export async function createWorkspace(
  db: Database,
  user: SignedInUser,
  input: CreateWorkspaceInput,
  sessionId: string | undefined,
): Promise<Workspace> {
  const { name, currency } = createWorkspaceSchema.parse(input);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [owned] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.role, "owner")));
    if (owned!.count >= OWNED_WORKSPACES_MAX) {
      throw conflict(`An account owns at most ${OWNED_WORKSPACES_MAX} workspaces`, { reason: "too_many_workspaces" });
    }
    const [created] = await tx.insert(workspaces).values({ name, currency }).returning({ id: workspaces.id });
    await tx.insert(workspaceMembers).values({ workspaceId: created!.id, userId: user.id, role: "owner" });
    if (sessionId !== undefined) await setSessionWorkspace(tx, sessionId, created!.id);
    return getWorkspace(tx, user.id, created!.id);
  });
}

/**
 * Deletes a workspace with everything it holds: its owner's alone (403 for anyone else, 404
 * outside). Its members' sessions that worked in it settle on another of theirs at their next
 * request, and their open event streams of it close (the memberships go, migration 0018).
 */
export async function deleteWorkspace(db: Database, userId: string, workspaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [caller] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
      .for("update");
    if (!caller) throw notFound("workspace");
    if (caller.role !== "owner") throw forbidden("Only the owner can delete the workspace");
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
  });
}

/**
 * Changes a workspace's name, currency or whether its prices include tax: an admin's or the
 * owner's; a member is refused with 403. A new currency relabels the amounts, it converts
 * nothing, and the activity records it ("workspace.currency_changed", from and to).
 */
export async function updateWorkspace(db: Database, userId: string, workspaceId: string, patch: UpdateWorkspaceInput): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const current = await getWorkspace(tx, userId, workspaceId);
    if (!MANAGES_SETTINGS.includes(current.role)) throw forbidden("Only an admin or the owner can change the workspace");
    // The currency it had, read under the row's lock: two changes at once each record what they replaced.
    const [before] = await tx
      .select({ currency: workspaces.currency })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for("no key update");
    const [after] = await tx
      .update(workspaces)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.currency !== undefined && { currency: patch.currency }),
        ...(patch.prices_include_tax !== undefined && { pricesIncludeTax: patch.prices_include_tax }),
        ...businessDetailsChanges(patch),
        updatedAt: sql`now()`,
      })
      .where(eq(workspaces.id, workspaceId))
      .returning({ name: workspaces.name, currency: workspaces.currency });
    if (before!.currency !== after!.currency) {
      await recordActivity(
        tx,
        { workspaceId, userId },
        {
          kind: "workspace.currency_changed",
          entityId: workspaceId,
          details: { name: after!.name, from: before!.currency, to: after!.currency },
        },
      );
    }
    return getWorkspace(tx, userId, workspaceId);
  });
}

/** Makes `bytes` the workspace's logo (docs/decisions.md 136), or removes it (null): an admin's or the owner's. */
export async function changeLogo(db: Database, userId: string, workspaceId: string, bytes: Uint8Array | null): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const current = await getWorkspace(tx, userId, workspaceId);
    if (!MANAGES_SETTINGS.includes(current.role)) throw forbidden("Only an admin or the owner can change the workspace");
    if (bytes === null) await removeLogo(tx, workspaceId);
    else await setLogo(tx, workspaceId, bytes);
    return getWorkspace(tx, userId, workspaceId);
  });
}

/** The workspace's logo, for its members; 404 without one. */
export async function getLogo(db: Executor, userId: string, workspaceId: string): Promise<Logo> {
  await getWorkspace(db, userId, workspaceId);
  return readCurrentLogo(db, workspaceId);
}

const ROLE_ORDER = sql`case ${workspaceMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/**
 * Every member of a workspace the user belongs to (404 for any other), the owner first, then
 * the admins, then the members, each by name: the owner pickers and the workspace settings
 * show them all, however many.
 */
export async function listMembers(db: Executor, userId: string, workspaceId: string): Promise<WorkspaceMember[]> {
  await getWorkspace(db, userId, workspaceId);
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(ROLE_ORDER, sql`lower(${users.name})`, asc(users.email));
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joined_at: isoTimestamp(row.joinedAt),
  }));
}

/** The owner of a workspace: who gets the clients of a member who leaves or is removed. */
export async function workspaceOwner(db: Executor, workspaceId: string): Promise<string> {
  const [owner] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")));
  if (!owner) throw new Error(`workspace ${workspaceId} has no owner`);
  return owner.userId;
}

/**
 * Makes a workspace the user belongs to the one the session works in (404 for any other). The
 * session's open event streams close, on every instance (migration 0018), and reopen there.
 */
export async function activateWorkspace(db: Database, sessionId: string, userId: string, workspaceId: string): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const workspace = await getWorkspace(tx, userId, workspaceId);
    await setSessionWorkspace(tx, sessionId, workspaceId);
    return workspace;
  });
}

/** Who may manage members and settings: an admin or the owner (docs/security.md "Roles"). */
const MANAGES_MEMBERS: readonly WorkspaceRole[] = ["owner", "admin"];

const ownerMustHandOver = () =>
  conflict("The owner cannot leave the workspace without one: hand it over to another member first", { reason: "owner_must_hand_over" });

/**
 * The caller's and the target's memberships, both locked until the transaction ends, so that two
 * changes of one workspace's members run one after the other. 404 when the caller is not a member
 * (as for a workspace that does not exist) or the target is not.
 */
async function lockMemberships(tx: Executor, workspaceId: string, callerId: string, targetId: string) {
  const rows = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, [callerId, targetId])))
    .orderBy(asc(workspaceMembers.userId))
    .for("update");
  const caller = rows.find((row) => row.userId === callerId);
  if (!caller) throw notFound("workspace");
  const target = rows.find((row) => row.userId === targetId);
  if (!target) throw notFound("member");
  return { caller: caller.role, target: target.role };
}

async function memberOf(tx: Executor, workspaceId: string, userId: string): Promise<WorkspaceMember> {
  const members = await listMembers(tx, userId, workspaceId);
  return members.find((member) => member.user_id === userId)!;
}

/**
 * Changes a member's role. An admin or the owner sets `admin` or `member` on anyone but the
 * owner; the owner hands the workspace over by giving another member `owner`, and becomes an
 * admin, in one transaction (a workspace always has exactly one owner).
 */
export async function changeMemberRole(
  db: Database,
  callerId: string,
  workspaceId: string,
  targetId: string,
  role: WorkspaceRole,
): Promise<WorkspaceMember> {
  return db.transaction(async (tx) => {
    const { caller, target } = await lockMemberships(tx, workspaceId, callerId, targetId);
    if (!MANAGES_MEMBERS.includes(caller)) throw forbidden("Only an admin or the owner can change roles");
    const member = (userId: string) => and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));
    if (role === "owner") {
      if (caller !== "owner") throw forbidden("Only the owner can hand the workspace over");
      if (targetId !== callerId) {
        await tx.update(workspaceMembers).set({ role: "admin" }).where(member(callerId));
        await tx.update(workspaceMembers).set({ role: "owner" }).where(member(targetId));
      }
      return memberOf(tx, workspaceId, targetId);
    }
    if (target === "owner") {
      if (targetId === callerId) throw ownerMustHandOver();
      throw forbidden("Only the owner can change the owner's role");
    }
    await tx.update(workspaceMembers).set({ role }).where(member(targetId));
    // A member may not invite: the invitations they sent as an admin die.
    if (role === "member") await revokeInvitationsBy(tx, targetId, workspaceId);
    return memberOf(tx, workspaceId, targetId);
  });
}

/**
 * Takes a member out of the workspace: an admin or the owner removing anyone but the owner, or a
 * member leaving (their own id; the owner hands over first, 409). What they did stays; the
 * clients they looked after and their open tasks go to the owner; their API keys and calendar
 * feed for the workspace are revoked. Their
 * next request is refused the workspace on every instance (the session lookup reads the
 * membership), and their open event streams of it close (migration 0018).
 */
export async function removeMember(db: Database, callerId: string, workspaceId: string, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { caller, target } = await lockMemberships(tx, workspaceId, callerId, targetId);
    if (target === "owner") {
      if (targetId === callerId) throw ownerMustHandOver();
      throw forbidden("The owner cannot be removed");
    }
    if (targetId !== callerId && !MANAGES_MEMBERS.includes(caller)) throw forbidden("Only an admin or the owner can remove members");
    await takeOut(tx, workspaceId, targetId);
  });
}

/**
 * Ends a membership (not the owner's): the clients and the open tasks go to the owner, the API
 * keys for the workspace are deleted, and the calendar feed of the workspace goes with the
 * membership's row (ON DELETE CASCADE).
 */
async function takeOut(tx: Executor, workspaceId: string, userId: string): Promise<void> {
  const owner = await workspaceOwner(tx, workspaceId);
  await revokeInvitationsBy(tx, userId, workspaceId);
  await tx
    .update(clients)
    .set({ ownerId: owner, updatedAt: sql`now()` })
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.ownerId, userId)));
  await tx
    .update(tasks)
    .set({ assigneeId: owner, updatedAt: sql`now()` })
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.assigneeId, userId), isNull(tasks.doneAt)));
  await tx.delete(apiKeys).where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.userId, userId)));
  await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/**
 * Takes the user out of every workspace they share with others, for the deletion of their
 * account (docs/decisions.md 86): their clients go to each workspace's owner. The owner of a
 * shared workspace is refused (409, `details.reason` `owner_of_shared_workspace`) and changes
 * nothing: they hand it over first.
 */
export async function leaveSharedWorkspaces(tx: Executor, userId: string): Promise<void> {
  const shared = await tx
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        sql`exists (select 1 from ${workspaceMembers} as others
          where others.workspace_id = ${workspaceMembers.workspaceId} and others.user_id <> ${userId})`,
      ),
    )
    .for("update");
  if (shared.some((membership) => membership.role === "owner")) {
    throw conflict("The owner of a workspace shared with others must hand it over before deleting the account", {
      reason: "owner_of_shared_workspace",
    });
  }
  for (const { workspaceId } of shared) await takeOut(tx, workspaceId, userId);
}

/** The workspace as the caller sees it, for an admin or the owner; 403 for a member, 404 outside. */
export async function managedWorkspace(db: Executor, userId: string, workspaceId: string): Promise<Workspace> {
  const workspace = await getWorkspace(db, userId, workspaceId);
  if (!MANAGES_MEMBERS.includes(workspace.role)) throw forbidden("Only an admin or the owner can manage members and invitations");
  return workspace;
}
