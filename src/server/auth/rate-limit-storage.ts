import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimit } from "../db/schema";

/** The longest window of the auth rate limits (auth.ts): older counters are of no use. */
const PRUNE_AFTER_MS = 10 * 60 * 1000;

interface RateLimitCounter {
  key: string;
  count: number;
  lastRequest: number;
}

/**
 * better-auth's limiter counters in the `rate_limit` table, with a `consume` that is one
 * atomic upsert. better-auth's own database storage guards its increment with a subquery
 * (`where id in (select … where count < max)`), which PostgreSQL does not re-check once a
 * concurrent increment commits: a burst of parallel sign-ins got 7 to 9 password checks
 * through a limit of 5. Here the row lock of `on conflict do update` serialises them.
 *
 * Same rules as better-auth's: a window opens with the first request after the previous
 * one went quiet for a whole window, each allowed request moves `last_request`, a refused
 * one does not (it is still counted, past `max`).
 */
export function rateLimitStorage(db: Database) {
  return {
    async get(key: string): Promise<RateLimitCounter | null> {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
      return row ? { key: row.key, count: row.count, lastRequest: row.lastRequest } : null;
    },

    async set(key: string, value: RateLimitCounter): Promise<void> {
      await db
        .insert(rateLimit)
        .values({ id: crypto.randomUUID(), key, count: value.count, lastRequest: value.lastRequest })
        .onConflictDoUpdate({ target: rateLimit.key, set: { count: value.count, lastRequest: value.lastRequest } });
    },

    async consume(key: string, rule: { window: number; max: number }) {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
      const windowIsOver = sql`${rateLimit.lastRequest} <= ${windowStart}`;
      const [counted] = await db
        .insert(rateLimit)
        .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${windowIsOver} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${windowIsOver} or ${rateLimit.count} < ${rule.max} then ${now} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });

      if (counted!.count === 1) {
        // A new window: counters nobody used for longer than any window are spent.
        await db.delete(rateLimit).where(lt(rateLimit.lastRequest, now - PRUNE_AFTER_MS));
      }
      if (counted!.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((counted!.lastRequest + rule.window * 1000 - now) / 1000)) };
    },
  };
}
