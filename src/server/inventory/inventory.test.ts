import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Page } from "@shared/pagination";
import { activity } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());

const call = (user: TestUser, method: string, path: string, body?: unknown) => t.api(user, method, path, body);

async function create(user: TestUser, body: Record<string, unknown>): Promise<InventoryItem> {
  const response = await call(user, "POST", "/inventory", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as InventoryItem;
}

async function expectFieldError(body: Record<string, unknown>, field: string, key: string) {
  const response = await call(owner, "POST", "/inventory", body);
  expect(response.status).toBe(400);
  expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(key);
}

describe("creating an item", () => {
  it("stores the name, quantity and price", async () => {
    const item = await create(owner, { item_name: " Wireless mouse ", quantity: 12, unit_price: 19.99 });
    expect(item).toMatchObject({ item_name: "Wireless mouse", quantity: 12, unit_price: 19.99 });
    expect(await (await call(owner, "GET", `/inventory/${item.id}`)).json()).toEqual(item);
  });

  it("defaults quantity and price to 0", async () => {
    expect(await create(owner, { item_name: "Sample" })).toMatchObject({ quantity: 0, unit_price: 0 });
  });

  it("requires a name", async () => {
    await expectFieldError({ quantity: 1 }, "item_name", "validation.itemNameRequired");
    await expectFieldError({ item_name: "  " }, "item_name", "validation.itemNameRequired");
  });

  it("accepts a name of 200 characters and refuses 201", async () => {
    expect((await create(owner, { item_name: "n".repeat(200) })).item_name).toHaveLength(200);
    await expectFieldError({ item_name: "n".repeat(201) }, "item_name", "validation.itemNameTooLong");
  });

  it("accepts quantity 0 and refuses -1, fractions and text", async () => {
    expect((await create(owner, { item_name: "Zero", quantity: 0 })).quantity).toBe(0);
    await expectFieldError({ item_name: "x", quantity: -1 }, "quantity", "validation.quantityNonNegative");
    await expectFieldError({ item_name: "x", quantity: 1.5 }, "quantity", "validation.quantityWhole");
    await expectFieldError({ item_name: "x", quantity: "3" }, "quantity", "validation.quantityWhole");
    await expectFieldError({ item_name: "x", quantity: 1_000_000_001 }, "quantity", "validation.quantityTooLarge");
  });

  it("accepts price 0 and 0.01, and refuses -0.01, a third decimal in USD and an amount over 9,999,999,999.99", async () => {
    expect((await create(owner, { item_name: "Free", unit_price: 0 })).unit_price).toBe(0);
    expect((await create(owner, { item_name: "Cent", unit_price: 0.01 })).unit_price).toBe(0.01);
    expect((await create(owner, { item_name: "Sum", unit_price: 0.1 + 0.2 })).unit_price).toBe(0.3);
    expect((await create(owner, { item_name: "Max", unit_price: 9_999_999_999.99 })).unit_price).toBe(9_999_999_999.99);
    await expectFieldError({ item_name: "x", unit_price: -0.01 }, "unit_price", "validation.priceNonNegative");
    await expectFieldError({ item_name: "x", unit_price: 1.005 }, "unit_price", "validation.priceDecimals");
    await expectFieldError({ item_name: "x", unit_price: 10_000_000_000 }, "unit_price", "validation.priceTooLarge");
  });
});

describe("updating and deleting an item", () => {
  it("changes only the fields sent", async () => {
    const item = await create(owner, { item_name: "Desk", quantity: 3, unit_price: 120 });
    const response = await call(owner, "PATCH", `/inventory/${item.id}`, { quantity: 7 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ item_name: "Desk", quantity: 7, unit_price: 120 });
  });

  it("changes nothing when a field is invalid", async () => {
    const item = await create(owner, { item_name: "Chair", quantity: 3, unit_price: 45 });
    const response = await call(owner, "PATCH", `/inventory/${item.id}`, { quantity: 9, unit_price: -1 });
    expect(response.status).toBe(400);
    expect(await (await call(owner, "GET", `/inventory/${item.id}`)).json()).toEqual(item);
  });

  it("deletes", async () => {
    const item = await create(owner, { item_name: "Lamp" });
    expect((await call(owner, "DELETE", `/inventory/${item.id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/inventory/${item.id}`)).status).toBe(404);
  });
});

describe("an item's price in the workspace's currency (docs/decisions.md 91)", () => {
  const setCurrency = async (user: TestUser, currency: string) =>
    expect((await call(user, "PATCH", `/workspaces/${user.workspaceId}`, { currency })).status).toBe(200);

  it("has at most the currency's decimals: none in JPY, three in KWD, two in EUR, on a new item and a change", async () => {
    const user = await t.signUp();
    const refused = async (method: string, path: string, body: Record<string, unknown>) => {
      const response = await call(user, method, path, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual({ unit_price: "validation.priceDecimals" });
    };

    await setCurrency(user, "JPY");
    const yen = await create(user, { item_name: "Tea", unit_price: 1500 });
    await refused("POST", "/inventory", { item_name: "Tea", unit_price: 1500.5 });
    await refused("PATCH", `/inventory/${yen.id}`, { unit_price: 0.1 });

    await setCurrency(user, "KWD");
    expect((await create(user, { item_name: "Dates", unit_price: 2.125 })).unit_price).toBe(2.125);
    await refused("POST", "/inventory", { item_name: "Dates", unit_price: 2.1255 });

    await setCurrency(user, "EUR");
    const patched = await call(user, "PATCH", `/inventory/${yen.id}`, { unit_price: 12.5 });
    expect(await patched.json()).toMatchObject({ unit_price: 12.5 });
    await refused("PATCH", `/inventory/${yen.id}`, { unit_price: 12.505 });
    expect(await (await call(user, "GET", `/inventory/${yen.id}`)).json()).toMatchObject({ unit_price: 12.5 });
  });
});

describe("an item's default tax rate", () => {
  it("is none unless chosen, is set, changed and cleared, and comes back with the item after an undo", async () => {
    const user = await t.signUp();
    const rate = async (name: string, value: number) =>
      ((await (await call(user, "POST", "/tax-rates", { name, rate: value })).json()) as { id: string }).id;
    const [vat, reduced] = [await rate("VAT", 20), await rate("Reduced", 5.5)];
    expect((await create(user, { item_name: "Plain" })).tax_rate_id).toBeNull();
    const item = await create(user, { item_name: "Lamp", unit_price: 40, tax_rate_id: vat });
    expect(item.tax_rate_id).toBe(vat);
    const patch = async (body: unknown) => (await (await call(user, "PATCH", `/inventory/${item.id}`, body)).json()) as InventoryItem;
    expect(await patch({ tax_rate_id: reduced })).toMatchObject({ tax_rate_id: reduced, unit_price: 40 });
    expect(await patch({ quantity: 3 })).toMatchObject({ tax_rate_id: reduced, quantity: 3 });

    expect((await call(user, "DELETE", `/inventory/${item.id}`)).status).toBe(204);
    const restored = await call(user, "POST", `/inventory/${item.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ tax_rate_id: reduced, quantity: 3 });
    expect(await patch({ tax_rate_id: null })).toMatchObject({ tax_rate_id: null });
  });

  it("is none after an undo when the rate was archived or deleted meanwhile", async () => {
    const user = await t.signUp();
    const rate = async (name: string) => ((await (await call(user, "POST", "/tax-rates", { name, rate: 10 })).json()) as { id: string }).id;
    const [archived, deleted] = [await rate("Archived"), await rate("Deleted")];
    const first = await create(user, { item_name: "First", tax_rate_id: archived });
    const second = await create(user, { item_name: "Second", tax_rate_id: deleted });
    for (const item of [first, second]) expect((await call(user, "DELETE", `/inventory/${item.id}`)).status).toBe(204);
    expect((await call(user, "PATCH", `/tax-rates/${archived}`, { archived: true })).status).toBe(200);
    expect((await call(user, "DELETE", `/tax-rates/${deleted}`)).status).toBe(204);

    for (const item of [first, second]) {
      const restored = await call(user, "POST", `/inventory/${item.id}/restore`);
      expect(restored.status).toBe(200);
      expect(await restored.json()).toMatchObject({ item_name: item.item_name, tax_rate_id: null });
    }
  });
});

describe("another user's items", () => {
  it("are 404 for every verb, stay untouched and never listed", async () => {
    const item = await create(owner, { item_name: "Secret stock", quantity: 5, unit_price: 10 });
    const path = `/inventory/${item.id}`;
    for (const [method, body] of [["GET"], ["PATCH", { quantity: 0 }], ["DELETE"]] as const) {
      const response = await call(stranger, method, path, body);
      expect(response.status, method).toBe(404);
    }
    expect(await (await call(owner, "GET", path)).json()).toEqual(item);
    const strangersList = (await (await call(stranger, "GET", "/inventory?q=secret")).json()) as { items: unknown[] };
    expect(strangersList.items).toEqual([]);
  });
});

describe("listing items", () => {
  it("pages newest first and searches by name", async () => {
    const user = await t.signUp();
    const names = Array.from({ length: 7 }, (_, index) => `Part ${index}`);
    for (const name of names) await create(user, { item_name: name });
    await create(user, { item_name: "Gadget" });

    const first = (await (await call(user, "GET", "/inventory?limit=5")).json()) as Page<InventoryItem>;
    const second = (await (await call(user, "GET", `/inventory?limit=5&cursor=${first.next_cursor}`)).json()) as Page<InventoryItem>;
    expect([...first.items, ...second.items].map((item) => item.item_name)).toEqual(["Gadget", ...[...names].reverse()]);
    expect(second.next_cursor).toBeNull();
    expect([first.total, second.total]).toEqual([8, null]);

    const found = (await (await call(user, "GET", "/inventory?q=part&limit=2")).json()) as Page<InventoryItem>;
    expect(found.items.map((item) => item.item_name)).toEqual(["Part 6", "Part 5"]);
    expect(found.total).toBe(7);
  });
});

describe("the low-stock threshold", () => {
  it("is none by default, is set, changed and cleared, and refuses what is not a whole number from 0", async () => {
    const item = await create(owner, { item_name: "Toner", quantity: 4 });
    expect(item.low_stock_threshold).toBeNull();
    const patch = async (body: unknown) => (await (await call(owner, "PATCH", `/inventory/${item.id}`, body)).json()) as InventoryItem;
    expect(await patch({ low_stock_threshold: 5 })).toMatchObject({ quantity: 4, low_stock_threshold: 5 });
    expect(await patch({ quantity: 9 })).toMatchObject({ quantity: 9, low_stock_threshold: 5 });
    expect(await patch({ low_stock_threshold: null })).toMatchObject({ low_stock_threshold: null });
    await expectFieldError({ item_name: "x", low_stock_threshold: -1 }, "low_stock_threshold", "validation.thresholdNonNegative");
    await expectFieldError({ item_name: "x", low_stock_threshold: 2.5 }, "low_stock_threshold", "validation.thresholdWhole");
    await expectFieldError({ item_name: "x", low_stock_threshold: "3" }, "low_stock_threshold", "validation.thresholdWhole");
    await expectFieldError({ item_name: "x", low_stock_threshold: 1_000_000_001 }, "low_stock_threshold", "validation.thresholdTooLarge");
  });

  it("lists only the items at or below it with low_stock=true, counted, searched and sorted like the rest", async () => {
    const user = await t.signUp();
    for (const [item_name, quantity, low_stock_threshold] of [
      ["Paper", 2, 10],
      ["Pens", 10, 10],
      ["Ink", 11, 10],
      ["Staples", 0, null],
      ["Paper clips", 0, 0],
    ] as const) {
      await create(user, { item_name, quantity, low_stock_threshold });
    }
    const names = async (query: string) => {
      const response = await call(user, "GET", `/inventory?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const page = (await response.json()) as Page<InventoryItem>;
      return { names: page.items.map((item) => item.item_name), total: page.total };
    };
    expect(await names("low_stock=true&sort=item_name")).toEqual({ names: ["Paper", "Paper clips", "Pens"], total: 3 });
    expect(await names("low_stock=true&q=paper&sort=-quantity")).toEqual({ names: ["Paper", "Paper clips"], total: 2 });
    expect((await names("low_stock=false")).total).toBe(5);
    expect((await call(user, "GET", "/inventory?low_stock=yes")).status).toBe(400);
  });
});

describe("activity", () => {
  it("records each change to an item", async () => {
    const user = await t.signUp();
    const item = await create(user, { item_name: "Tracked" });
    await call(user, "PATCH", `/inventory/${item.id}`, { quantity: 4 });
    await call(user, "DELETE", `/inventory/${item.id}`);
    const rows = await t.db.select().from(activity).where(eq(activity.actorId, user.id)).orderBy(activity.createdAt);
    expect(rows.map((row) => row.kind)).toEqual(["inventory.created", "inventory.updated", "inventory.deleted"]);
  });
});

describe("input PostgreSQL cannot store", () => {
  it("is refused with 400", async () => {
    await expectFieldError({ item_name: "x\u0000" }, "item_name", "validation.invalid");
    expect((await call(owner, "GET", "/inventory?q=%00")).status).toBe(400);
  });
});
