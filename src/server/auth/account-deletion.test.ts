/*
 * "Delete my account": the password (or a fresh sign-in without one) confirms, then the user
 * and everything they own are gone, in every table there is or will be.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { account, session, workspaceMembers } from "../db/schema";
import { ordersApi } from "../test/orders-api";
import type { SmtpInbox } from "../test/smtp-inbox";
import { createMailingTestApp, STRONG_PASSWORD, type TestApp, type TestUser } from "../test/test-app";
import { rowsOf } from "../test/test-database";

let inbox: SmtpInbox;
let t: TestApp;
let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
beforeAll(async () => {
  ({ t, inbox } = mailing = await createMailingTestApp());
});
afterAll(() => mailing.close());

const deleteAccount = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.postJson("/api/auth/delete-user", body, { headers: { cookie: user.cookie, ...headers } });

/** A user with some of everything: clients, items, an order holding stock, an API key, a second session, a pending reset link. */
async function userWithBooks(): Promise<TestUser> {
  const user = await t.signUp();
  const api = ordersApi(t, user);
  const client = await api.createClient("Ada Lovelace");
  const item = await api.createItem("Widget", 5);
  const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] });
  await api.updateOrder(order.id, { status: "confirmed" });
  expect((await t.api(user, "POST", "/api-keys", { name: "Zapier" })).status).toBe(201);
  expect((await t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
  expect((await t.postJson("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" })).status).toBe(
    200,
  );
  await inbox.nextMailTo(user.email);
  return user;
}

/**
 * Every table of the database, with how many of its rows mention `needle` in any column: read
 * from the catalogue, so that a table added later is searched too.
 */
async function rowsMentioning(db: Database, needle: string): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const names = tables.map((row) => row.table_name);
  expect(names).toEqual(expect.arrayContaining(["user", "session", "account", "clients", "orders", "order_items", "api_keys", "activity"]));
  const counts: Record<string, number> = {};
  for (const name of names) {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ${sql.identifier(name)} as row where row::text like ${`%${needle}%`}`),
    );
    counts[name] = row!.count;
  }
  return counts;
}

const nothing = (counts: Record<string, number>) => Object.fromEntries(Object.keys(counts).map((name) => [name, 0]));

describe("deleting an account with a password", () => {
  it("takes the password, then leaves no row of the user in any table, and mails a last word", async () => {
    const [user, neighbour] = [await userWithBooks(), await userWithBooks()];
    const before = await rowsMentioning(t.db, user.id);
    expect(before.clients).toBeGreaterThan(0);
    expect(before.verification).toBe(1);

    const withoutPassword = await deleteAccount(user, {});
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toMatchObject({ code: "VALIDATION", fields: { password: "validation.passwordRequired" } });
    const wrong = await deleteAccount(user, { password: "Wrong-Passw0rd" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    expect(await rowsMentioning(t.db, user.id), "refusals change nothing").toEqual(before);

    const deleted = await deleteAccount(user, { password: STRONG_PASSWORD }, { cookie: `${user.cookie}; i18next=de` });
    expect(deleted.status).toBe(200);
    expect(await rowsMentioning(t.db, user.id)).toEqual(nothing(before));
    const byEmail = await rowsMentioning(t.db, user.email);
    expect(byEmail).toEqual(nothing(byEmail));
    expect((await t.api(user, "GET", "/clients")).status).toBe(401);

    const farewell = await inbox.nextMailTo(user.email);
    expect(farewell.subject).toBe("Ihr Clientele-Konto wurde gelöscht");

    // The neighbour keeps everything.
    const neighbours = await rowsMentioning(t.db, neighbour.id);
    expect(neighbours.clients).toBeGreaterThan(0);
    expect((await t.api(neighbour, "GET", "/clients")).status).toBe(200);
  });
});

describe("deleting the account of a member of a shared workspace", () => {
  it("hands their clients to the workspace's owner, and keeps the workspace and its books", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    expect((await t.api(bob, "POST", `/workspaces/${ana.workspaceId}/activate`)).status).toBe(200);
    const client = (await (await t.api(bob, "POST", "/clients", { name: "Bob's lead" })).json()) as { id: string };

    expect((await deleteAccount(bob, { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await (await t.api(ana, "GET", `/clients/${client.id}`)).json()).toMatchObject({ name: "Bob's lead", owner_id: ana.id });
    const members = await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, ana.workspaceId));
    expect(members.map((member) => member.userId)).toEqual([ana.id]);
  });

  it("refuses the owner's with 409 OWNER_OF_SHARED_WORKSPACE until they hand it over, changing nothing", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const before = await rowsMentioning(t.db, ana.id);

    const refused = await deleteAccount(ana, { password: STRONG_PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "OWNER_OF_SHARED_WORKSPACE" });
    expect(await rowsMentioning(t.db, ana.id)).toEqual(before);
    expect((await t.api(ana, "GET", "/clients")).status).toBe(200);

    expect((await t.api(ana, "PATCH", `/workspaces/${ana.workspaceId}/members/${bob.id}`, { role: "owner" })).status).toBe(200);
    expect((await deleteAccount(ana, { password: STRONG_PASSWORD })).status).toBe(200);
    expect((await t.api(bob, "GET", `/workspaces/${ana.workspaceId}`)).status).toBe(200);
  });
});

describe("deleting an account without a password (Google, Microsoft)", () => {
  /** A user who signed in with a provider has no credential account. */
  async function providerUser(): Promise<TestUser> {
    const user = await t.signUp();
    await t.db.delete(account).where(eq(account.userId, user.id));
    return user;
  }

  it("needs a sign-in of less than 10 minutes", async () => {
    const user = await providerUser();
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, user.id));
    const stale = await deleteAccount(user, {});
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "SESSION_EXPIRED" });

    await t.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, user.id));
    expect((await deleteAccount(user, {})).status).toBe(200);
    const left = await rowsMentioning(t.db, user.id);
    expect(left).toEqual(nothing(left));
  });
});
