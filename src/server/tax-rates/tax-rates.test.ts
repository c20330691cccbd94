import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { ACTIVE_TAX_RATES_MAX } from "@shared/tax-rates/tax-rate-limits";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { eq } from "drizzle-orm";
import { orderItems, orders, workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const addRate = async (user: TestUser, body: { name: string; rate: number }) =>
  json<TaxRate>(await t.api(user, "POST", "/tax-rates", body), 201);

async function listRates(user: TestUser): Promise<TaxRate[]> {
  return (await json<{ items: TaxRate[] }>(await t.api(user, "GET", "/tax-rates"), 200)).items;
}

/** The names and percents a user sees, in the list's order, archived ones marked. */
const offered = async (user: TestUser) =>
  (await listRates(user)).map((rate) => `${rate.name} ${rate.rate}${rate.archived ? " (archived)" : ""}`);

async function expectRefusal(response: Response, status: number, expected: { code?: string; reason?: string; fields?: object }) {
  const body = await json<ErrorBody>(response, status);
  if (expected.code) expect(body.error.code).toBe(expected.code);
  if (expected.reason) expect(body.error.details?.reason).toBe(expected.reason);
  if (expected.fields) expect(body.error.fields).toEqual(expected.fields);
}

/** Makes `user` a member of `owner`'s workspace, straight in the database: inviting is not what is tested here. */
async function join(owner: TestUser, user: TestUser, role: "admin" | "member") {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: user.id, role });
  expect((await t.api(user, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

/**
 * An order line of the user's workspace taxed at `rate`, written straight in the database as an
 * order saves it (its rate and the snapshot of its name and percent): how the line is made is
 * the orders' business, what a rate in use may become is tested here.
 */
async function lineTaxedAt(user: TestUser, rate: TaxRate) {
  const [order] = await t.db
    .insert(orders)
    .values({ workspaceId: user.workspaceId, createdBy: user.id, number: randomInt(1, 2 ** 31 - 1) })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values({
    workspaceId: user.workspaceId,
    orderId: order!.id,
    itemName: "Lamp",
    quantity: 1,
    unitPrice: 100,
    taxRateId: rate.id,
    taxName: rate.name,
    taxRate: rate.rate,
  });
}

describe("a workspace's tax rates", () => {
  it("are added by the owner, listed on offer first by name then archived, and read by every member", async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    expect(await listRates(owner)).toEqual([]);
    const standard = await addRate(owner, { name: "  VAT 20 %  ", rate: 20 });
    expect(standard).toEqual({
      id: expect.any(String),
      name: "VAT 20 %",
      rate: 20,
      archived: false,
      in_use: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await addRate(owner, { name: "reduced", rate: 5.5 });
    const zero = await addRate(owner, { name: "Exempt", rate: 0 });
    await addRate(owner, { name: "Super-reduced", rate: 2.125 });
    expect((await t.api(owner, "PATCH", `/tax-rates/${zero.id}`, { archived: true })).status).toBe(200);

    await join(owner, member, "member");
    const expected = ["reduced 5.5", "Super-reduced 2.125", "VAT 20 % 20", "Exempt 0 (archived)"];
    expect(await offered(owner)).toEqual(expected);
    expect(await offered(member)).toEqual(expected);
  });

  it("are changed by an admin as by the owner, and a member may change none of them (403), which changes nothing", async () => {
    const owner = await t.signUp();
    const [admin, member] = [await t.signUp(), await t.signUp()];
    await join(owner, admin, "admin");
    await join(owner, member, "member");
    const rate = await addRate(admin, { name: "GST", rate: 10 });
    const renamed = await json<TaxRate>(await t.api(admin, "PATCH", `/tax-rates/${rate.id}`, { name: "GST 15", rate: 15 }), 200);
    expect(renamed).toMatchObject({ id: rate.id, name: "GST 15", rate: 15 });

    for (const response of [
      await t.api(member, "POST", "/tax-rates", { name: "Mine", rate: 1 }),
      await t.api(member, "PATCH", `/tax-rates/${rate.id}`, { rate: 0 }),
      await t.api(member, "PATCH", `/tax-rates/${rate.id}`, { archived: true }),
      await t.api(member, "DELETE", `/tax-rates/${rate.id}`),
    ]) {
      await expectRefusal(response, 403, { code: "FORBIDDEN" });
    }
    expect(await offered(owner)).toEqual(["GST 15 15"]);
    expect((await t.api(admin, "DELETE", `/tax-rates/${rate.id}`)).status).toBe(204);
    expect(await listRates(owner)).toEqual([]);
  });

  it("refuses a missing name, a long one, two lines, a percent outside 0 to 100 and a fourth decimal, with a message per field", async () => {
    const owner = await t.signUp();
    for (const [body, fields] of [
      [{ name: " \u200b ", rate: 5 }, { name: "validation.taxRateNameRequired" }],
      [{ rate: 5 }, { name: "validation.taxRateNameRequired" }],
      [{ name: "x".repeat(51), rate: 5 }, { name: "validation.taxRateNameTooLong" }],
      [{ name: "Two\nlines", rate: 5 }, { name: "validation.singleLine" }],
      [{ name: "Negative", rate: -0.001 }, { rate: "validation.taxRateRange" }],
      [{ name: "Too much", rate: 100.001 }, { rate: "validation.taxRateRange" }],
      [{ name: "Text", rate: "20" }, { rate: "validation.taxRateRange" }],
      [{ name: "Fine", rate: 1.0005 }, { rate: "validation.taxRateDecimals" }],
    ] as const) {
      await expectRefusal(await t.api(owner, "POST", "/tax-rates", body), 400, { code: "VALIDATION", fields });
    }
    const edge = await addRate(owner, { name: "x".repeat(50), rate: 100 });
    await expectRefusal(await t.api(owner, "PATCH", `/tax-rates/${edge.id}`, {}), 400, { code: "VALIDATION" });
    await expectRefusal(await t.api(owner, "PATCH", `/tax-rates/${edge.id}`, { archived: "yes" }), 400, {
      fields: { archived: "validation.invalid" },
    });
    expect(await offered(owner)).toEqual([`${"x".repeat(50)} 100`]);
  });

  it("never share a name on offer, whatever the case: a new rate, a rename and a return from the archive are refused (409)", async () => {
    const owner = await t.signUp();
    const vat = await addRate(owner, { name: "VAT", rate: 20 });
    const other = await addRate(owner, { name: "Reduced", rate: 10 });
    await expectRefusal(await t.api(owner, "POST", "/tax-rates", { name: "vat", rate: 7 }), 409, { reason: "tax_rate_name_taken" });
    await expectRefusal(await t.api(owner, "PATCH", `/tax-rates/${other.id}`, { name: " VAT " }), 409, {
      reason: "tax_rate_name_taken",
    });
    // A rate keeps its own name, in another case too.
    expect(await json<TaxRate>(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { name: "Vat" }), 200)).toMatchObject({ name: "Vat" });

    // Archived, its name is free again; it cannot come back while another rate on offer holds it.
    await json(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { archived: true }), 200);
    const successor = await addRate(owner, { name: "VAT", rate: 21 });
    await expectRefusal(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { archived: false }), 409, {
      reason: "tax_rate_name_taken",
    });
    // Renamed while it comes back, it may.
    const back = await json<TaxRate>(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { archived: false, name: "VAT (old)" }), 200);
    expect(back).toMatchObject({ name: "VAT (old)", archived: false });
    expect(await offered(owner)).toEqual(["Reduced 10", "VAT 21", "VAT (old) 20"]);
    expect(successor.id).not.toBe(vat.id);
  });

  it("are told apart when two are added with one name at once: one is added, the other refused (409)", async () => {
    const owner = await t.signUp();
    const answers = await Promise.all([1, 2, 3].map((rate) => t.api(owner, "POST", "/tax-rates", { name: "Same", rate })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await listRates(owner)).toHaveLength(1);
  });

  it(`are ${ACTIVE_TAX_RATES_MAX} on offer at most: one more is refused (409) until one is archived`, async () => {
    const owner = await t.signUp();
    const rates: TaxRate[] = [];
    for (let index = 1; index <= ACTIVE_TAX_RATES_MAX; index++) rates.push(await addRate(owner, { name: `Rate ${index}`, rate: index }));
    await expectRefusal(await t.api(owner, "POST", "/tax-rates", { name: "One more", rate: 1 }), 409, { reason: "too_many_tax_rates" });

    await json(await t.api(owner, "PATCH", `/tax-rates/${rates[0]!.id}`, { archived: true }), 200);
    await addRate(owner, { name: "One more", rate: 1 });
    await expectRefusal(await t.api(owner, "PATCH", `/tax-rates/${rates[0]!.id}`, { archived: false }), 409, {
      reason: "too_many_tax_rates",
    });
    // Changing a rate on offer is no new one.
    await json(await t.api(owner, "PATCH", `/tax-rates/${rates[1]!.id}`, { rate: 2.5, archived: false }), 200);
    expect((await listRates(owner)).filter((rate) => !rate.archived)).toHaveLength(ACTIVE_TAX_RATES_MAX);
  });
});

describe("a tax rate an order line uses", () => {
  it("is in use: it cannot be deleted (409 tax_rate_in_use) but can be archived, and its lines keep their tax", async () => {
    const owner = await t.signUp();
    const used = await addRate(owner, { name: "VAT", rate: 20 });
    const unused = await addRate(owner, { name: "Unused", rate: 7 });
    await lineTaxedAt(owner, used);
    expect((await listRates(owner)).map(({ name, in_use }) => [name, in_use])).toEqual([
      ["Unused", false],
      ["VAT", true],
    ]);

    await expectRefusal(await t.api(owner, "DELETE", `/tax-rates/${used.id}`), 409, { code: "CONFLICT", reason: "tax_rate_in_use" });
    // A new percent is for lines saved from now on.
    await json(await t.api(owner, "PATCH", `/tax-rates/${used.id}`, { rate: 21 }), 200);
    const archived = await json<TaxRate>(await t.api(owner, "PATCH", `/tax-rates/${used.id}`, { archived: true }), 200);
    expect(archived).toMatchObject({ archived: true, in_use: true, rate: 21 });
    const lines = await t.db
      .select({ taxName: orderItems.taxName, taxRate: orderItems.taxRate })
      .from(orderItems)
      .where(eq(orderItems.workspaceId, owner.workspaceId));
    expect(lines).toEqual([{ taxName: "VAT", taxRate: 20 }]);

    expect((await t.api(owner, "DELETE", `/tax-rates/${unused.id}`)).status).toBe(204);
    expect(await offered(owner)).toEqual(["VAT 21 (archived)"]);
    expect((await t.api(owner, "DELETE", `/tax-rates/${unused.id}`)).status).toBe(404);
  });
});

describe("an item's default tax rate", () => {
  const addItem = async (user: TestUser, taxRateId: string | null) =>
    json<InventoryItem>(await t.api(user, "POST", "/inventory", { item_name: "Lamp", unit_price: 10, tax_rate_id: taxRateId }), 201);
  const itemRate = async (user: TestUser, item: InventoryItem) =>
    (await json<InventoryItem>(await t.api(user, "GET", `/inventory/${item.id}`), 200)).tax_rate_id;

  it("goes when the rate is archived, stays gone when it comes back, and goes when the rate is deleted", async () => {
    const owner = await t.signUp();
    const vat = await addRate(owner, { name: "VAT", rate: 20 });
    const reduced = await addRate(owner, { name: "Reduced", rate: 5.5 });
    const lamp = await addItem(owner, vat.id);
    const book = await addItem(owner, reduced.id);
    expect(lamp.tax_rate_id).toBe(vat.id);

    await json(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { archived: true }), 200);
    expect(await itemRate(owner, lamp)).toBeNull();
    expect(await itemRate(owner, book)).toBe(reduced.id);
    await json(await t.api(owner, "PATCH", `/tax-rates/${vat.id}`, { archived: false }), 200);
    expect(await itemRate(owner, lamp)).toBeNull();

    expect((await t.api(owner, "DELETE", `/tax-rates/${reduced.id}`)).status).toBe(204);
    expect(await itemRate(owner, book)).toBeNull();
  });

  it("is a rate of the workspace on offer: another workspace's answers 404 as a missing one, an archived one 400", async () => {
    const [owner, stranger] = [await t.signUp(), await t.signUp()];
    const theirs = await addRate(stranger, { name: "Theirs", rate: 10 });
    const archived = await addRate(owner, { name: "Old", rate: 19.6 });
    await json(await t.api(owner, "PATCH", `/tax-rates/${archived.id}`, { archived: true }), 200);
    const item = await addItem(owner, null);

    for (const id of [theirs.id, crypto.randomUUID()]) {
      await expectRefusal(await t.api(owner, "POST", "/inventory", { item_name: "x", tax_rate_id: id }), 404, { code: "NOT_FOUND" });
      await expectRefusal(await t.api(owner, "PATCH", `/inventory/${item.id}`, { tax_rate_id: id }), 404, { code: "NOT_FOUND" });
    }
    await expectRefusal(await t.api(owner, "PATCH", `/inventory/${item.id}`, { tax_rate_id: archived.id }), 400, {
      fields: { tax_rate_id: "validation.taxRateArchived" },
    });
    expect(await itemRate(owner, item)).toBeNull();
    expect(await offered(stranger)).toEqual(["Theirs 10"]);
  });
});
