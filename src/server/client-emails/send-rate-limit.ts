import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiRateLimits } from "../db/schema";
import { rateLimited } from "../http/errors";

/**
 * Emails a user may send to clients per minute, across their workspaces (docs/decisions.md 111):
 * more than anyone writes by hand, few enough that a stolen session or key cannot turn the
 * workspace's mail server into a spam relay. Drafts are not counted.
 */
export const CLIENT_EMAILS_PER_MINUTE = 10;

/** The counter's name among the per-user, per-minute counters of `ai_rate_limits`. */
const ACTION = "send-client-email";

/** The database's clock, so that every instance puts a sending in the same window. */
const currentWindowStart = sql`date_trunc('minute', now())`;

/**
 * Counts one sending for the user in the current one-minute window, and refuses it with 429
 * RATE_LIMIT (and Retry-After) past the limit. Every attempt counts, a failed one too: the limit
 * protects the mail server. One atomic upsert, as for the AI calls (connect/ai-rate-limit.ts).
 */
export async function consumeClientEmailSending(db: Database, userId: string): Promise<void> {
  const [counted] = await db
    .insert(aiRateLimits)
    .values({ userId, action: ACTION, windowStart: currentWindowStart, count: 1 })
    .onConflictDoUpdate({
      target: [aiRateLimits.userId, aiRateLimits.action, aiRateLimits.windowStart],
      set: { count: sql`${aiRateLimits.count} + 1` },
    })
    .returning({
      count: aiRateLimits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${aiRateLimits.windowStart} + interval '1 minute' - now())))::int`,
    });

  if (counted!.count === 1) {
    // The first sending of a window: the user's earlier windows are spent.
    await db
      .delete(aiRateLimits)
      .where(and(eq(aiRateLimits.userId, userId), eq(aiRateLimits.action, ACTION), lt(aiRateLimits.windowStart, currentWindowStart)));
  }

  if (counted!.count > CLIENT_EMAILS_PER_MINUTE) {
    throw rateLimited(
      `Too many emails sent: at most ${CLIENT_EMAILS_PER_MINUTE} a minute`,
      { reason: "too_many_requests" },
      counted!.secondsLeft,
    );
  }
}
