import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { API_KEY_LIMITS } from "@shared/auth/api-key-limits";
import type { ApiKey, CreatedApiKey, createApiKeySchema } from "@shared/auth/api-key.schema";
import type { Database } from "../db/database";
import { apiKeyRateLimits, apiKeys, user, workspaceMembers } from "../db/schema";
import type { ActiveWorkspace, SignedInUser } from "../http/app-env";
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

/** Who holds keys, and where they work: a user's keys in a workspace. */
export interface KeyHolder {
  userId: string;
  workspaceId: string;
}

const heldBy = ({ userId, workspaceId }: KeyHolder) => and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.userId, userId));

/** The user's keys in the workspace, newest first (at most API_KEY_LIMITS.keysPerUser of them in all). */
export async function listApiKeys(db: Database, holder: KeyHolder): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(heldBy(holder)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * Creates a key working in the holder's workspace and returns it in full: the only time it is
 * ever shown. The user's row is locked while their keys (in every workspace) are counted, so
 * concurrent creations never pass the limit.
 */
export async function createApiKey(db: Database, { userId, workspaceId }: KeyHolder, input: CreateApiKey): Promise<CreatedApiKey> {
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
        workspaceId,
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

/** Revokes a key of the user's in the workspace: it stops working with the next request. */
export async function revokeApiKey(db: Database, holder: KeyHolder, apiKeyId: string): Promise<void> {
  const [row] = await db
    .delete(apiKeys)
    .where(and(heldBy(holder), eq(apiKeys.id, apiKeyId)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound("API key");
}

export interface ApiKeyOwner {
  apiKeyId: string;
  user: SignedInUser;
  workspace: ActiveWorkspace;
}

/**
 * The owner of a valid, unexpired key and the workspace it works in, or null for any other
 * value, and for the key of a user who is no longer a member of its workspace.
 */
export async function findApiKeyOwner(db: Database, key: string): Promise<ApiKeyOwner | null> {
  if (!isWellFormedApiKey(key)) return null;
  const [row] = await db
    .select({
      apiKeyId: apiKeys.id,
      id: user.id,
      email: user.email,
      name: user.name,
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, apiKeys.workspaceId), eq(workspaceMembers.userId, apiKeys.userId)))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`))))
    .limit(1);
  if (!row) return null;
  return {
    apiKeyId: row.apiKeyId,
    user: { id: row.id, email: row.email, name: row.name },
    workspace: { id: row.workspaceId, role: row.role },
  };
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
