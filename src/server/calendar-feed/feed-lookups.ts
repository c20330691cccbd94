import { createMiddleware } from "hono/factory";
import { clientIp } from "../auth/client-ip";
import { rateLimitStorage } from "../auth/rate-limit-storage";
import type { AppEnv } from "../http/app-env";
import { rateLimited } from "../http/errors";

/** How many unknown feed tokens one client address may try a minute (docs/decisions.md 109). */
export const CALENDAR_FEED_MISSES_PER_MINUTE = 30;
const WINDOW_SECONDS = 60;

/**
 * Counts the feed reads that find no feed (404) by client address, and refuses every read from
 * an address past the limit with 429 for the rest of its minute, before the token is looked at:
 * a token's 256 random bits are out of reach of guessing anyway, and this keeps anyone from trying
 * at the database's pace. Reads that find their feed are not counted: calendar apps poll every
 * subscription from a few servers of theirs (Google's, Microsoft's), whose addresses many users share.
 */
export function limitCalendarFeedLookups(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `calendar-feed-misses:${clientIp(c, trustProxy) ?? "unknown"}`;
    const counters = rateLimitStorage(c.get("db"));
    const counter = await counters.get(key);
    const windowEnds = counter ? counter.lastRequest + WINDOW_SECONDS * 1000 : 0;
    if (counter && counter.count >= CALENDAR_FEED_MISSES_PER_MINUTE && windowEnds > Date.now()) {
      throw rateLimited(
        `Too many unknown calendar feeds tried: at most ${CALENDAR_FEED_MISSES_PER_MINUTE} a minute`,
        { reason: "too_many_requests" },
        Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000)),
      );
    }
    await next();
    if (c.res.status === 404) await counters.consume(key, { window: WINDOW_SECONDS, max: CALENDAR_FEED_MISSES_PER_MINUTE });
  });
}
