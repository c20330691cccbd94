import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { calendarFeeds } from "../db/schema";

/**
 * The tokens of calendar feeds (docs/decisions.md 109): the key in the URL a calendar app reads a
 * user's tasks from, with no session. Kept here, beside the account's other credentials, so that
 * what ends those (a password change or reset, "sign out everywhere") ends the feeds as well.
 */

/** How long a feed keeps working unread: each read pushes its end this far again. */
export const CALENDAR_FEED_IDLE_DAYS = 90;

/**
 * A feed's token: the workspace's id, a dot, and 32 random bytes in base64url, as an invitation
 * link's. The database keeps the SHA-256 of the secret part only, found by (workspace_id, token_hash).
 */
export function newCalendarFeedToken(workspaceId: string): { token: string; tokenHash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${workspaceId}.${secret}`, tokenHash: hashSecret(secret) };
}

/** 32 random bytes: one round of SHA-256 is enough, no guess can be tested offline faster than online. */
const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

const TOKEN_FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The workspace and secret hash a token names, or undefined for anything that is not a token. */
export function readCalendarFeedToken(token: string): { workspaceId: string; tokenHash: string } | undefined {
  const match = TOKEN_FORMAT.exec(token);
  return match ? { workspaceId: match[1]!, tokenHash: hashSecret(match[2]!) } : undefined;
}

/**
 * Ends the user's calendar feeds in every workspace: on a password change or reset and on "sign
 * out everywhere", when whoever copied a feed's URL must lose it as a thief loses a session.
 */
export async function revokeCalendarFeeds(db: Pick<Executor, "delete">, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
