import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Funnel,
  OrdersByStatus,
  RevenueByMonth,
  RevenueByOwner,
  SalesSummary,
  TopClients,
  TopItems,
} from "@shared/reports/report.schema";
import { workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function created<T>(user: TestUser, path: string, body: unknown): Promise<T> {
  const response = await t.api(user, "POST", path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

async function report<T>(user: TestUser, name: string, from: string, to: string, extra = ""): Promise<T> {
  const response = await t.api(user, "GET", `/reports/${name}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const item = (user: TestUser, name: string, price: number) =>
  created<{ id: string }>(user, "/inventory", { item_name: name, quantity: 1000, unit_price: price });

/** An order of the lines, moved to `status` through the API, then dated `at` (as if placed then). */
async function order(
  user: TestUser,
  at: string,
  status: string,
  lines: { inventory_item_id: string; quantity: number }[],
  clientId?: string,
): Promise<{ id: string }> {
  const made = await created<{ id: string }>(user, "/orders", { ...(clientId && { client_id: clientId }), lines });
  for (const next of ["confirmed", "delivered", "paid"].slice(0, ["confirmed", "delivered", "paid"].indexOf(status) + 1)) {
    expect((await t.api(user, "PATCH", `/orders/${made.id}`, { status: next })).status).toBe(200);
  }
  if (status === "cancelled") expect((await t.api(user, "PATCH", `/orders/${made.id}`, { status })).status).toBe(200);
  await t.db.execute(sql`update orders set created_at = ${at} where id = ${made.id}`);
  return made;
}

async function client(user: TestUser, name: string, status = "uncontacted", at?: string, ownerId?: string) {
  const made = await created<{ id: string }>(user, "/clients", {
    name,
    status,
    company: `${name} Ltd`,
    ...(ownerId && { owner_id: ownerId }),
  });
  if (at) await t.db.execute(sql`update clients set created_at = ${at} where id = ${made.id}`);
  return made;
}

/** March 2030 in UTC: the range most tests read. */
const MARCH = ["2030-03-01T00:00:00Z", "2030-04-01T00:00:00Z"] as const;

describe("GET /api/v1/reports/sales", () => {
  it("sums the delivered and paid orders placed in the range, by client and by owner, and nothing of another workspace", async () => {
    const [ana, stranger] = [await t.signUp(), await t.signUp()];
    const desk = await item(ana, "Desk", 100);
    const acme = await client(ana, "Acme");
    const globex = await client(ana, "Globex");
    await order(ana, "2030-03-05T10:00:00Z", "paid", [{ inventory_item_id: desk.id, quantity: 3 }], acme.id);
    await order(ana, "2030-03-06T10:00:00Z", "delivered", [{ inventory_item_id: desk.id, quantity: 1 }], acme.id);
    await order(ana, "2030-03-07T10:00:00Z", "paid", [{ inventory_item_id: desk.id, quantity: 2 }], globex.id);
    await order(ana, "2030-03-08T10:00:00Z", "paid", [{ inventory_item_id: desk.id, quantity: 1 }]);
    // Not sales: not yet delivered, or cancelled; and a sale of February.
    await order(ana, "2030-03-09T10:00:00Z", "confirmed", [{ inventory_item_id: desk.id, quantity: 5 }], acme.id);
    await order(ana, "2030-03-09T11:00:00Z", "created", [{ inventory_item_id: desk.id, quantity: 5 }], acme.id);
    await order(ana, "2030-03-09T12:00:00Z", "cancelled", [{ inventory_item_id: desk.id, quantity: 5 }], acme.id);
    await order(ana, "2030-02-28T23:59:59Z", "paid", [{ inventory_item_id: desk.id, quantity: 9 }], acme.id);
    const theirs = await item(stranger, "Desk", 100);
    await order(stranger, "2030-03-05T10:00:00Z", "paid", [{ inventory_item_id: theirs.id, quantity: 50 }]);

    const sales = await report<SalesSummary>(ana, "sales", ...MARCH);
    const anaName = ana.email.split("@")[0];
    expect(sales).toEqual({
      revenue: 700,
      orders: 4,
      average: 175,
      by_client: [
        { client_id: acme.id, name: "Acme", company: "Acme Ltd", revenue: 400, orders: 2 },
        { client_id: globex.id, name: "Globex", company: "Globex Ltd", revenue: 200, orders: 1 },
        { client_id: null, name: null, company: null, revenue: 100, orders: 1 },
      ],
      by_client_truncated: false,
      by_owner: [
        { owner_id: ana.id, name: anaName, revenue: 600, orders: 3 },
        { owner_id: null, name: null, revenue: 100, orders: 1 },
      ],
    });
  });

  it("answers zeros and no average for a range without a sale", async () => {
    const ana = await t.signUp();
    expect(await report<SalesSummary>(ana, "sales", ...MARCH)).toEqual({
      revenue: 0,
      orders: 0,
      average: null,
      by_client: [],
      by_client_truncated: false,
      by_owner: [],
    });
  });

  it("counts an order placed at the range's first instant and at its last second, not one at its end", async () => {
    const ana = await t.signUp();
    const pen = await item(ana, "Pen", 1);
    await order(ana, "2030-03-01T00:00:00Z", "paid", [{ inventory_item_id: pen.id, quantity: 1 }]);
    await order(ana, "2030-03-31T23:59:59Z", "paid", [{ inventory_item_id: pen.id, quantity: 2 }]);
    await order(ana, "2030-04-01T00:00:00Z", "paid", [{ inventory_item_id: pen.id, quantity: 4 }]);
    await order(ana, "2030-02-28T23:59:59.999Z", "paid", [{ inventory_item_id: pen.id, quantity: 8 }]);
    expect(await report<SalesSummary>(ana, "sales", ...MARCH)).toMatchObject({ revenue: 3, orders: 2 });
    // March where the user is, in Paris (UTC+1 until the 31st, UTC+2 from then): an hour earlier at
    // its start, two at its end.
    expect(await report<SalesSummary>(ana, "sales", "2030-03-01T00:00:00+01:00", "2030-04-01T00:00:00+02:00")).toMatchObject({
      revenue: 9,
      orders: 2,
    });
    // The UTC month's instants, written with Paris's offsets.
    expect(await report<SalesSummary>(ana, "sales", "2030-03-01T01:00:00+01:00", "2030-04-01T02:00:00+02:00")).toMatchObject({
      revenue: 3,
      orders: 2,
    });
  });

  it("names the owner of the order's client, each member apart", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const lamp = await item(ana, "Lamp", 30);
    const hers = await client(ana, "Hers");
    const his = await client(ana, "His", "uncontacted", undefined, bob.id);
    await order(ana, "2030-03-02T10:00:00Z", "paid", [{ inventory_item_id: lamp.id, quantity: 1 }], hers.id);
    await order(ana, "2030-03-03T10:00:00Z", "delivered", [{ inventory_item_id: lamp.id, quantity: 2 }], his.id);
    await order(ana, "2030-03-04T10:00:00Z", "paid", [{ inventory_item_id: lamp.id, quantity: 2 }], his.id);
    expect((await report<RevenueByOwner>(ana, "revenue-by-owner", ...MARCH)).owners).toEqual([
      { owner_id: bob.id, name: bob.email.split("@")[0], revenue: 120, orders: 2 },
      { owner_id: ana.id, name: ana.email.split("@")[0], revenue: 30, orders: 1 },
    ]);
  });
});

describe("GET /api/v1/reports/revenue-by-month", () => {
  it("gives every month of the range, empty ones included, in the time zone asked, across a change of clock", async () => {
    const ana = await t.signUp();
    const cup = await item(ana, "Cup", 10);
    // 23:59:59 on 31 March in Paris (summer time since that night: UTC+2): March there.
    await order(ana, "2030-03-31T21:59:59Z", "paid", [{ inventory_item_id: cup.id, quantity: 1 }]);
    // 00:30 on 1 April in Paris, still 31 March in UTC: April there.
    await order(ana, "2030-03-31T22:30:00Z", "paid", [{ inventory_item_id: cup.id, quantity: 2 }]);
    // 00:30 on 1 November in Paris (winter time since 27 October: UTC+1).
    await order(ana, "2030-10-31T23:30:00Z", "delivered", [{ inventory_item_id: cup.id, quantity: 4 }]);
    await order(ana, "2030-05-15T12:00:00Z", "confirmed", [{ inventory_item_id: cup.id, quantity: 8 }]);

    const paris = await report<RevenueByMonth>(
      ana,
      "revenue-by-month",
      "2030-03-01T00:00:00+01:00",
      "2030-12-01T00:00:00+01:00",
      "&tz=Europe%2FParis",
    );
    expect(paris.months).toEqual([
      { month: "2030-03", revenue: 10, orders: 1 },
      { month: "2030-04", revenue: 20, orders: 1 },
      { month: "2030-05", revenue: 0, orders: 0 },
      { month: "2030-06", revenue: 0, orders: 0 },
      { month: "2030-07", revenue: 0, orders: 0 },
      { month: "2030-08", revenue: 0, orders: 0 },
      { month: "2030-09", revenue: 0, orders: 0 },
      { month: "2030-10", revenue: 0, orders: 0 },
      { month: "2030-11", revenue: 40, orders: 1 },
    ]);

    // The same instants in UTC: the first two fall in March, the third in October.
    const utc = await report<RevenueByMonth>(ana, "revenue-by-month", "2030-03-01T00:00:00Z", "2030-12-01T00:00:00Z");
    expect(utc.months.filter((month) => month.orders > 0)).toEqual([
      { month: "2030-03", revenue: 30, orders: 2 },
      { month: "2030-10", revenue: 40, orders: 1 },
    ]);
  });

  it("refuses a time zone it does not know", async () => {
    const ana = await t.signUp();
    const response = await t.api(ana, "GET", `/reports/revenue-by-month?from=${MARCH[0]}&to=${MARCH[1]}&tz=Mars%2FOlympus`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ tz: "validation.invalidTimeZone" });
  });
});

describe("GET /api/v1/reports/orders-by-status, top-clients, top-items and funnel", () => {
  it("count the range's orders by status, the best clients and items, and the clients added by status", async () => {
    const [ana, stranger] = [await t.signUp(), await t.signUp()];
    const [chair, table, lamp] = [await item(ana, "Chair", 50), await item(ana, "Table", 200), await item(ana, "Lamp", 20)];
    const acme = await client(ana, "Acme", "closed_won", "2030-03-02T00:00:00Z");
    const globex = await client(ana, "Globex", "negotiation", "2030-03-03T00:00:00Z");
    await client(ana, "Initech", "negotiation", "2030-03-04T00:00:00Z");
    await client(ana, "Umbrella", "contacted", "2030-02-04T00:00:00Z");
    await order(
      ana,
      "2030-03-05T10:00:00Z",
      "paid",
      [
        { inventory_item_id: chair.id, quantity: 4 },
        { inventory_item_id: table.id, quantity: 1 },
      ],
      acme.id,
    );
    await order(ana, "2030-03-06T10:00:00Z", "delivered", [{ inventory_item_id: chair.id, quantity: 2 }], globex.id);
    await order(ana, "2030-03-07T10:00:00Z", "confirmed", [{ inventory_item_id: lamp.id, quantity: 50 }], globex.id);
    await order(ana, "2030-03-08T10:00:00Z", "cancelled", [{ inventory_item_id: lamp.id, quantity: 60 }]);
    await order(ana, "2030-03-09T10:00:00Z", "paid", [{ inventory_item_id: lamp.id, quantity: 5 }]);
    // Deleted since: its lines keep its name and still count.
    expect((await t.api(ana, "DELETE", `/inventory/${lamp.id}`)).status).toBe(204);
    await client(stranger, "Theirs", "negotiation", "2030-03-02T00:00:00Z");
    const theirs = await item(stranger, "Chair", 50);
    await order(stranger, "2030-03-05T10:00:00Z", "paid", [{ inventory_item_id: theirs.id, quantity: 99 }]);

    expect((await report<OrdersByStatus>(ana, "orders-by-status", ...MARCH)).statuses).toEqual([
      { status: "created", count: 0, total: 0 },
      { status: "confirmed", count: 1, total: 1000 },
      { status: "delivered", count: 1, total: 100 },
      { status: "paid", count: 2, total: 500 },
      { status: "cancelled", count: 1, total: 1200 },
    ]);
    expect((await report<TopClients>(ana, "top-clients", ...MARCH)).clients).toEqual([
      { client_id: acme.id, name: "Acme", company: "Acme Ltd", revenue: 400, orders: 1 },
      { client_id: globex.id, name: "Globex", company: "Globex Ltd", revenue: 100, orders: 1 },
      { client_id: null, name: null, company: null, revenue: 100, orders: 1 },
    ]);
    expect((await report<TopItems>(ana, "top-items", ...MARCH)).items).toEqual([
      { inventory_item_id: chair.id, name: "Chair", quantity: 6, revenue: 300 },
      { inventory_item_id: null, name: "Lamp", quantity: 5, revenue: 100 },
      { inventory_item_id: table.id, name: "Table", quantity: 1, revenue: 200 },
    ]);
    expect((await report<Funnel>(ana, "funnel", ...MARCH)).stages).toEqual([
      { status: "uncontacted", count: 0 },
      { status: "contacted", count: 0 },
      { status: "interested", count: 0 },
      { status: "not_interested", count: 0 },
      { status: "negotiation", count: 2 },
      { status: "closed_won", count: 1 },
      { status: "closed_lost", count: 0 },
    ]);
  });
});

describe("GET /api/v1/reports/top-items", () => {
  it("ranks the items held and the deleted ones together, a deleted item's lines by the name they kept, 10 at most", async () => {
    const ana = await t.signUp();
    // Twelve items, each sold in a quantity of its own: 1 to 12.
    const items = [];
    for (let index = 1; index <= 12; index++) items.push(await item(ana, `Item ${index}`, 10));
    for (const [index, sold] of items.entries()) {
      await order(ana, "2030-03-05T10:00:00Z", "paid", [{ inventory_item_id: sold.id, quantity: index + 1 }]);
    }
    // Two items of the same name, both deleted: their 2 + 4 make one row of 6, their name's.
    const [first, second] = [await item(ana, "Old lamp", 10), await item(ana, "Old lamp", 10)];
    await order(ana, "2030-03-06T10:00:00Z", "paid", [{ inventory_item_id: first!.id, quantity: 2 }]);
    await order(ana, "2030-03-07T10:00:00Z", "delivered", [{ inventory_item_id: second!.id, quantity: 4 }]);
    for (const deleted of [first!, second!, items[10]!]) expect((await t.api(ana, "DELETE", `/inventory/${deleted.id}`)).status).toBe(204);

    const ranked = (await report<TopItems>(ana, "top-items", ...MARCH)).items;
    expect(ranked.map((row) => [row.name, row.quantity])).toEqual([
      ["Item 12", 12],
      ["Item 11", 11],
      ["Item 10", 10],
      ["Item 9", 9],
      ["Item 8", 8],
      ["Item 7", 7],
      ["Item 6", 6],
      ["Old lamp", 6],
      ["Item 5", 5],
      ["Item 4", 4],
    ]);
    expect(ranked[1]).toEqual({ inventory_item_id: null, name: "Item 11", quantity: 11, revenue: 110 });
    expect(ranked[7]).toEqual({ inventory_item_id: null, name: "Old lamp", quantity: 6, revenue: 60 });
  });
});

describe("a report's range", () => {
  it.each([
    ["no range", "", { from: "validation.invalid", to: "validation.invalid" }],
    ["a range that ends before it starts", `?from=${MARCH[1]}&to=${MARCH[0]}`, { to: "validation.rangeReversed" }],
    ["an empty range", `?from=${MARCH[0]}&to=${MARCH[0]}`, { to: "validation.rangeReversed" }],
    ["a range of more than 5 years", `?from=2020-01-01T00:00:00Z&to=2025-01-10T00:00:00Z`, { to: "validation.rangeTooLong" }],
    ["a day without its time", `?from=2030-03-01&to=${MARCH[1]}`, { from: "validation.invalid" }],
  ])("refuses %s on every report, with a message per field", async (_, query, fields) => {
    const ana = await t.signUp();
    for (const name of ["sales", "revenue-by-month", "orders-by-status", "top-clients", "top-items", "funnel", "revenue-by-owner"]) {
      const response = await t.api(ana, "GET", `/reports/${name}${query}`);
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields, name).toEqual(fields);
    }
  });

  it("covers 5 years at most, and a leap day more", async () => {
    const ana = await t.signUp();
    const response = await t.api(ana, "GET", `/reports/revenue-by-month?from=2025-01-01T00:00:00Z&to=2030-01-01T00:00:00Z`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as RevenueByMonth).months).toHaveLength(60);
  });
});
