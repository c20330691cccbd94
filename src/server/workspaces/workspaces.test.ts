import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import type { WorkspaceMember, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { clientStatusCounts, workspaceMembers, workspaces } from "../db/schema";
import { EventStreamReader } from "../test/event-stream-reader";
import { createTestApp, sessionCookie, STRONG_PASSWORD, uniqueEmail, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listWorkspaces(user: TestUser): Promise<WorkspaceSummary[]> {
  const response = await t.api(user, "GET", "/workspaces");
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WorkspaceSummary[] }).items;
}

/** A new workspace's business details (docs/product.md "Quotes and invoices"): none yet, payment in 30 days. */
const NO_BUSINESS_DETAILS = {
  business_name: "",
  business_address: "",
  business_tax_id: "",
  business_email: "",
  business_phone: "",
  payment_instructions: "",
  payment_terms_days: 30,
  business_footer: "",
  logo_url: null,
};

const membershipsOf = (userId: string) => t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));

describe("a personal workspace", () => {
  it("is where a new account works: named after it, owned by it, active", async () => {
    const user = await t.signUp();
    const [workspace, ...others] = await listWorkspaces(user);
    expect(others).toEqual([]);
    expect(workspace).toEqual({
      id: expect.any(String),
      name: user.email.split("@")[0],
      currency: "USD",
      prices_include_tax: false,
      role: "owner",
      active: true,
    });
    // The same one at every request, and the only one.
    expect((await listWorkspaces(user))[0]!.id).toBe(workspace!.id);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it("is made once when the first requests arrive together", async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => listWorkspaces(user)));
    expect(new Set(answers.map(([workspace]) => workspace!.id)).size).toBe(1);
    expect(await membershipsOf(user.id)).toHaveLength(1);
  });

  it("is the one an API key works in", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    const created = await t.api(user, "POST", "/api-keys", { name: "script" });
    const { key } = (await created.json()) as { key: string };
    const response = await t.apiWith({ "x-api-key": key }, "GET", "/workspaces");
    expect(((await response.json()) as { items: WorkspaceSummary[] }).items).toEqual([{ ...personal, active: true }]);
  });
});

/** Signs an account up from a browser whose preferred languages are `acceptLanguage`, and lists its workspaces at its first request. */
async function signUpFrom(acceptLanguage: string | undefined): Promise<WorkspaceSummary[]> {
  const email = uniqueEmail();
  const headers: Record<string, string> = acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };
  const signedUp = await t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Ada" }, { headers });
  expect(signedUp.status).toBe(200);
  const response = await t.request("/api/v1/workspaces", { headers: { ...headers, cookie: sessionCookie(signedUp) } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WorkspaceSummary[] }).items;
}

describe("a personal workspace's currency (docs/decisions.md 95)", () => {
  it.each([
    ["fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "EUR"],
    ["de", "EUR"],
    ["es-ES", "EUR"],
    ["pt-BR,pt;q=0.9", "BRL"],
    ["pt-PT", "EUR"],
    ["en-GB,en;q=0.9", "GBP"],
    ["en-US,en;q=0.9", "USD"],
    ["en;q=0.5, fr-CH", "CHF"],
    ["*", "USD"],
    ["not a language", "USD"],
    [undefined, "USD"],
  ])("is that of the browser's locale at the first request: Accept-Language %s gives %s", async (acceptLanguage, currency) => {
    const [workspace, ...others] = await signUpFrom(acceptLanguage);
    expect(others).toEqual([]);
    expect(workspace).toMatchObject({ role: "owner", currency, prices_include_tax: false });
  });

  it("is set once, when the workspace is made: later requests in another language change nothing", async () => {
    const user = await t.signUp();
    const later = await t.request("/api/v1/workspaces", { headers: { cookie: user.cookie, "accept-language": "fr-FR" } });
    expect(((await later.json()) as { items: WorkspaceSummary[] }).items).toEqual([expect.objectContaining({ currency: "USD" })]);
  });
});

describe("a session's workspace", () => {
  it("stops being the session's at the next request once the membership ends, which settles on another", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    // A second workspace the user joined later, as a member.
    const [shared] = await t.db.insert(workspaces).values({ name: "Shop" }).returning();
    await t.db.insert(workspaceMembers).values({ workspaceId: shared!.id, userId: user.id, role: "member" });
    await t.db.execute(sql`update session set active_workspace_id = ${shared!.id} where user_id = ${user.id}`);
    expect((await listWorkspaces(user)).find((workspace) => workspace.active)).toMatchObject({ id: shared!.id, role: "member" });

    await t.db.delete(workspaceMembers).where(eq(workspaceMembers.workspaceId, shared!.id));
    expect(await listWorkspaces(user)).toEqual([{ ...personal, active: true }]);
  });

  it("is a new personal one for an account that belongs to none any more", async () => {
    const user = await t.signUp();
    const [first] = await listWorkspaces(user);
    await t.db.delete(workspaces).where(eq(workspaces.id, first!.id));
    const [next, ...others] = await listWorkspaces(user);
    expect(others).toEqual([]);
    expect(next).toMatchObject({ role: "owner", active: true });
    expect(next!.id).not.toBe(first!.id);
  });
});

describe("a workspace's name", () => {
  it("is read by its members and changed by its owner, trimmed, on one line", async () => {
    const user = await t.signUp();
    const [personal] = await listWorkspaces(user);
    expect(await (await t.api(user, "GET", `/workspaces/${personal!.id}`)).json()).toEqual({
      id: personal!.id,
      name: personal!.name,
      currency: "USD",
      prices_include_tax: false,
      role: "owner",
      ...NO_BUSINESS_DETAILS,
    });
    const renamed = await t.api(user, "PATCH", `/workspaces/${personal!.id}`, { name: "  Lovelace & Fils  " });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Lovelace & Fils" });
    expect((await listWorkspaces(user))[0]).toMatchObject({ name: "Lovelace & Fils" });

    for (const [name, field] of [
      ["   ", "validation.nameRequired"],
      ["x".repeat(101), "validation.nameTooLong"],
      ["Two\nlines", "validation.singleLine"],
    ] as const) {
      const refused = await t.api(user, "PATCH", `/workspaces/${personal!.id}`, { name });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ name: field });
    }
    expect((await t.api(user, "PATCH", `/workspaces/${personal!.id}`, {})).status, "an empty change").toBe(400);
    expect((await listWorkspaces(user))[0]).toMatchObject({ name: "Lovelace & Fils" });
  });

  it("cannot be changed by a member (403), nor read or changed by someone outside (404, as a missing one)", async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    const outsider = await t.signUp();
    const [shop] = await listWorkspaces(owner);
    await t.db.insert(workspaceMembers).values({ workspaceId: shop!.id, userId: member.id, role: "member" });

    expect((await t.api(member, "GET", `/workspaces/${shop!.id}`)).status).toBe(200);
    const refused = await t.api(member, "PATCH", `/workspaces/${shop!.id}`, { name: "Mine now" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    for (const method of ["GET", "PATCH"]) {
      const answer = await t.api(outsider, method, `/workspaces/${shop!.id}`, method === "PATCH" ? { name: "Taken" } : undefined);
      expect(answer.status).toBe(404);
    }
    expect((await t.api(owner, "GET", `/workspaces/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await listWorkspaces(owner))[0]!.name).toBe(shop!.name);
  });
});

describe("a workspace's money settings", () => {
  async function activityOf(user: TestUser): Promise<ActivityEntry[]> {
    const response = await t.api(user, "GET", "/activity");
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: ActivityEntry[] }).items;
  }

  it("are its currency and whether prices include tax: the owner changes them, and the activity tells the currency's change", async () => {
    const user = await t.signUp();
    const changed = await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, { currency: "EUR", prices_include_tax: true });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: user.workspaceId, currency: "EUR", prices_include_tax: true, role: "owner" });
    expect((await listWorkspaces(user))[0]).toMatchObject({ currency: "EUR", prices_include_tax: true });
    expect(await (await t.api(user, "GET", `/workspaces/${user.workspaceId}`)).json()).toMatchObject({
      currency: "EUR",
      prices_include_tax: true,
    });

    // Only a change of currency is an event: the same currency again, or the tax setting alone, is not.
    expect((await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, { currency: "EUR" })).status).toBe(200);
    expect((await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, { prices_include_tax: false })).status).toBe(200);
    expect((await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, { currency: "JPY" })).status).toBe(200);
    const changes = (await activityOf(user)).filter((entry) => entry.kind === "workspace.currency_changed");
    expect(
      changes.map((entry) => ({ entity_id: entry.entity_id, from: entry.details.from, to: entry.details.to, actor: entry.actor?.id })),
    ).toEqual([
      { entity_id: user.workspaceId, from: "EUR", to: "JPY", actor: user.id },
      { entity_id: user.workspaceId, from: "USD", to: "EUR", actor: user.id },
    ]);
    expect((await listWorkspaces(user))[0]).toMatchObject({ currency: "JPY", prices_include_tax: false });
  });

  it("refuse a currency Intl does not know (400), and a member's change (403), and then nothing changes", async () => {
    const owner = await t.signUp();
    const [admin, member] = [await t.signUp(), await t.signUp()];
    await join(owner, admin, "admin");
    await join(owner, member, "member");
    for (const currency of ["XYZ", "eur", "", 978]) {
      const refused = await t.api(owner, "PATCH", `/workspaces/${owner.workspaceId}`, { currency });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ currency: "validation.invalidCurrency" });
    }
    const notABoolean = await t.api(owner, "PATCH", `/workspaces/${owner.workspaceId}`, { prices_include_tax: "yes" });
    expect(((await notABoolean.json()) as ErrorBody).error.fields).toEqual({ prices_include_tax: "validation.invalid" });
    for (const body of [{ currency: "GBP" }, { prices_include_tax: true }]) {
      const refused = await t.api(member, "PATCH", `/workspaces/${owner.workspaceId}`, body);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
    }
    expect((await listWorkspaces(owner))[0]).toMatchObject({ currency: "USD", prices_include_tax: false });
    expect((await activityOf(owner)).filter((entry) => entry.kind === "workspace.currency_changed")).toEqual([]);

    const byAdmin = await t.api(admin, "PATCH", `/workspaces/${owner.workspaceId}`, { currency: "GBP", prices_include_tax: true });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ currency: "GBP", prices_include_tax: true, role: "admin" });
  });
});

/** Makes `user` a member of `owner`'s workspace, straight in the database: inviting is not what is tested here. */
async function join(owner: TestUser, user: TestUser, role: "admin" | "member" = "member") {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: user.id, role });
}

async function activate(user: TestUser, workspaceId: string) {
  return t.api(user, "POST", `/workspaces/${workspaceId}/activate`);
}

async function clientNames(user: TestUser, query = ""): Promise<string[]> {
  const response = await t.api(user, "GET", `/clients${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Client[] }).items.map((client) => client.name).sort();
}

describe("a shared workspace", () => {
  it("lists all its members to each of them, the owner first then by role and name, and to no one else", async () => {
    const [ana, bob, cy, stranger] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    await join(ana, bob, "member");
    await join(ana, cy, "admin");
    for (const member of [ana, bob, cy]) {
      const response = await t.api(member, "GET", `/workspaces/${ana.workspaceId}/members`);
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: WorkspaceMember[] };
      expect(items.map(({ user_id, email, role }) => ({ user_id, email, role }))).toEqual([
        { user_id: ana.id, email: ana.email, role: "owner" },
        { user_id: cy.id, email: cy.email, role: "admin" },
        { user_id: bob.id, email: bob.email, role: "member" },
      ]);
    }
    const outside = await t.api(stranger, "GET", `/workspaces/${ana.workspaceId}/members`);
    const missing = await t.api(stranger, "GET", `/workspaces/${crypto.randomUUID()}/members`);
    expect([outside.status, await outside.text()]).toEqual([missing.status, await missing.text()]);
    expect(missing.status).toBe(404);
  });

  it("is worked in once activated: the session then reads and writes its books, and its own workspace's are out of sight", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob);
    expect((await t.api(ana, "POST", "/clients", { name: "Ana's client" })).status).toBe(201);
    expect((await t.api(bob, "POST", "/clients", { name: "Bob's own client" })).status).toBe(201);

    const activated = await activate(bob, ana.workspaceId);
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ id: ana.workspaceId, role: "member" });
    expect(await clientNames(bob)).toEqual(["Ana's client"]);
    const created = await t.api(bob, "POST", "/clients", { name: "Bob's shop client" });
    expect(await created.json()).toMatchObject({ owner_id: bob.id });
    expect(await clientNames(ana)).toEqual(["Ana's client", "Bob's shop client"]);
    // The dashboard counts the team's clients, whoever owns them.
    expect(await (await t.api(ana, "GET", "/dashboard")).json()).toMatchObject({ total_clients: 2 });

    expect((await activate(bob, bob.workspaceId)).status).toBe(200);
    expect(await clientNames(bob)).toEqual(["Bob's own client"]);
  });

  it("cannot be activated from outside (404, as a missing one) nor with an API key (403)", async () => {
    const [ana, stranger] = [await t.signUp(), await t.signUp()];
    const outside = await activate(stranger, ana.workspaceId);
    const missing = await activate(stranger, crypto.randomUUID());
    expect([outside.status, await outside.text()]).toEqual([missing.status, await missing.text()]);
    expect(missing.status).toBe(404);
    expect(await clientNames(stranger)).toEqual([]);

    const { key } = (await (await t.api(ana, "POST", "/api-keys", { name: "script" })).json()) as { key: string };
    expect((await t.apiWith({ "x-api-key": key }, "POST", `/workspaces/${ana.workspaceId}/activate`)).status).toBe(403);
  });
});

describe("a client's owner", () => {
  it("is a member of the workspace: another account is refused as an unknown one, and nothing is written", async () => {
    const [ana, bob, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await join(ana, bob);
    const forBob = await t.api(ana, "POST", "/clients", { name: "For Bob", owner_id: bob.id });
    expect(forBob.status).toBe(201);
    const client = (await forBob.json()) as Client;
    expect(client.owner_id).toBe(bob.id);

    for (const ownerId of [stranger.id, "no-such-account"]) {
      const created = await t.api(ana, "POST", "/clients", { name: "Nobody's", owner_id: ownerId });
      expect(created.status).toBe(400);
      expect(await created.json()).toMatchObject({ error: { code: "VALIDATION", fields: { owner_id: "validation.ownerNotMember" } } });
      const patched = await t.api(ana, "PATCH", `/clients/${client.id}`, { owner_id: ownerId });
      expect(patched.status).toBe(400);
    }
    expect(await clientNames(ana)).toEqual(["For Bob"]);
    expect(await (await t.api(ana, "GET", `/clients/${client.id}`)).json()).toMatchObject({ owner_id: bob.id });
  });

  it("filters the list (owner=me, or a member's id), and moves the client between the owners' counts when it changes", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob);
    await activate(bob, ana.workspaceId);
    await t.api(ana, "POST", "/clients", { name: "Ana 1", status: "negotiation" });
    const bobs = (await (await t.api(bob, "POST", "/clients", { name: "Bob 1", status: "negotiation" })).json()) as Client;
    expect(await clientNames(ana, "?owner=me")).toEqual(["Ana 1"]);
    expect(await clientNames(bob, "?owner=me")).toEqual(["Bob 1"]);
    expect(await clientNames(ana, `?owner=${bob.id}`)).toEqual(["Bob 1"]);

    expect((await t.api(ana, "PATCH", `/clients/${bobs.id}`, { owner_id: ana.id })).status).toBe(200);
    expect(await clientNames(ana, "?owner=me")).toEqual(["Ana 1", "Bob 1"]);
    expect(await clientNames(bob, "?owner=me")).toEqual([]);
    const counts = await t.db
      .select({ ownerId: clientStatusCounts.ownerId, count: clientStatusCounts.count })
      .from(clientStatusCounts)
      .where(eq(clientStatusCounts.workspaceId, ana.workspaceId));
    expect(Object.fromEntries(counts.map((row) => [row.ownerId, row.count]))).toEqual({ [ana.id]: 2, [bob.id]: 0 });
  });
});

const remove = (caller: TestUser, workspaceId: string, target: TestUser) =>
  t.api(caller, "DELETE", `/workspaces/${workspaceId}/members/${target.id}`);

describe('members and roles (docs/security.md "Roles")', () => {
  const setRole = (caller: TestUser, workspaceId: string, target: TestUser, role: string) =>
    t.api(caller, "PATCH", `/workspaces/${workspaceId}/members/${target.id}`, { role });
  const roles = async (workspaceId: string) =>
    Object.fromEntries(
      (await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))).map((row) => [
        row.userId,
        row.role,
      ]),
    );

  it("lets a member change no role and remove no one (403), and changes nothing", async () => {
    const [ana, bob, cy] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await join(ana, bob, "member");
    await join(ana, cy, "member");
    const before = await roles(ana.workspaceId);
    for (const response of [
      await setRole(bob, ana.workspaceId, cy, "admin"),
      await setRole(bob, ana.workspaceId, bob, "admin"),
      await setRole(bob, ana.workspaceId, cy, "owner"),
      await remove(bob, ana.workspaceId, cy),
      await remove(bob, ana.workspaceId, ana),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    }
    expect(await roles(ana.workspaceId)).toEqual(before);
  });

  it("lets an admin change members' and admins' roles, but not touch the owner nor hand the workspace over", async () => {
    const [ana, bob, cy] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await join(ana, bob, "admin");
    await join(ana, cy, "member");
    const promoted = await setRole(bob, ana.workspaceId, cy, "admin");
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ user_id: cy.id, role: "admin" });
    expect((await setRole(bob, ana.workspaceId, cy, "member")).status).toBe(200);
    for (const response of [
      await setRole(bob, ana.workspaceId, ana, "member"),
      await setRole(bob, ana.workspaceId, cy, "owner"),
      await remove(bob, ana.workspaceId, ana),
    ]) {
      expect(response.status).toBe(403);
    }
    expect(await roles(ana.workspaceId)).toEqual({ [ana.id]: "owner", [bob.id]: "admin", [cy.id]: "member" });
  });

  it("lets the owner hand the workspace over, becoming an admin, but neither leave nor step down without doing so (409)", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob, "member");
    for (const response of [await remove(ana, ana.workspaceId, ana), await setRole(ana, ana.workspaceId, ana, "admin")]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code: "CONFLICT", details: { reason: "owner_must_hand_over" } } });
    }
    const handedOver = await setRole(ana, ana.workspaceId, bob, "owner");
    expect(handedOver.status).toBe(200);
    expect(await roles(ana.workspaceId)).toEqual({ [ana.id]: "admin", [bob.id]: "owner" });
    // Now an admin, Ana may leave.
    expect((await remove(ana, ana.workspaceId, ana)).status).toBe(204);
    expect(await roles(ana.workspaceId)).toEqual({ [bob.id]: "owner" });
  });

  it("answers 404 for someone who is not a member, and to someone outside, as for a missing workspace", async () => {
    const [ana, stranger] = [await t.signUp(), await t.signUp()];
    expect((await setRole(ana, ana.workspaceId, stranger, "admin")).status).toBe(404);
    expect((await remove(ana, ana.workspaceId, stranger)).status).toBe(404);
    const outside = await remove(stranger, ana.workspaceId, ana);
    const missing = await remove(stranger, crypto.randomUUID(), ana);
    expect([outside.status, await outside.text()]).toEqual([missing.status, await missing.text()]);
  });
});

describe("a removed member", () => {
  it("loses the workspace at their next request: their clients go to the owner, their API key for it stops working, their stream closes", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob, "member");
    expect((await activate(bob, ana.workspaceId)).status).toBe(200);
    const client = (await (await t.api(bob, "POST", "/clients", { name: "Bob's lead" })).json()) as Client;
    const { key } = (await (await t.api(bob, "POST", "/api-keys", { name: "bob's script" })).json()) as { key: string };
    expect((await t.apiWith({ "x-api-key": key }, "GET", "/clients")).status).toBe(200);
    const stream = await t.request("/api/v1/events", { headers: { cookie: bob.cookie } });
    const reader = new EventStreamReader(stream.body!);
    await reader.next();

    expect((await remove(ana, ana.workspaceId, bob)).status).toBe(204);
    await reader.closed();
    expect((await t.apiWith({ "x-api-key": key }, "GET", "/clients")).status).toBe(401);
    // Bob's session settles on his own workspace: the shop's clients are out of sight, and its ids answer 404.
    expect(await clientNames(bob)).toEqual([]);
    expect((await t.api(bob, "GET", `/clients/${client.id}`)).status).toBe(404);
    expect((await activate(bob, ana.workspaceId)).status).toBe(404);
    // Nothing was deleted: the client stays, now Ana's.
    expect(await (await t.api(ana, "GET", `/clients/${client.id}`)).json()).toMatchObject({ name: "Bob's lead", owner_id: ana.id });
  });

  it("who leaves on their own is out the same way", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob, "admin");
    await activate(bob, ana.workspaceId);
    await t.api(bob, "POST", "/clients", { name: "Left behind" });
    expect((await remove(bob, ana.workspaceId, bob)).status).toBe(204);
    expect(await clientNames(bob)).toEqual([]);
    expect(await clientNames(ana, "?owner=me")).toEqual(["Left behind"]);
  });
});

describe("a new workspace", () => {
  it("is owned by its creator, worked in from the next request, and starts empty", async () => {
    const ana = await t.signUp();
    await t.api(ana, "POST", "/clients", { name: "In the personal one" });
    const response = await t.api(ana, "POST", "/workspaces", { name: "  Ana's shop ", currency: "EUR" });
    expect(response.status).toBe(201);
    const shop = (await response.json()) as WorkspaceSummary;
    expect(shop).toEqual({
      id: expect.any(String),
      name: "Ana's shop",
      currency: "EUR",
      prices_include_tax: false,
      role: "owner",
      ...NO_BUSINESS_DETAILS,
    });
    expect((await listWorkspaces(ana)).map(({ name, active }) => [name, active])).toEqual([
      [ana.email.split("@")[0], false],
      ["Ana's shop", true],
    ]);
    expect(await clientNames(ana)).toEqual([]);
    expect((await activate(ana, ana.workspaceId)).status).toBe(200);
    expect(await clientNames(ana)).toEqual(["In the personal one"]);
  });

  it("needs a name and a currency Intl knows; an API key cannot make one, and an account owns 20 at most", async () => {
    const ana = await t.signUp();
    for (const [body, message] of [
      [{ name: " \u200b " }, "validation.nameRequired"],
      [{ name: "Shop", currency: "XYZ" }, "validation.invalidCurrency"],
      [{ name: "Shop", currency: "eur" }, "validation.invalidCurrency"],
    ] as const) {
      const refused = await t.api(ana, "POST", "/workspaces", body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(message);
    }
    const { key } = (await (await t.api(ana, "POST", "/api-keys", { name: "script" })).json()) as { key: string };
    expect((await t.apiWith({ "x-api-key": key }, "POST", "/workspaces", { name: "By key" })).status).toBe(403);
    expect(await membershipsOf(ana.id)).toHaveLength(1);

    for (let made = 1; made < 20; made++) expect((await t.api(ana, "POST", "/workspaces", { name: `Shop ${made}` })).status).toBe(201);
    const tooMany = await t.api(ana, "POST", "/workspaces", { name: "One more" });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ error: { details: { reason: "too_many_workspaces" } } });
    expect(await membershipsOf(ana.id)).toHaveLength(20);
  });
});

describe("deleting a workspace", () => {
  it("is its owner's alone, takes everything it holds, closes the members' streams and moves their sessions", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    const shop = (await (await t.api(ana, "POST", "/workspaces", { name: "Shop" })).json()) as WorkspaceSummary;
    await t.db.insert(workspaceMembers).values({ workspaceId: shop.id, userId: bob.id, role: "admin" });
    await activate(bob, shop.id);
    await t.api(bob, "POST", "/clients", { name: "Shop's client" });
    const stream = await t.request("/api/v1/events", { headers: { cookie: bob.cookie } });
    const reader = new EventStreamReader(stream.body!);
    await reader.next();

    expect((await t.api(bob, "DELETE", `/workspaces/${shop.id}`)).status).toBe(403);
    expect(await clientNames(bob)).toEqual(["Shop's client"]);
    const { key } = (await (await t.api(ana, "POST", "/api-keys", { name: "script" })).json()) as { key: string };
    expect((await t.apiWith({ "x-api-key": key }, "DELETE", `/workspaces/${shop.id}`)).status).toBe(403);

    expect((await t.api(ana, "DELETE", `/workspaces/${shop.id}`)).status).toBe(204);
    await reader.closed();
    expect(await clientNames(bob)).toEqual([]);
    expect((await listWorkspaces(bob)).map((workspace) => workspace.id)).toEqual([bob.workspaceId]);
    expect((await listWorkspaces(ana)).map(({ id, active }) => [id, active])).toEqual([[ana.workspaceId, true]]);
    expect(await t.db.select().from(clientStatusCounts).where(eq(clientStatusCounts.workspaceId, shop.id))).toEqual([]);
    expect((await t.api(ana, "DELETE", `/workspaces/${shop.id}`)).status).toBe(404);
  });
});

describe("an API key", () => {
  it("reaches its own workspace alone: another of its user's answers 404, as a missing one", async () => {
    const ana = await t.signUp();
    const { key } = (await (await t.api(ana, "POST", "/api-keys", { name: "script" })).json()) as { key: string };
    const shop = (await (await t.api(ana, "POST", "/workspaces", { name: "Shop" })).json()) as WorkspaceSummary;
    const byKey = (method: string, path: string, body?: unknown) => t.apiWith({ "x-api-key": key }, method, path, body);
    expect((await byKey("GET", `/workspaces/${ana.workspaceId}/members`)).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", `/workspaces/${shop.id}`],
      ["PATCH", `/workspaces/${shop.id}`, { name: "Renamed" }],
      ["GET", `/workspaces/${shop.id}/members`],
      ["GET", `/workspaces/${shop.id}/invitations`],
      ["POST", `/workspaces/${shop.id}/invitations`, { email: "bob@example.com", role: "member" }],
    ] as const) {
      expect([method, path, (await byKey(method, path, body)).status]).toEqual([method, path, 404]);
    }
    expect((await listWorkspaces(ana)).find((workspace) => workspace.id === shop.id)).toMatchObject({ name: "Shop" });
  });
});
