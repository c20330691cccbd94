import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { API_KEY_LIMITS } from "@shared/auth/api-key-limits";
import type { ApiKey, CreatedApiKey, createApiKeySchema } from "@shared/auth/api-key.schema";
import type { Database } from "../db/database";
import { apiKeyRateLimits, apiKeys, user } from "../db/schema";
import type { SignedInUser } from "../http/app-env";
import { conflict, notFound, rateLimited } from "../http/errors";
import { generateApiKey, hashApiKey, isWellFormedApiKey, shownPrefix } from "./api-key-secret";
import { isoTimestamp } from "../lib/iso-timestamp";

type ApiKeyRow = typeof apiKeys.$inferSelect;
type CreateApiKey = z.output<typeof createApiKeySchema>;

/** A key as the API lists it: never the key, only its first characters. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: isoTimestamp(row.createdAt),
    last_used_at: row.lastUsedAt ? isoTimestamp(row.lastUsedAt) : null,
    expires_at: row.expiresAt ? isoTimestamp(row.expiresAt) : null,
  };
}

/** The user's keys, newest first (at most API_KEY_LIMITS.keysPerUser of them). */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * Creates a key and returns it in full: the only time it is ever shown. The user's row is
 * locked while the keys are counted, so concurrent creations never pass the limit.
 */
export async function createApiKey(db: Database, userId: string, input: CreateApiKey): Promise<CreatedApiKey> {
  const key = generateApiKey();
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [existing] = await tx.select({ count: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if (existing!.count >= API_KEY_LIMITS.keysPerUser) {
      throw conflict(`At most ${API_KEY_LIMITS.keysPerUser} API keys: revoke one first`, {
        reason: "api_key_limit",
        limit: API_KEY_LIMITS.keysPerUser,
      });
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix: shownPrefix(key),
        keyHash: hashApiKey(key),
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      })
      .returning();
    return { ...toApiKey(row!), key };
  });
}

/** Revokes a key of the user's: it stops working with the next request. */
export async function revokeApiKey(db: Database, userId: string, apiKeyId: string): Promise<void> {
  const [row] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, apiKeyId)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound("API key");
}

export interface ApiKeyOwner {
  apiKeyId: string;
  user: SignedInUser;
}

/** The owner of a valid, unexpired key, or null for any other value. */
export async function findApiKeyOwner(db: Database, key: string): Promise<ApiKeyOwner | null> {
  if (!isWellFormedApiKey(key)) return null;
  const [row] = await db
    .select({ apiKeyId: apiKeys.id, id: user.id, email: user.email, name: user.name })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`))))
    .limit(1);
  if (!row) return null;
  return { apiKeyId: row.apiKeyId, user: { id: row.id, email: row.email, name: row.name } };
}

/** The database's clock, so that every instance counts a request in the same window. */
const currentWindowStart = sql`date_trunc('minute', now())`;

/**
 * Counts one request made with the key in the current minute, refusing it with 429
 * RATE_LIMIT (and Retry-After) past API_KEY_LIMITS.requestsPerMinute. One atomic upsert,
 * shared by every instance. Also notes when the key was last used (at most once a minute,
 * so a busy key does not write its row on every request).
 */
export async function consumeApiKeyRequest(db: Database, apiKeyId: string): Promise<void> {
  const [counted] = await db
    .insert(apiKeyRateLimits)
    .values({ apiKeyId, windowStart: currentWindowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiKeyRateLimits.apiKeyId, apiKeyRateLimits.windowStart],
      set: { count: sql`${apiKeyRateLimits.count} + 1` },
    })
    .returning({
      count: apiKeyRateLimits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${apiKeyRateLimits.windowStart} + interval '1 minute' - now())))::int`,
    });

  if (counted!.count === 1) {
    // The key's first request of a window: its earlier windows are spent.
    await db
      .delete(apiKeyRateLimits)
      .where(and(eq(apiKeyRateLimits.apiKeyId, apiKeyId), lt(apiKeyRateLimits.windowStart, currentWindowStart)));
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, apiKeyId));
  }

  const limit = API_KEY_LIMITS.requestsPerMinute;
  if (counted!.count > limit) {
    throw rateLimited(
      `Too many requests with this API key: at most ${limit} a minute`,
      { reason: "too_many_requests" },
      counted!.secondsLeft,
    );
  }
}
