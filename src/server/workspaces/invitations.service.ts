import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { InvitationPreview, PendingInvitation } from "@shared/workspaces/workspace.schema";
import type { Database, Executor } from "../db/database";
import { user as users, workspaceInvitations, workspaceMembers, workspaces } from "../db/schema";
import { AppError, conflict, notFound, rateLimited } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";

/** How long an invitation link works (docs/decisions.md 88). */
export const INVITATION_DAYS = 7;
/** Pending invitations a workspace may have at once. */
export const MAX_PENDING_INVITATIONS = 50;
/** Invitations a workspace may send in an hour, so that it cannot be used to mail strangers in bulk. */
export const INVITATIONS_PER_HOUR = 20;

/**
 * An invitation link's token: the workspace's id, a dot, and 32 random bytes in base64url. The
 * database keeps the SHA-256 of the secret part only, found by (workspace_id, token_hash).
 */
export function newInvitationToken(workspaceId: string): { token: string; tokenHash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${workspaceId}.${secret}`, tokenHash: hashSecret(secret) };
}

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

const TOKEN_FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The workspace and secret hash a token names, or undefined for anything that is not a token. */
export function readInvitationToken(token: string): { workspaceId: string; tokenHash: string } | undefined {
  const match = TOKEN_FORMAT.exec(token);
  return match ? { workspaceId: match[1]!, tokenHash: hashSecret(match[2]!) } : undefined;
}

const pending = and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/**
 * Invites an address to the workspace with a role, for an admin or the owner (checked by the
 * caller). 409 when the address is a member's or has a pending invitation, or when 50 are
 * pending; an expired pending invitation for the address is revoked first.
 */
export async function createInvitation(
  tx: Executor,
  input: { workspaceId: string; invitedBy: string; email: string; role: PendingInvitation["role"] },
): Promise<PendingInvitation & { token: string }> {
  const email = input.email.toLowerCase();
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, input.workspaceId), eq(sql`lower(${users.email})`, email)));
  if (member) throw conflict("This address is already a member of the workspace", { reason: "already_member" });
  await tx
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, input.workspaceId),
        eq(workspaceInvitations.email, email),
        pending,
        lte(workspaceInvitations.expiresAt, sql`now()`),
      ),
    );
  const [{ pendingCount }] = (await tx
    .select({ pendingCount: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, input.workspaceId), pending, gt(workspaceInvitations.expiresAt, sql`now()`)))) as [
    { pendingCount: number },
  ];
  if (pendingCount >= MAX_PENDING_INVITATIONS) {
    throw conflict(`A workspace has at most ${MAX_PENDING_INVITATIONS} pending invitations`, { reason: "too_many_invitations" });
  }
  const [{ lastHour }] = (await tx
    .select({ lastHour: count() })
    .from(workspaceInvitations)
    .where(
      and(eq(workspaceInvitations.workspaceId, input.workspaceId), gt(workspaceInvitations.createdAt, sql`now() - interval '1 hour'`)),
    )) as [{ lastHour: number }];
  if (lastHour >= INVITATIONS_PER_HOUR) {
    throw rateLimited(
      `A workspace sends at most ${INVITATIONS_PER_HOUR} invitations an hour`,
      { reason: "too_many_invitations_sent" },
      3600,
    );
  }
  const { token, tokenHash } = newInvitationToken(input.workspaceId);
  const inserted = await tx
    .insert(workspaceInvitations)
    .values({
      workspaceId: input.workspaceId,
      email,
      role: input.role,
      tokenHash,
      invitedBy: input.invitedBy,
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) throw conflict("This address has a pending invitation", { reason: "already_invited" });
  return { ...toPendingInvitation(row), token };
}

function toPendingInvitation(row: typeof workspaceInvitations.$inferSelect): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as PendingInvitation["role"],
    invited_by: row.invitedBy,
    expires_at: isoTimestamp(row.expiresAt),
  };
}

/** The workspace's pending invitations, oldest first. */
export async function listInvitations(db: Executor, workspaceId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), pending, gt(workspaceInvitations.expiresAt, sql`now()`)))
    .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
  return rows.map(toPendingInvitation);
}

/** Revokes a pending invitation of the workspace; 404 for any other. */
export async function revokeInvitation(db: Executor, workspaceId: string, invitationId: string): Promise<void> {
  const revoked = await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, invitationId), pending))
    .returning({ id: workspaceInvitations.id });
  if (revoked.length === 0) throw notFound("invitation");
}

/**
 * The pending, unexpired invitation a token names, or a 404 saying why none: the same answer
 * for a forged, revoked, expired or used token (`details.reason` tells the page which words to use).
 */
async function invitationOf(tx: Executor, token: string, lock: boolean) {
  const read = readInvitationToken(token);
  if (!read) throw invitationRefused("invalid");
  const query = tx
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name, inviterName: users.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, read.workspaceId), eq(workspaceInvitations.tokenHash, read.tokenHash)));
  const [row] = lock ? await query.for("update", { of: workspaceInvitations }) : await query;
  if (!row) throw invitationRefused("invalid");
  if (row.invitation.acceptedAt) throw invitationRefused("used");
  if (row.invitation.revokedAt) throw invitationRefused("revoked");
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw invitationRefused("expired");
  return row;
}

const invitationRefused = (reason: "invalid" | "used" | "revoked" | "expired") =>
  new AppError("NOT_FOUND", "This invitation is not valid any more", undefined, { reason: `invitation_${reason}` });

export async function previewInvitation(db: Executor, token: string): Promise<InvitationPreview> {
  const { invitation, workspaceName, inviterName } = await invitationOf(db, token, false);
  return {
    workspace_name: workspaceName,
    inviter_name: inviterName,
    email: invitation.email,
    role: invitation.role as PendingInvitation["role"],
    expires_at: isoTimestamp(invitation.expiresAt),
  };
}

/**
 * Accepts an invitation as the signed-in user, whose address must be the invited one (403
 * otherwise, changing nothing): they become a member with its role, and the invitation is used.
 * Returns the workspace joined, for the session to move to it.
 */
export async function acceptInvitation(db: Database, token: string, accepter: { id: string; email: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const { invitation } = await invitationOf(tx, token, true);
    if (invitation.email !== accepter.email.toLowerCase()) {
      throw new AppError("FORBIDDEN", "This invitation is for another address", undefined, { reason: "invitation_for_another_address" });
    }
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: invitation.workspaceId, userId: accepter.id, role: invitation.role })
      .onConflictDoNothing();
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: accepter.id })
      .where(and(eq(workspaceInvitations.workspaceId, invitation.workspaceId), eq(workspaceInvitations.id, invitation.id)));
    return invitation.workspaceId;
  });
}

/**
 * Revokes the pending invitations a user made: when they sign out everywhere, change their
 * password, lose the right to invite, or leave (docs/decisions.md 88).
 */
export async function revokeInvitationsBy(db: Executor, invitedBy: string, workspaceId?: string): Promise<void> {
  await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.invitedBy, invitedBy),
        workspaceId ? eq(workspaceInvitations.workspaceId, workspaceId) : undefined,
        pending,
      ),
    );
}
