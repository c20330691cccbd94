import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { UserSession } from "@shared/auth/session.schema";
import { revokeAccountLinks } from "../auth/account-links";
import { revokeCalendarFeeds } from "../auth/calendar-feed-tokens";
import type { Database } from "../db/database";
import { session } from "../db/schema";
import { notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";

type SessionRow = typeof session.$inferSelect;

/** A session as the settings page lists it: never its token. */
export function toUserSession(row: SessionRow, currentSessionId: string): UserSession {
  return {
    id: row.id,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
    expires_at: isoTimestamp(row.expiresAt),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    current: row.id === currentSessionId,
  };
}

/** The user's sessions that have not expired, most recently used first. */
export async function listSessions(db: Database, userId: string, currentSessionId: string): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows.map((row) => toUserSession(row, currentSessionId));
}

/**
 * Ends one of the user's sessions (sessions live only in the database, so it is signed
 * out with its next request). Another user's session answers 404, as a missing one.
 */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  if (!row) throw notFound("Session");
}

/**
 * "Sign out everywhere": ends every session of the user but the current one, the links
 * mailed to them (a reset or a change of address asked for from one of those devices) and
 * their calendar feeds (docs/decisions.md 109); returns how many sessions ended.
 */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(session)
      .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
      .returning({ id: session.id });
    await revokeAccountLinks(tx, userId);
    await revokeCalendarFeeds(tx, userId);
    return rows.length;
  });
}

/** Which of these sessions are still signed in (not ended, not expired). */
export async function liveSessionsAmong(db: Database, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  // A query takes at most 65,535 parameters.
  for (let start = 0; start < sessionIds.length; start += LIVE_SESSIONS_BATCH) {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, sessionIds.slice(start, start + LIVE_SESSIONS_BATCH)), gt(session.expiresAt, sql`now()`)));
    for (const row of rows) live.add(row.id);
  }
  return live;
}

const LIVE_SESSIONS_BATCH = 1_000;
