import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderTax } from "@shared/orders/order.schema";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { createTestApp, type ErrorBody, type TestApp } from "../test/test-app";
import { ordersApi } from "../test/orders-api";

/*
 * Order amounts with taxes (docs/product.md "Money and taxes", docs/decisions.md 92). Every
 * expected figure below was worked out by hand from the rule, not by the code under test:
 * tax per rate on the sum of that rate's lines, rounded half-up to the currency's minor unit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A workspace of its own, in `currency`, with its prices including tax or not, and the helpers to fill it. */
async function workspaceIn(currency: string, pricesIncludeTax = false) {
  const user = await t.signUp();
  const api = ordersApi(t, user);
  const settings = await api.call("PATCH", `/workspaces/${user.workspaceId}`, { currency, prices_include_tax: pricesIncludeTax });
  expect(settings.status, await settings.clone().text()).toBe(200);
  const rates = new Map<string, TaxRate>();
  async function rate(name: string, percent: number) {
    let found = rates.get(name);
    if (!found) {
      const response = await api.call("POST", "/tax-rates", { name, rate: percent });
      expect(response.status, await response.clone().text()).toBe(201);
      found = (await response.json()) as TaxRate;
      rates.set(name, found);
    }
    return found;
  }
  /** An order of lines [quantity, unit price, tax rate name and percent or none]. */
  async function order(lines: [number, number, [string, number]?][]) {
    const requested = [];
    for (const [quantity, price, tax] of lines) {
      const item = await api.createItem(`Item ${price}`, 1000, price);
      requested.push({ inventory_item_id: item.id, quantity, tax_rate_id: tax ? (await rate(...tax)).id : null });
    }
    return api.createOrder({ lines: requested });
  }
  return { user, api, rate, order };
}

const amounts = (order: OrderDetail) => ({
  subtotal_net: order.subtotal_net,
  taxes: order.taxes,
  tax_total: order.tax_total,
  total_price: order.total_price,
});

const tax = (name: string, rate: number, base: number, amount: number): OrderTax => ({ name, rate, base, amount });

describe("an order's net, tax per rate and total", () => {
  const CASES: {
    case: string;
    currency: string;
    inclusive?: boolean;
    lines: [number, number, [string, number]?][];
    expected: ReturnType<typeof amounts>;
  }[] = [
    {
      case: "two rates on one order, prices without tax (2 × 37.50 at 20 %, 3 × 4.20 at 5.5 %)",
      currency: "EUR",
      lines: [
        [2, 37.5, ["TVA 20 %", 20]],
        [3, 4.2, ["TVA 5,5 %", 5.5]],
      ],
      // 75.00 × 20 % = 15.00; 12.60 × 5.5 % = 0.693 → 0.69
      expected: {
        subtotal_net: 87.6,
        taxes: [tax("TVA 20 %", 20, 75, 15), tax("TVA 5,5 %", 5.5, 12.6, 0.69)],
        tax_total: 15.69,
        total_price: 103.29,
      },
    },
    {
      case: "two rates, prices including tax: the net is derived per rate",
      currency: "EUR",
      inclusive: true,
      lines: [
        [1, 120, ["MwSt 19 %", 19]],
        [1, 10.55, ["MwSt 7 %", 7]],
      ],
      // 120 × 19 / 119 = 19.159… → 19.16, net 100.84; 10.55 × 7 / 107 = 0.6901… → 0.69, net 9.86
      expected: {
        subtotal_net: 110.7,
        taxes: [tax("MwSt 19 %", 19, 100.84, 19.16), tax("MwSt 7 %", 7, 9.86, 0.69)],
        tax_total: 19.85,
        total_price: 130.55,
      },
    },
    {
      case: "yen, whose minor unit is the yen itself",
      currency: "JPY",
      lines: [[3, 333, ["消費税 10%", 10]]],
      // 999 × 10 % = 99.9 → 100
      expected: { subtotal_net: 999, taxes: [tax("消費税 10%", 10, 999, 100)], tax_total: 100, total_price: 1099 },
    },
    {
      case: "half a cent rounds up, not to even",
      currency: "EUR",
      lines: [
        [1, 0.05, ["Ten", 10]],
        [1, 0.25, ["Thirty", 30]],
      ],
      // 0.05 × 10 % = 0.005 → 0.01; 0.25 × 30 % = 0.075 → 0.08
      expected: {
        subtotal_net: 0.3,
        taxes: [tax("Thirty", 30, 0.25, 0.08), tax("Ten", 10, 0.05, 0.01)],
        tax_total: 0.09,
        total_price: 0.39,
      },
    },
    {
      case: "tax on the sum of a rate's lines, not line by line",
      currency: "EUR",
      lines: [
        [1, 0.01, ["Half", 50]],
        [1, 0.01, ["Half", 50]],
        [1, 0.01, ["Half", 50]],
      ],
      // 0.03 × 50 % = 0.015 → 0.02 (line by line, 3 × 0.005 → 3 × 0.01 would make 0.03)
      expected: { subtotal_net: 0.03, taxes: [tax("Half", 50, 0.03, 0.02)], tax_total: 0.02, total_price: 0.05 },
    },
    {
      case: "a 0 % rate is listed with no tax, and a line without a rate is only in the net",
      currency: "EUR",
      lines: [
        [2, 10, ["Exempt", 0]],
        [1, 5],
      ],
      expected: { subtotal_net: 25, taxes: [tax("Exempt", 0, 20, 0)], tax_total: 0, total_price: 25 },
    },
    {
      case: "a currency with three decimals",
      currency: "KWD",
      lines: [[1, 1.234, ["VAT", 5]]],
      // 1.234 × 5 % = 0.0617 → 0.062
      expected: { subtotal_net: 1.234, taxes: [tax("VAT", 5, 1.234, 0.062)], tax_total: 0.062, total_price: 1.296 },
    },
  ];

  it.each(CASES)("$case", async ({ currency, inclusive, lines, expected }) => {
    const workspace = await workspaceIn(currency, inclusive);
    const created = await workspace.order(lines);
    expect(amounts(created)).toEqual(expected);
    expect(created.prices_include_tax).toBe(inclusive ?? false);
    // The same figures are read back, and shown on the list.
    expect(amounts(await workspace.api.getOrder(created.id))).toEqual(expected);
    const list = (await (await workspace.api.call("GET", "/orders")).json()) as { items: OrderDetail[] };
    expect(amounts(list.items[0]!)).toEqual(expected);
  });
});

describe("a line's tax rate", () => {
  it("defaults to its item's rate, and null asks for no tax", async () => {
    const { api, rate } = await workspaceIn("EUR");
    const vat = await rate("VAT 20", 20);
    const item = (await (
      await api.call("POST", "/inventory", { item_name: "Taxed", quantity: 10, unit_price: 10, tax_rate_id: vat.id })
    ).json()) as {
      id: string;
    };
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: item.id, quantity: 1 },
        { inventory_item_id: item.id, quantity: 1, tax_rate_id: null },
      ],
    });
    expect(order.lines.map((line) => [line.tax_rate_id, line.tax_name, line.tax_rate])).toEqual([
      [vat.id, "VAT 20", 20],
      [null, null, null],
    ]);
    expect(order.total_price).toBe(22);
  });

  it("keeps its snapshot when the rate is renamed, changed or archived, and an archived rate is not offered to new lines", async () => {
    const { api, rate, order } = await workspaceIn("EUR");
    const standard = await rate("Standard", 20);
    const created = await order([[1, 100, ["Standard", 20]]]);

    expect((await api.call("PATCH", `/tax-rates/${standard.id}`, { name: "Old standard", rate: 21 })).status).toBe(200);
    expect((await api.call("PATCH", `/tax-rates/${standard.id}`, { archived: true })).status).toBe(200);
    const kept = await api.getOrder(created.id);
    expect(kept.taxes).toEqual([tax("Standard", 20, 100, 20)]);

    // Editing the order's quantity keeps the line's tax as it was saved, and recomputes.
    const line = kept.lines[0]!;
    const edited = await api.updateOrder(created.id, { lines: [{ id: line.id, inventory_item_id: line.inventory_item_id, quantity: 2 }] });
    expect(edited.taxes).toEqual([tax("Standard", 20, 200, 40)]);
    expect(edited.total_price).toBe(240);
    // Sending the same archived rate for that line keeps it too.
    const resent = await api.updateOrder(created.id, {
      lines: [{ id: line.id, inventory_item_id: line.inventory_item_id, quantity: 2, tax_rate_id: standard.id }],
    });
    expect(resent.lines[0]).toMatchObject({ tax_rate_id: standard.id, tax_name: "Standard", tax_rate: 20 });

    // A new line, or a new order, cannot take it.
    const refused = await api.call("PATCH", `/orders/${created.id}`, {
      lines: [
        { id: line.id, inventory_item_id: line.inventory_item_id, quantity: 2 },
        { inventory_item_id: line.inventory_item_id, quantity: 1, tax_rate_id: standard.id },
      ],
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ "lines.1.tax_rate_id": "validation.taxRateArchived" });
    const refusedNew = await api.call("POST", "/orders", {
      lines: [{ inventory_item_id: line.inventory_item_id, quantity: 1, tax_rate_id: standard.id }],
    });
    expect(refusedNew.status).toBe(400);
    expect((await api.getOrder(created.id)).total_price).toBe(240);
  });

  it("cannot be another workspace's: 404, and nothing is made", async () => {
    const mine = await workspaceIn("EUR");
    const theirs = await workspaceIn("EUR");
    const theirRate = await theirs.rate("Theirs", 10);
    const item = await mine.api.createItem("Mine", 5, 10);
    const first = await mine.api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });

    const refused = await mine.api.call("POST", "/orders", {
      lines: [{ inventory_item_id: item.id, quantity: 1, tax_rate_id: theirRate.id }],
    });
    expect(refused.status).toBe(404);
    const refusedEdit = await mine.api.call("PATCH", `/orders/${first.id}`, {
      lines: [{ id: first.lines[0]!.id, inventory_item_id: item.id, quantity: 1, tax_rate_id: theirRate.id }],
    });
    expect(refusedEdit.status).toBe(404);

    expect((await mine.api.getOrder(first.id)).taxes).toEqual([]);
    const next = await mine.api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    expect(next.number, "the refused order took no number").toBe(first.number + 1);
  });
});

describe("the workspace's prices-include-tax setting", () => {
  it("is taken by each order when it is made: changing it later alters no existing order", async () => {
    const { user, api, order } = await workspaceIn("EUR", false);
    const before = await order([[1, 100, ["VAT", 20]]]);
    expect(before.total_price).toBe(120);

    expect((await api.call("PATCH", `/workspaces/${user.workspaceId}`, { prices_include_tax: true })).status).toBe(200);
    const confirmed = await api.updateOrder(before.id, { status: "confirmed" });
    expect(amounts(confirmed)).toEqual(amounts(before));
    const line = before.lines[0]!;
    const edited = await api.updateOrder(before.id, { lines: [{ id: line.id, inventory_item_id: line.inventory_item_id, quantity: 1 }] });
    expect(edited.prices_include_tax).toBe(false);
    expect(edited.total_price).toBe(120);

    const after = await api.createOrder({
      lines: [{ inventory_item_id: line.inventory_item_id!, quantity: 1, tax_rate_id: line.tax_rate_id }],
    });
    expect(after.prices_include_tax).toBe(true);
    expect(amounts(after)).toEqual({ subtotal_net: 83.33, taxes: [tax("VAT", 20, 83.33, 16.67)], tax_total: 16.67, total_price: 100 });
  });
});

describe("the dashboard's revenue", () => {
  it("sums the amounts due, tax included", async () => {
    const { api, order } = await workspaceIn("EUR");
    const paid = await order([[1, 100, ["VAT", 20]]]);
    await api.updateOrder(paid.id, { status: "paid" });
    const dashboard = (await (await api.call("GET", "/dashboard")).json()) as { revenue: number };
    expect(dashboard.revenue).toBe(120);
  });
});

describe("an order brought back by undo", () => {
  it("keeps its taxes, and the name and percent of a rate deleted meanwhile", async () => {
    const { api, rate, order } = await workspaceIn("EUR");
    const doomed = await rate("Soon gone", 10);
    const created = await order([[2, 50, ["Soon gone", 10]]]);
    expect((await api.call("DELETE", `/orders/${created.id}`)).status).toBe(204);
    // No line uses the rate any more: it can be deleted.
    expect((await api.call("DELETE", `/tax-rates/${doomed.id}`)).status).toBe(204);

    const restored = await api.call("POST", `/orders/${created.id}/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    const back = (await restored.json()) as OrderDetail;
    expect(amounts(back)).toEqual(amounts(created));
    expect(back.lines[0]).toMatchObject({ tax_rate_id: null, tax_name: "Soon gone", tax_rate: 10 });
    expect(back.number).toBe(created.number);
  });
});
