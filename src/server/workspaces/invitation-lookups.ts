import { createMiddleware } from "hono/factory";
import { clientIp } from "../auth/client-ip";
import { rateLimitStorage } from "../auth/rate-limit-storage";
import type { AppEnv } from "../http/app-env";
import { rateLimited } from "../http/errors";

/** How many invitation links one client address may look up or accept a minute (docs/decisions.md 88). */
export const INVITATION_LOOKUPS_PER_MINUTE = 30;

/**
 * Counts every request naming an invitation token (its preview, public, and its acceptance) by
 * client address, and refuses those past the limit with 429 before the token is looked at: a
 * link's 256 random bits are out of reach of guessing anyway, and this keeps anyone from trying
 * at the database's pace. Someone opening their link makes two or three of these.
 */
export function limitInvitationLookups(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const address = clientIp(c, trustProxy) ?? "unknown";
    const counted = await rateLimitStorage(c.get("db")).consume(`invitation-lookups:${address}`, {
      window: 60,
      max: INVITATION_LOOKUPS_PER_MINUTE,
    });
    if (!counted.allowed) {
      throw rateLimited(
        `Too many invitation links tried: at most ${INVITATION_LOOKUPS_PER_MINUTE} a minute`,
        { reason: "too_many_requests" },
        counted.retryAfter ?? undefined,
      );
    }
    await next();
  });
}
