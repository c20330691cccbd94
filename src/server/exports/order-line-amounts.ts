import { MONEY_SCALE } from "@shared/money/currency";
import type { OrderTax } from "@shared/orders/order.schema";
import { orderTotals } from "@shared/orders/order-totals";

/** What a line's amounts are worked out from: its quantity and price, and its tax as saved (null for none). */
export interface LineForAmounts {
  quantity: number;
  unit_price: number;
  tax_name: string | null;
  tax_rate: number | null;
}

export interface LineAmounts {
  net: number;
  tax: number;
  total: number;
}

/** The order's amounts as saved: whether its prices include tax, and its tax per rate. */
export interface SavedOrderTaxes {
  prices_include_tax: boolean;
  taxes: readonly OrderTax[];
}

const UNITS = 10 ** MONEY_SCALE;
const toUnits = (value: number) => BigInt(Math.round(value * UNITS));
const fromUnits = (units: bigint) => Number(units) / UNITS;

/**
 * `total` shared out in proportion to `weights`, in whole multiples of `unit`: each share rounded
 * down, then the units left over one each to the largest remainders, the first on a tie. The
 * shares add up to `total` exactly. Amounts and weights are never negative (the database's checks).
 */
function shareOut(total: bigint, weights: readonly bigint[], unit: bigint): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? total : 0n));
  const units = total / unit;
  const exact = weights.map((weight) => units * weight);
  const shares = exact.map((numerator) => numerator / sum);
  let left = units - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = exact
    .map((numerator, index) => ({ index, remainder: numerator % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map((share) => share * unit);
}

/**
 * Each line's net, tax and total, from the order's saved amounts (docs/decisions.md
 * 129). An order's tax is computed per rate on the sum of that rate's lines (decision 92), not
 * per line: a line's tax is its share of its rate's saved tax, in proportion to its subtotal, in
 * whole minor units of the currency. The lines' nets, taxes and totals then add up exactly to the
 * order's net, tax and total. When prices include tax a line's total is its subtotal and its net
 * the rest; otherwise its net is its subtotal.
 */
export function orderLineAmounts(lines: readonly LineForAmounts[], order: SavedOrderTaxes, currencyDigits: number): LineAmounts[] {
  const subtotals = lines.map((line) => toUnits(line.unit_price) * BigInt(line.quantity));
  const taxes = lines.map(() => 0n);
  const linesByTax = new Map<string, number[]>();
  lines.forEach((line, index) => {
    if (line.tax_name === null || line.tax_rate === null) return;
    const key = `${line.tax_rate}\u0000${line.tax_name}`;
    linesByTax.set(key, [...(linesByTax.get(key) ?? []), index]);
  });
  for (const indexes of linesByTax.values()) {
    const name = lines[indexes[0]!]!.tax_name!;
    const rate = lines[indexes[0]!]!.tax_rate!;
    const saved = order.taxes.find((tax) => tax.name === name && tax.rate === rate);
    // Saved amounts always hold each rate of the lines; were one missing, the order's own rule computes it.
    const amount =
      saved?.amount ??
      orderTotals(
        indexes.map((index) => ({ quantity: lines[index]!.quantity, unit_price: lines[index]!.unit_price, tax: { name, rate } })),
        { pricesIncludeTax: order.prices_include_tax, currencyDigits },
      ).tax_total;
    const tax = toUnits(amount);
    // The currency's minor unit, unless the amount has finer ones (the currency changed since it was saved).
    const minorUnit = BigInt(10 ** (MONEY_SCALE - currencyDigits));
    const unit = tax % minorUnit === 0n ? minorUnit : 1n;
    const shares = shareOut(
      tax,
      indexes.map((index) => subtotals[index]!),
      unit,
    );
    indexes.forEach((lineIndex, position) => (taxes[lineIndex] = shares[position]!));
  }
  return lines.map((_, index) => {
    const tax = taxes[index]!;
    const net = order.prices_include_tax ? subtotals[index]! - tax : subtotals[index]!;
    return { net: fromUnits(net), tax: fromUnits(tax), total: fromUnits(net + tax) };
  });
}
