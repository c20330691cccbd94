import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry, Dashboard } from "@shared/dashboard/dashboard.schema";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { workspaceMembers } from "../db/schema";
import { checkBooks } from "../operations/books-check";
import { createTestApp, STRONG_PASSWORD, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dashboardOf(user: TestUser, query = ""): Promise<Dashboard> {
  const response = await t.api(user, "GET", `/dashboard${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Dashboard;
}

async function created<T>(user: TestUser, path: string, body: unknown): Promise<T> {
  const response = await t.api(user, "POST", path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

const addClient = (user: TestUser, name: string, status = "uncontacted") => created<{ id: string }>(user, "/clients", { name, status });

/** An order of `quantity` × an item at `price`, moved to `status` through the API. */
async function addOrder(user: TestUser, price: number, quantity: number, status: string) {
  const item = await created<{ id: string }>(user, "/inventory", { item_name: `Item at ${price}`, quantity: 1000, unit_price: price });
  const order = await created<{ id: string; number: number }>(user, "/orders", { lines: [{ inventory_item_id: item.id, quantity }] });
  if (status !== "created") expect((await t.api(user, "PATCH", `/orders/${order.id}`, { status })).status).toBe(200);
  return order;
}

/** Moves a row's timestamps `days` into the past (a fraction of a day is fine). */
async function age(table: "clients" | "orders", id: string, days: number, column: "created_at" | "updated_at" | "both" = "both") {
  const at = sql`now() - make_interval(secs => ${Math.round(days * 86_400)})`;
  if (column !== "updated_at") await t.db.execute(sql`update ${sql.identifier(table)} set created_at = ${at} where id = ${id}`);
  if (column !== "created_at") await t.db.execute(sql`update ${sql.identifier(table)} set updated_at = ${at} where id = ${id}`);
}

describe("GET /api/v1/dashboard", () => {
  it("shows zeros, no conversion, no trends and no activity for a new account", async () => {
    const user = await t.signUp();
    expect(await dashboardOf(user)).toEqual({
      total_clients: 0,
      active_deals: 0,
      revenue: 0,
      conversion: null,
      trends: { total_clients: null, active_deals: null, revenue: null, conversion: null },
      low_stock_items: 0,
      recent_activity: [],
    });
  });

  it("counts the items at or below their low-stock threshold, as an order takes their stock, and none of another user's", async () => {
    const [user, other] = [await t.signUp(), await t.signUp()];
    const item = (name: string, quantity: number, low_stock_threshold: number | null) =>
      created<{ id: string }>(user, "/inventory", { item_name: name, quantity, low_stock_threshold });
    await item("At the threshold", 5, 5);
    await item("Above it", 6, 5);
    await item("No alert", 0, null);
    const cables = await item("Cables", 10, 3);
    await created(other, "/inventory", { item_name: "Theirs", quantity: 0, low_stock_threshold: 10 });
    expect((await dashboardOf(user)).low_stock_items).toBe(1);

    const order = await created<{ id: string }>(user, "/orders", { lines: [{ inventory_item_id: cables.id, quantity: 7 }] });
    expect((await t.api(user, "PATCH", `/orders/${order.id}`, { status: "confirmed" })).status).toBe(200);
    expect((await dashboardOf(user)).low_stock_items).toBe(2);
  });

  it("counts the user's clients, deals, paid revenue and conversion, and nothing of another user's", async () => {
    const [owner, stranger] = [await t.signUp(), await t.signUp()];
    for (const [name, status] of [
      ["Ada", "interested"],
      ["Grace", "interested"],
      ["Alan", "negotiation"],
      ["Edsger", "closed_won"],
      ["Barbara", "closed_lost"],
      ["Donald", "uncontacted"],
    ]) {
      await addClient(owner, name!, status);
    }
    await addOrder(owner, 120.25, 2, "paid"); // 240.50
    await addOrder(owner, 10.1, 3, "paid"); // 30.30
    await addOrder(owner, 999, 1, "delivered"); // not paid: not revenue
    await addOrder(owner, 999, 1, "confirmed");
    // The stranger's book would change every figure if it were counted.
    for (const status of ["interested", "closed_won", "closed_won", "negotiation"]) await addClient(stranger, `Theirs ${status}`, status);
    await addOrder(stranger, 5000, 1, "paid");

    const dashboard = await dashboardOf(owner);
    expect(dashboard).toMatchObject({ total_clients: 6, active_deals: 3, revenue: 270.8, conversion: 0.5 });
    const theirs = await dashboardOf(stranger);
    expect(theirs).toMatchObject({ total_clients: 4, active_deals: 2, revenue: 5000, conversion: 1 });
  });

  it("compares the last 30 days with the 30 before, on each side of the boundary", async () => {
    const user = await t.signUp();
    // Clients added: 4 in the last 30 days (one a minute inside), 2 in the 30 before (one a minute past the boundary), 1 earlier.
    const addedAt = [1, 5, 20, 30 - 1 / 1440, 30 + 1 / 1440, 59, 75];
    const ids: string[] = [];
    for (const [index, days] of addedAt.entries()) {
      const client = await addClient(user, `Added ${index}`);
      await age("clients", client.id, days);
      ids.push(client.id);
    }
    let dashboard = await dashboardOf(user);
    expect(dashboard.total_clients).toBe(7);
    expect(dashboard.trends.total_clients).toBe(100); // 4 against 2

    // Deals: won 3, lost 1 recently (75 %); won 1, lost 1 before (50 %): +50 %. Active: 1 recently, 2 before: -50 %.
    const moves: [number, string, number][] = [
      [0, "closed_won", 2],
      [1, "closed_won", 3],
      [2, "closed_won", 29],
      [3, "closed_lost", 10],
      [4, "closed_won", 31],
      [5, "closed_lost", 45],
      [6, "interested", 12],
    ];
    for (const [index, status, daysAgo] of moves) {
      expect((await t.api(user, "PATCH", `/clients/${ids[index]}`, { status })).status).toBe(200);
      await age("clients", ids[index]!, daysAgo, "updated_at");
    }
    for (const daysAgo of [33, 50]) {
      const client = await addClient(user, `Negotiating ${daysAgo}`, "negotiation");
      await age("clients", client.id, daysAgo);
    }
    // Revenue by the day an order was paid: 150 recently, 120 before: +25 %.
    for (const [price, paidDaysAgo] of [
      [100, 4],
      [50, 29],
      [120, 31],
      [77, 90],
    ] as const) {
      const order = await addOrder(user, price, 1, "paid");
      await age("orders", order.id, paidDaysAgo, "updated_at");
    }

    dashboard = await dashboardOf(user);
    expect(dashboard).toMatchObject({ total_clients: 9, active_deals: 3, revenue: 347, conversion: 4 / 6 });
    expect(dashboard.trends).toEqual({ total_clients: 0, active_deals: -50, revenue: 25, conversion: 50 });
  });

  it("lists the user's 10 latest events, newest first, each naming what it concerns", async () => {
    const [user, stranger] = [await t.signUp(), await t.signUp()];
    const ada = await addClient(user, "Ada Lovelace");
    for (let index = 0; index < 9; index++) await addClient(user, `Filler ${index}`);
    expect((await t.api(user, "PATCH", `/clients/${ada.id}`, { status: "interested" })).status).toBe(200);
    const order = await addOrder(user, 12.5, 2, "paid");
    await addClient(stranger, "Not yours");

    const { recent_activity: entries } = await dashboardOf(user);
    expect(entries).toHaveLength(10);
    const times = entries.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries.some((entry) => entry.summary === "Not yours")).toBe(false);
    const number = `#${order.number}`;
    expect(entries[0]).toMatchObject({
      kind: "order.status_changed",
      entity_id: order.id,
      summary: number,
      details: { from: "created", to: "paid" },
    });
    expect(entries[1]).toMatchObject({ kind: "order.created", entity_id: order.id, summary: number });
    expect(entries.find((entry) => entry.kind === "client.updated")).toMatchObject({
      entity_id: ada.id,
      summary: "Ada Lovelace",
      details: { status: "interested", from: "uncontacted" },
    });
  });

  it("names the client each entry is about, for its link to the client's page, and none once the client is deleted", async () => {
    const user = await t.signUp();
    const ada = await addClient(user, "Ada Lovelace");
    const grace = await addClient(user, "Grace Hopper");
    const item = await created<{ id: string }>(user, "/inventory", { item_name: "Brass gear", quantity: 5, unit_price: 3 });
    const order = await created<{ id: string }>(user, "/orders", {
      client_id: ada.id,
      lines: [{ inventory_item_id: item.id, quantity: 1 }],
    });
    expect((await t.api(user, "DELETE", `/clients/${grace.id}`)).status).toBe(204);

    const clientOf = (entries: ActivityEntry[], kind: string, entityId: string) =>
      entries.find((entry) => entry.kind === kind && entry.entity_id === entityId)?.client_id;
    const feed = (await dashboardOf(user)).recent_activity;
    expect(clientOf(feed, "client.created", ada.id)).toBe(ada.id);
    expect(clientOf(feed, "order.created", order.id)).toBe(ada.id);
    expect(clientOf(feed, "inventory.created", item.id)).toBeNull();
    expect(clientOf(feed, "client.created", grace.id), "a deleted client has no page to lead to").toBeNull();
    expect(clientOf(feed, "client.deleted", grace.id)).toBeNull();

    const all = (await (await t.api(user, "GET", "/activity?limit=50")).json()) as { items: ActivityEntry[] };
    expect(clientOf(all.items, "order.created", order.id)).toBe(ada.id);
    expect(clientOf(all.items, "client.created", grace.id)).toBeNull();
  });

  it("keeps outreach emails out of the feed, and lists everything, page after page, in the whole activity", async () => {
    const [user, stranger] = [await t.signUp(), await t.signUp()];
    const ada = await addClient(user, "Ada Lovelace");
    const order = await addOrder(user, 10, 1, "paid");
    for (let index = 0; index < 10; index++) {
      const response = await t.api(user, "POST", "/functions/generate-outreach-email", {
        clientId: ada.id,
        featureDescription: "Invoices that chase themselves",
        userLanguage: "en",
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    await addClient(stranger, "Not yours");

    const feed = (await dashboardOf(user)).recent_activity;
    expect(feed.map((entry) => entry.kind)).toEqual(["order.status_changed", "order.created", "inventory.created", "client.created"]);
    expect(feed[0]!.entity_id).toBe(order.id);

    const kinds: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.api(user, "GET", `/activity?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const page = (await response.json()) as { items: { kind: string; summary: string }[]; next_cursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(4);
      expect(page.items.some((entry) => entry.summary === "Not yours")).toBe(false);
      kinds.push(...page.items.map((entry) => entry.kind));
      cursor = page.next_cursor;
    } while (cursor);
    expect(kinds).toEqual([
      ...Array<string>(10).fill("outreach.generated"),
      "order.status_changed",
      "order.created",
      "inventory.created",
      "client.created",
    ]);
    expect((await t.api(user, "GET", "/activity?limit=0")).status).toBe(400);
    expect((await t.api(user, "GET", "/activity?cursor=nonsense")).status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/v1/dashboard")).status).toBe(401);
  });

  it("keeps the count by status right through any adds, moves and deletes, as a recount finds it", async () => {
    const user = await t.signUp();
    const ids: string[] = [];
    const status = fc.constantFrom(...CLIENT_STATUSES);
    const step = fc.oneof(
      fc.record({ add: status }),
      fc.record({ move: fc.nat(), to: status }),
      fc.record({ remove: fc.nat() }),
      fc.record({ addMany: fc.integer({ min: 1, max: 30 }), as: status }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const change of steps) {
          if ("add" in change) ids.push((await addClient(user, "Counted", change.add)).id);
          else if ("addMany" in change) {
            // Many rows in one statement, as an import would: one trigger run for all of them.
            await t.db.execute(sql`
              insert into clients (workspace_id, owner_id, name, status)
              select ${user.workspaceId}, ${user.id}, 'Bulk ' || n, ${change.as} from generate_series(1, ${change.addMany}) as n`);
          } else if (ids.length > 0 && "move" in change) {
            expect((await t.api(user, "PATCH", `/clients/${ids[change.move % ids.length]}`, { status: change.to })).status).toBe(200);
          } else if (ids.length > 0 && "remove" in change) {
            const [id] = ids.splice(change.remove % ids.length, 1);
            expect((await t.api(user, "DELETE", `/clients/${id}`)).status).toBe(204);
          }
        }
        const recount = (await t.db.execute(sql`
          select status::text, count(*)::int as count from clients where workspace_id = ${user.workspaceId} group by status`)) as unknown;
        const rows = (Array.isArray(recount) ? recount : (recount as { rows: unknown[] }).rows) as { status: string; count: number }[];
        const recounted = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
        const dashboard = await dashboardOf(user);
        expect(dashboard.total_clients).toBe(Object.values(recounted).reduce((sum, count) => sum + count, 0));
        expect(dashboard.active_deals).toBe((recounted.interested ?? 0) + (recounted.negotiation ?? 0));
        const won = recounted.closed_won ?? 0;
        const lost = recounted.closed_lost ?? 0;
        expect(dashboard.conversion).toBe(won + lost === 0 ? null : won / (won + lost));
      }),
      { seed: 20261122, numRuns: 15 },
    );
  });
});

/** Makes `member` a member of `owner`'s workspace, straight in the database, and moves their session to it. */
async function joinAndWorkIn(owner: TestUser, member: TestUser) {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

const nameOf = (user: TestUser) => user.email.split("@")[0]!;

/** A paid order of one item at `price` for `clientId`, made by `user`. */
async function addPaidOrderFor(user: TestUser, clientId: string | undefined, price: number) {
  const item = await created<{ id: string }>(user, "/inventory", { item_name: `Item at ${price}`, quantity: 10, unit_price: price });
  const order = await created<{ id: string }>(user, "/orders", {
    ...(clientId && { client_id: clientId }),
    lines: [{ inventory_item_id: item.id, quantity: 1 }],
  });
  expect((await t.api(user, "PATCH", `/orders/${order.id}`, { status: "paid" })).status).toBe(200);
  return order;
}

describe("GET /api/v1/dashboard?owner=me in a shared workspace", () => {
  it("counts the clients the caller owns, the paid orders of those clients and what the caller did; the stock stays the team's", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    for (const [name, status] of [
      ["Ana interested", "interested"],
      ["Ana won", "closed_won"],
      ["Ana lost", "closed_lost"],
    ]) {
      await addClient(ana, name!, status);
    }
    const bobsClient = await addClient(bob, "Bob negotiating", "negotiation");
    await addClient(bob, "Bob won", "closed_won");
    const anasClient = await created<{ id: string }>(ana, "/clients", { name: "Ana's, added by Bob", owner_id: ana.id });
    // Ana sells to Bob's client, Bob to Ana's: revenue follows the client's owner, not who took the order.
    await addPaidOrderFor(ana, bobsClient.id, 100);
    await addPaidOrderFor(bob, anasClient.id, 40);
    await addPaidOrderFor(ana, undefined, 7); // no client: the team's revenue only
    await created(bob, "/inventory", { item_name: "Running out", quantity: 1, low_stock_threshold: 5 });

    expect(await dashboardOf(ana)).toMatchObject({
      total_clients: 6,
      active_deals: 2,
      revenue: 147,
      conversion: 2 / 3,
      low_stock_items: 1,
    });
    expect(await dashboardOf(bob)).toMatchObject({ total_clients: 6, revenue: 147 });
    expect(await dashboardOf(ana, "?owner=me")).toMatchObject({
      total_clients: 4,
      active_deals: 1,
      revenue: 40,
      conversion: 0.5,
      low_stock_items: 1,
    });
    expect(await dashboardOf(bob, "?owner=me")).toMatchObject({
      total_clients: 2,
      active_deals: 1,
      revenue: 100,
      conversion: 1,
      low_stock_items: 1,
    });

    const actorsOf = (entries: ActivityEntry[]) => new Set(entries.map((entry) => entry.actor?.id));
    const team = (await dashboardOf(ana)).recent_activity;
    expect(actorsOf(team)).toEqual(new Set([ana.id, bob.id]));
    expect(team).toHaveLength(10);
    // Bob's own: his two clients, the order he took and its item, and the item running out; none of Ana's.
    const mine = (await dashboardOf(bob, "?owner=me")).recent_activity;
    expect(mine.map((entry) => entry.kind)).toEqual([
      "inventory.created",
      "order.status_changed",
      "order.created",
      "inventory.created",
      "client.created",
      "client.created",
    ]);
    expect(actorsOf(mine)).toEqual(new Set([bob.id]));
    expect(mine[0]).toMatchObject({ kind: "inventory.created", summary: "Running out", actor: { id: bob.id, name: nameOf(bob) } });
  });

  it("compares one member's last 30 days with the 30 before, from their own clients", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    for (const days of [2, 10, 45]) await age("clients", (await addClient(ana, `Ana ${days}`)).id, days);
    await addClient(bob, "Bob today");
    expect((await dashboardOf(ana)).trends.total_clients).toBe(200); // 3 against 1
    expect((await dashboardOf(ana, "?owner=me")).trends.total_clients).toBe(100); // 2 against 1
    expect((await dashboardOf(bob, "?owner=me")).trends.total_clients).toBeNull(); // nothing before
  });

  it("moves a client's revenue with its owner, drops it with the client and brings it back with the client restored", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    const client = await addClient(bob, "Changes hands");
    await addPaidOrderFor(bob, client.id, 250);
    const revenue = async (user: TestUser) => (await dashboardOf(user, "?owner=me")).revenue;
    expect([await revenue(ana), await revenue(bob)]).toEqual([0, 250]);

    expect((await t.api(bob, "PATCH", `/clients/${client.id}`, { owner_id: ana.id })).status).toBe(200);
    expect([await revenue(ana), await revenue(bob)]).toEqual([250, 0]);

    expect((await t.api(ana, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    expect(await revenue(ana)).toBe(0);
    expect((await dashboardOf(ana)).revenue, "the team keeps an order without a client").toBe(250);

    expect((await t.api(bob, "POST", `/clients/${client.id}/restore`)).status).toBe(200);
    expect(await revenue(ana)).toBe(250);
    expect(await checkBooks(t.db)).toEqual([]);
  });

  it("refuses any other owner than me (400), and needs a session", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    for (const owner of ["everyone", bob.id, "ME", ""]) {
      const response = await t.api(ana, "GET", `/dashboard?owner=${encodeURIComponent(owner)}`);
      expect(response.status, owner).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: "VALIDATION", fields: { owner: "validation.invalid" } });
    }
    expect((await t.request("/api/v1/dashboard?owner=me")).status).toBe(401);
  });
});

describe("who did what, in the activity", () => {
  it("names the member on each entry of the dashboard and of the whole activity, and no one once their account is gone", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    const bobsClient = await addClient(bob, "Bob's client");
    await addPaidOrderFor(ana, bobsClient.id, 30);

    const feed = (await dashboardOf(ana)).recent_activity;
    expect(feed.find((entry) => entry.kind === "client.created")!.actor).toEqual({ id: bob.id, name: nameOf(bob) });
    expect(feed.find((entry) => entry.kind === "order.status_changed")!.actor).toEqual({ id: ana.id, name: nameOf(ana) });
    const page = async () => ((await (await t.api(ana, "GET", "/activity")).json()) as { items: ActivityEntry[] }).items;
    expect((await page()).find((entry) => entry.kind === "client.created")!.actor).toEqual({ id: bob.id, name: nameOf(bob) });

    // Bob deletes his account: his client goes to Ana, the owner, and his entries stay, by no one.
    const deleted = await t.postJson("/api/auth/delete-user", { password: STRONG_PASSWORD }, { headers: { cookie: bob.cookie } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const after = (await dashboardOf(ana)).recent_activity;
    expect(after.find((entry) => entry.kind === "client.created")).toMatchObject({ summary: "Bob's client", actor: null });
    expect((await page()).find((entry) => entry.kind === "client.created")!.actor).toBeNull();
    expect((await dashboardOf(ana, "?owner=me")).revenue, "the client, and its revenue, went to Ana").toBe(30);
  });
});
