import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderTotals } from "@shared/orders/order-totals";
import { orderLineAmounts, type LineForAmounts } from "./order-line-amounts";

const line = (quantity: number, unit_price: number, tax?: { name: string; rate: number }): LineForAmounts => ({
  quantity,
  unit_price,
  tax_name: tax?.name ?? null,
  tax_rate: tax?.rate ?? null,
});

/** The order's saved amounts, as the database computes them (the shared rule states the same). */
function savedOrder(lines: readonly LineForAmounts[], pricesIncludeTax: boolean, currencyDigits = 2) {
  const totals = orderTotals(
    lines.map((entry) => ({
      quantity: entry.quantity,
      unit_price: entry.unit_price,
      tax: entry.tax_name === null ? null : { name: entry.tax_name, rate: entry.tax_rate! },
    })),
    { pricesIncludeTax, currencyDigits },
  );
  return { prices_include_tax: pricesIncludeTax, ...totals };
}

const cents = (value: number) => Math.round(value * 10_000);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe("an order line's amounts", () => {
  it("share out each rate's tax, rounded on the rate's lines together, in proportion to the lines' subtotals", () => {
    // 3 × 4.20 at 5.5 % owe 0.69 of tax (docs/product.md "Order numbers and amounts"): 0.23 and 0.46.
    const reduced = { name: "Reduced", rate: 5.5 };
    const lines = [line(1, 4.2, reduced), line(2, 4.2, reduced)];
    expect(orderLineAmounts(lines, savedOrder(lines, false), 2)).toEqual([
      { net: 4.2, tax: 0.23, total: 4.43 },
      { net: 8.4, tax: 0.46, total: 8.86 },
    ]);
  });

  it("give the cents rounding leaves over to the largest remainders, the first line first on a tie", () => {
    // 3.00 at 10.5 %: 0.315, saved as 0.32 — two lines get 0.11, one 0.10.
    const rate = { name: "VAT", rate: 10.5 };
    const lines = [line(1, 1, rate), line(1, 1, rate), line(1, 1, rate), line(2, 2.5)];
    expect(orderLineAmounts(lines, savedOrder(lines, false), 2)).toEqual([
      { net: 1, tax: 0.11, total: 1.11 },
      { net: 1, tax: 0.11, total: 1.11 },
      { net: 1, tax: 0.1, total: 1.1 },
      { net: 5, tax: 0, total: 5 },
    ]);
  });

  it("take the tax out of the subtotal when prices include it", () => {
    const vat = { name: "VAT", rate: 20 };
    const lines = [line(1, 100, vat), line(1, 50, vat)];
    expect(orderLineAmounts(lines, savedOrder(lines, true), 2)).toEqual([
      { net: 83.33, tax: 16.67, total: 100 },
      { net: 41.67, tax: 8.33, total: 50 },
    ]);
  });

  it("use the order's saved tax, not one computed again", () => {
    const vat = { name: "VAT", rate: 20 };
    const lines = [line(1, 10, vat)];
    const saved = { prices_include_tax: false, taxes: [{ name: "VAT", rate: 20, base: 10, amount: 1.99 }] };
    expect(orderLineAmounts(lines, saved, 2)).toEqual([{ net: 10, tax: 1.99, total: 11.99 }]);
  });

  it("work in the currency's minor unit: whole yen", () => {
    const vat = { name: "Consumption", rate: 10 };
    const lines = [line(1, 105, vat), line(1, 105, vat), line(1, 105, vat)];
    // 315 at 10 %: 31.5, saved as 32.
    const amounts = orderLineAmounts(lines, savedOrder(lines, false, 0), 0);
    expect(amounts.map((amount) => amount.tax)).toEqual([11, 11, 10]);
  });

  it("add up to the order's saved net, tax and total, whatever the lines", () => {
    const rates = [
      { name: "A", rate: 20 },
      { name: "B", rate: 5.5 },
      { name: "C", rate: 2.125 },
      { name: "A", rate: 7 },
    ];
    const lineArbitrary = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      unit_price: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 100),
      rate: fc.integer({ min: -1, max: rates.length - 1 }),
    });
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }), fc.boolean(), (drawn, pricesIncludeTax) => {
        const lines = drawn.map((entry) => line(entry.quantity, entry.unit_price, entry.rate < 0 ? undefined : rates[entry.rate]));
        const order = savedOrder(lines, pricesIncludeTax);
        const amounts = orderLineAmounts(lines, order, 2);
        expect(sum(amounts.map((amount) => amount.net))).toBe(cents(order.subtotal_net));
        expect(sum(amounts.map((amount) => amount.tax))).toBe(cents(order.tax_total));
        expect(sum(amounts.map((amount) => amount.total))).toBe(cents(order.total_price));
        for (const amount of amounts) {
          expect(cents(amount.net) + cents(amount.tax)).toBe(cents(amount.total));
          expect(cents(amount.tax) % 100).toBe(0);
          expect(amount.tax).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
