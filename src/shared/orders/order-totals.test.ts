import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-totals";

const line = (quantity: number, unit_price: number, tax?: [string, number]) => ({
  quantity,
  unit_price,
  tax: tax ? { name: tax[0], rate: tax[1] } : null,
});

describe("orderTotals", () => {
  it("taxes each rate on the sum of its lines, half-up, highest rate first", () => {
    expect(
      orderTotals([line(3, 4.2, ["TVA 5,5 %", 5.5]), line(2, 37.5, ["TVA 20 %", 20]), line(1, 5)], {
        pricesIncludeTax: false,
        currencyDigits: 2,
      }),
    ).toEqual({
      subtotal_net: 92.6,
      taxes: [
        { name: "TVA 20 %", rate: 20, base: 75, amount: 15 },
        { name: "TVA 5,5 %", rate: 5.5, base: 12.6, amount: 0.69 },
      ],
      tax_total: 15.69,
      total_price: 108.29,
    });
  });

  it("derives the net out of prices including tax, per rate", () => {
    expect(orderTotals([line(1, 100, ["VAT", 20])], { pricesIncludeTax: true, currencyDigits: 2 })).toEqual({
      subtotal_net: 83.33,
      taxes: [{ name: "VAT", rate: 20, base: 83.33, amount: 16.67 }],
      tax_total: 16.67,
      total_price: 100,
    });
  });

  it("rounds to the currency's minor unit, and half a unit up", () => {
    expect(orderTotals([line(3, 333, ["10", 10])], { pricesIncludeTax: false, currencyDigits: 0 }).tax_total).toBe(100);
    expect(orderTotals([line(1, 0.05, ["10", 10])], { pricesIncludeTax: false, currencyDigits: 2 }).tax_total).toBe(0.01);
    expect(orderTotals([line(1, 1.234, ["5", 5])], { pricesIncludeTax: false, currencyDigits: 3 }).tax_total).toBe(0.062);
  });

  it("adds up exactly where floating point would not", () => {
    const totals = orderTotals([line(1, 0.1, ["A", 10]), line(1, 0.2, ["A", 10])], { pricesIncludeTax: false, currencyDigits: 2 });
    expect(totals).toMatchObject({ subtotal_net: 0.3, tax_total: 0.03, total_price: 0.33 });
  });
});
