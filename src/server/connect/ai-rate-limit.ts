import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiRateLimits } from "../db/schema";
import { rateLimited } from "../http/errors";

/**
 * Calls a user may make to the AI per minute (docs/decisions.md 32 sets the generations;
 * a health check is a tiny completion, so a few a minute are plenty).
 */
export const AI_CALLS_PER_MINUTE = {
  "generate-outreach-email": 20,
  "ai-healthcheck": 10,
} as const;

export type AiAction = keyof typeof AI_CALLS_PER_MINUTE;

/** The database's clock, so that every instance puts a call in the same window. */
const currentWindowStart = sql`date_trunc('minute', now())`;

/**
 * Counts one call of `action` for the user in the current one-minute window, and refuses it
 * with 429 RATE_LIMIT (and Retry-After) past the limit. One atomic upsert: concurrent calls on
 * any number of instances each get their own count.
 */
export async function consumeAiCall(db: Database, userId: string, action: AiAction): Promise<void> {
  const [counted] = await db
    .insert(aiRateLimits)
    .values({ userId, action, windowStart: currentWindowStart, count: 1 })
    .onConflictDoUpdate({
      target: [aiRateLimits.userId, aiRateLimits.action, aiRateLimits.windowStart],
      set: { count: sql`${aiRateLimits.count} + 1` },
    })
    .returning({
      count: aiRateLimits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${aiRateLimits.windowStart} + interval '1 minute' - now())))::int`,
    });

  if (counted!.count === 1) {
    // The first call of a window: the user's earlier windows of this action are spent.
    await db
      .delete(aiRateLimits)
      .where(and(eq(aiRateLimits.userId, userId), eq(aiRateLimits.action, action), lt(aiRateLimits.windowStart, currentWindowStart)));
  }

  const limit = AI_CALLS_PER_MINUTE[action];
  if (counted!.count > limit) {
    throw rateLimited(`Too many AI requests: at most ${limit} a minute`, { reason: "too_many_requests" }, counted!.secondsLeft);
  }
}
