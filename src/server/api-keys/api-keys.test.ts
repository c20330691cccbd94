import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_LIMITS } from "@shared/auth/api-key-limits";
import type { ApiKey, CreatedApiKey } from "@shared/auth/api-key.schema";
import type { Client } from "@shared/clients/client.schema";
import { apiKeyRateLimits, apiKeys, workspaceMembers, workspaces } from "../db/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { hashApiKey } from "./api-key-secret";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createKey(user: TestUser, name = "Zapier"): Promise<CreatedApiKey> {
  const response = await t.api(user, "POST", "/api-keys", { name });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiKey;
}

const withKey = (key: string) => ({ "x-api-key": key });

async function clientNames(credentials: Record<string, string>): Promise<string[]> {
  const response = await t.apiWith(credentials, "GET", "/clients");
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Client[] }).items.map((client) => client.name);
}

describe("creating and listing keys", () => {
  it("shows the key once; the list shows only its prefix; the database only its hash", async () => {
    const user = await t.signUp();
    const created = await createKey(user, "  Zapier  ");
    expect(created.key).toMatch(/^clt_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Zapier", prefix: created.key.slice(0, 12), last_used_at: null, expires_at: null });

    const list = await t.api(user, "GET", "/api-keys");
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toContain(created.key);
    const { items } = JSON.parse(text) as { items: ApiKey[] };
    expect(items).toEqual([
      { id: created.id, name: "Zapier", prefix: created.prefix, created_at: created.created_at, last_used_at: null, expires_at: null },
    ]);
    expect(items[0]).not.toHaveProperty("key");

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it.each([
    ["an empty name", "", "validation.nameRequired"],
    ["a name of zero-width spaces", "\u200b\u200b", "validation.nameRequired"],
    ["a name over 100 characters", "k".repeat(101), "validation.nameTooLong"],
  ])("refuses %s", async (_case, name, message) => {
    const user = await t.signUp();
    const response = await t.api(user, "POST", "/api-keys", { name });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION", fields: { name: message } } });
  });

  it(`allows at most ${API_KEY_LIMITS.keysPerUser} keys a user`, async () => {
    const user = await t.signUp();
    const created = await Promise.all(
      Array.from({ length: API_KEY_LIMITS.keysPerUser + 3 }, (_, index) => t.api(user, "POST", "/api-keys", { name: `key ${index}` })),
    );
    const statuses = created.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(API_KEY_LIMITS.keysPerUser);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const refused = created.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { code: "CONFLICT", details: { reason: "api_key_limit", limit: 20 } } });
  });

  it("refuses an expiry in the past, and stops a key when it expires", async () => {
    const user = await t.signUp();
    const past = await t.api(user, "POST", "/api-keys", { name: "old", expires_at: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { fields: { expires_at: "validation.invalid" } } });

    const soon = new Date(Date.now() + 60_000).toISOString();
    const created = await createKey(user);
    const expiring = (await (await t.api(user, "POST", "/api-keys", { name: "soon", expires_at: soon })).json()) as CreatedApiKey;
    expect(expiring.expires_at).toBe(soon);
    expect((await t.apiWith(withKey(expiring.key), "GET", "/clients")).status).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    expect((await t.apiWith(withKey(expiring.key), "GET", "/clients")).status).toBe(401);
    expect((await t.apiWith(withKey(created.key), "GET", "/clients")).status).toBe(200);
  });
});

describe("using a key", () => {
  it("reads and writes /api/v1 as its owner, with X-API-Key or Authorization: Bearer", async () => {
    const user = await t.signUp();
    await t.api(user, "POST", "/clients", { name: "Ada" });
    const { key } = await createKey(user);

    expect(await clientNames(withKey(key))).toEqual(["Ada"]);
    expect(await clientNames({ authorization: `Bearer ${key}` })).toEqual(["Ada"]);
    const created = await t.apiWith(withKey(key), "POST", "/clients", { name: "Grace" });
    expect(created.status).toBe(201);
    expect(await clientNames({ cookie: user.cookie })).toEqual(["Grace", "Ada"]);
  });

  it("sees only its owner's data", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await t.api(owner, "POST", "/clients", { name: "Owner's client" });
    const otherClient = (await (await t.api(other, "POST", "/clients", { name: "Other's client" })).json()) as Client;
    const { key } = await createKey(owner);

    expect(await clientNames(withKey(key))).toEqual(["Owner's client"]);
    expect((await t.apiWith(withKey(key), "GET", `/clients/${otherClient.id}`)).status).toBe(404);
    expect((await t.apiWith(withKey(key), "DELETE", `/clients/${otherClient.id}`)).status).toBe(404);
    expect(await clientNames({ cookie: other.cookie })).toEqual(["Other's client"]);
  });

  it("notes when it was last used", async () => {
    const user = await t.signUp();
    const created = await createKey(user);
    await t.apiWith(withKey(created.key), "GET", "/clients");
    const { items } = (await (await t.api(user, "GET", "/api-keys")).json()) as { items: ApiKey[] };
    expect(items[0]!.last_used_at).not.toBeNull();
  });

  it.each([
    ["a wrong key", { "x-api-key": `clt_${"A".repeat(43)}` }],
    ["a malformed key", { "x-api-key": "not-a-key" }],
    ["an empty X-API-Key", { "x-api-key": "" }],
    ["a wrong key as a bearer token", { authorization: `Bearer clt_${"B".repeat(43)}` }],
  ])("answers 401 for %s", async (_case, credentials) => {
    const response = await t.apiWith(credentials, "GET", "/clients");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Invalid API key" } });
  });

  it("does not let a wrong key fall back to the session cookie sent with it", async () => {
    const user = await t.signUp();
    const response = await t.apiWith({ cookie: user.cookie, "x-api-key": "clt_wrong" }, "GET", "/clients");
    expect(response.status).toBe(401);
  });

  it("is not a credential for better-auth's routes", async () => {
    const user = await t.signUp();
    const { key } = await createKey(user);
    const session = await t.request("/api/auth/get-session", { headers: withKey(key) });
    expect(await session.json()).toBeNull();
  });
});

describe("a key's workspace", () => {
  it("is the one the key was created in: listed and revoked there only, and it stops working once its user leaves it", async () => {
    const user = await t.signUp();
    const personalKey = await createKey(user, "personal");
    // The user joins a shop's workspace and works in it from this session.
    const [shop] = await t.db.insert(workspaces).values({ name: "Shop" }).returning();
    await t.db.insert(workspaceMembers).values({ workspaceId: shop!.id, userId: user.id, role: "member" });
    await t.db.execute(sql`update session set active_workspace_id = ${shop!.id} where user_id = ${user.id}`);
    const shopKey = await createKey(user, "shop");

    const listed = async () => ((await (await t.api(user, "GET", "/api-keys")).json()) as { items: ApiKey[] }).items.map((key) => key.name);
    expect(await listed()).toEqual(["shop"]);
    expect((await t.api(user, "DELETE", `/api-keys/${personalKey.id}`)).status, "another workspace's key is not found here").toBe(404);
    const workspaceOf = async (key: string) =>
      ((await (await t.apiWith(withKey(key), "GET", "/workspaces")).json()) as { items: { id: string; active: boolean }[] }).items.find(
        (workspace) => workspace.active,
      )?.id;
    expect(await workspaceOf(shopKey.key)).toBe(shop!.id);
    expect(await workspaceOf(personalKey.key)).not.toBe(shop!.id);

    await t.db.delete(workspaceMembers).where(eq(workspaceMembers.workspaceId, shop!.id));
    expect((await t.apiWith(withKey(shopKey.key), "GET", "/clients")).status).toBe(401);
    expect((await t.apiWith(withKey(personalKey.key), "GET", "/clients")).status).toBe(200);
  });
});

describe("revoking a key", () => {
  it("stops it at once, and only that key", async () => {
    const user = await t.signUp();
    const revoked = await createKey(user, "old");
    const kept = await createKey(user, "new");
    expect((await t.apiWith(withKey(revoked.key), "GET", "/clients")).status).toBe(200);

    const response = await t.api(user, "DELETE", `/api-keys/${revoked.id}`);
    expect(response.status).toBe(204);
    expect((await t.apiWith(withKey(revoked.key), "GET", "/clients")).status).toBe(401);
    expect((await t.apiWith(withKey(kept.key), "GET", "/clients")).status).toBe(200);
    const { items } = (await (await t.api(user, "GET", "/api-keys")).json()) as { items: ApiKey[] };
    expect(items.map((item) => item.name)).toEqual(["new"]);
  });

  it("answers 404 for another user's key, which keeps working", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const created = await createKey(owner);
    expect((await t.api(other, "DELETE", `/api-keys/${created.id}`)).status).toBe(404);
    expect((await t.apiWith(withKey(created.key), "GET", "/clients")).status).toBe(200);
  });
});

describe("an API key cannot manage keys or sessions", () => {
  it.each([
    ["GET", "/api-keys", undefined],
    ["POST", "/api-keys", { name: "from a key" }],
    ["DELETE", "/api-keys/00000000-0000-4000-8000-000000000000", undefined],
    ["GET", "/sessions", undefined],
    ["POST", "/sessions/revoke-others", undefined],
    ["DELETE", "/sessions/00000000-0000-4000-8000-000000000000", undefined],
  ])("%s %s answers 403", async (method, path, body) => {
    const user = await t.signUp();
    const created = await createKey(user);
    const response = await t.apiWith(withKey(created.key), method, path, body);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    const { items } = (await (await t.api(user, "GET", "/api-keys")).json()) as { items: ApiKey[] };
    expect(items.map((item) => item.id)).toEqual([created.id]);
  });
});

describe("rate limit", () => {
  /** The database's current minute, the window the key's requests count in. */
  async function currentMinute(): Promise<string> {
    type Row = { minute: string };
    // postgres.js answers the rows, PGlite an object holding them.
    const result = (await t.db.execute(sql`select date_trunc('minute', now())::text as minute`)) as unknown as Row[] | { rows: Row[] };
    return (Array.isArray(result) ? result : result.rows)[0]!.minute;
  }

  it(`allows ${API_KEY_LIMITS.requestsPerMinute} requests a minute per key, then answers 429 with Retry-After`, async () => {
    const user = await t.signUp();
    const other = await createKey(user, "quiet");
    // Tried again if a new minute (a new window) starts during an attempt, which can happen once at most.
    for (let attempt = 1; ; attempt++) {
      const limited = await createKey(user, `busy ${attempt}`);
      const minute = await currentMinute();
      // The key's counter for this minute, as if it had already made all but one of its requests.
      await t.db.insert(apiKeyRateLimits).values({
        apiKeyId: limited.id,
        windowStart: sql`date_trunc('minute', now())`,
        count: API_KEY_LIMITS.requestsPerMinute - 1,
      });
      const last = await t.apiWith(withKey(limited.key), "GET", "/clients");
      const refused = await t.apiWith(withKey(limited.key), "GET", "/clients");
      if ((await currentMinute()) !== minute && attempt === 1) continue;

      expect([last.status, refused.status]).toEqual([200, 429]);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMIT", details: { retry_after_seconds: retryAfter } } });
      break;
    }
    // Other keys, and the user's session, are not affected.
    expect((await t.apiWith(withKey(other.key), "GET", "/clients")).status).toBe(200);
    expect((await t.api(user, "GET", "/clients")).status).toBe(200);
  });
});
