import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyDigits } from "@shared/money/currency";
import type { OrderDetail } from "@shared/orders/order.schema";
import { orderTotals } from "@shared/orders/order-totals";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { ordersApi } from "../test/orders-api";

/*
 * For any order, in any currency, with prices including tax or not, the database's figures
 * add up (total = net + tax), each rate's tax is its base × rate rounded half-up to the
 * currency's minor unit, and they are the figures the order forms compute (orderTotals).
 */

const RATES = [0, 2.1, 5.5, 7, 19.6, 20, 100];
const SETUPS = [
  { currency: "EUR", inclusive: false },
  { currency: "EUR", inclusive: true },
  { currency: "JPY", inclusive: false },
  { currency: "KWD", inclusive: true },
] as const;

let t: TestApp;
const workspaces: { api: ReturnType<typeof ordersApi>; rates: TaxRate[] }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const { currency, inclusive } of SETUPS) {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const settings = await api.call("PATCH", `/workspaces/${user.workspaceId}`, { currency, prices_include_tax: inclusive });
    expect(settings.status).toBe(200);
    const rates: TaxRate[] = [];
    for (const rate of RATES) rates.push((await (await api.call("POST", "/tax-rates", { name: `Rate ${rate}`, rate })).json()) as TaxRate);
    workspaces.push({ api, rates });
  }
}, 60_000);
afterAll(() => t.close());

/** value × 10^digits as a whole number, the decimal way (value has at most `digits` decimals). */
const scaled = (value: number, digits: number) => Math.round(value * 10 ** digits);

/** (n ÷ d) rounded half up, for n ≥ 0 and d > 0, in whole numbers. */
const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 500 }),
  /** The price in the currency's minor units. */
  minorPrice: fc.integer({ min: 0, max: 2_000_000 }),
  rate: fc.option(fc.nat({ max: RATES.length - 1 }), { nil: undefined }),
});

describe("an order's amounts", () => {
  it("add up, round each rate's tax half-up to the currency's minor unit, and match the forms' figures", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: SETUPS.length - 1 }), fc.array(line, { minLength: 1, maxLength: 5 }), async (setupIndex, lines) => {
        const { currency, inclusive } = SETUPS[setupIndex]!;
        const { api, rates } = workspaces[setupIndex]!;
        const digits = currencyDigits(currency);
        const priced = lines.map((entry) => ({ ...entry, price: entry.minorPrice / 10 ** digits }));
        const requested = [];
        for (const entry of priced) {
          const item = await api.createItem("Priced", 10_000, entry.price);
          requested.push({
            inventory_item_id: item.id,
            quantity: entry.quantity,
            tax_rate_id: entry.rate === undefined ? null : rates[entry.rate]!.id,
          });
        }
        const order: OrderDetail = await api.createOrder({ lines: requested });

        expect(scaled(order.total_price, digits)).toBe(scaled(order.subtotal_net, digits) + scaled(order.tax_total, digits));
        expect(scaled(order.tax_total, digits)).toBe(order.taxes.reduce((sum, tax) => sum + scaled(tax.amount, digits), 0));
        for (const tax of order.taxes) {
          const rateThousandths = BigInt(Math.round(tax.rate * 1000));
          const base = BigInt(scaled(tax.base, digits));
          const amount = BigInt(scaled(tax.amount, digits));
          if (inclusive) {
            const gross = base + amount;
            expect(amount).toBe(halfUp(gross * rateThousandths, 100_000n + rateThousandths));
          } else {
            expect(amount).toBe(halfUp(base * rateThousandths, 100_000n));
          }
        }
        const expected = orderTotals(
          priced.map((entry) => ({
            quantity: entry.quantity,
            unit_price: entry.price,
            tax: entry.rate === undefined ? null : { name: `Rate ${RATES[entry.rate]}`, rate: RATES[entry.rate]! },
          })),
          { pricesIncludeTax: inclusive, currencyDigits: digits },
        );
        expect({
          subtotal_net: order.subtotal_net,
          taxes: order.taxes,
          tax_total: order.tax_total,
          total_price: order.total_price,
        }).toEqual(expected);
      }),
      { seed: 20_261_126, numRuns: 30 },
    );
  }, 120_000);
});
