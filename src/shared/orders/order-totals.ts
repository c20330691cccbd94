import { MONEY_SCALE } from "../money/currency";
import { TAX_RATE_DIGITS } from "../tax-rates/tax-rate-limits";

/**
 * An order's net, tax and total (docs/product.md "Money and taxes", docs/decisions.md 92), the
 * rule the database applies in orders.service.ts, written here for the order forms' live
 * figures and for the tests that check the database against it:
 *
 * - lines are grouped by their tax (name and percent); a line without one is untaxed;
 * - each group's tax is computed on the sum of its lines and rounded half-up (half away from
 *   zero) to the currency's minor unit: base × rate ÷ 100 when prices exclude tax, and
 *   gross × rate ÷ (100 + rate) when they include it, the base then being gross − tax;
 * - the total is the net plus the tax, so that it always adds up.
 *
 * Amounts are worked in whole units of the database's scale (BigInt), never in floating point.
 */

export interface LineForTotals {
  quantity: number;
  unit_price: number;
  /** The line's tax, or null when it has none. */
  tax: { name: string; rate: number } | null;
}

export interface TaxAmount {
  name: string;
  rate: number;
  base: number;
  amount: number;
}

export interface OrderTotals {
  subtotal_net: number;
  tax_total: number;
  taxes: TaxAmount[];
  total_price: number;
}

const AMOUNT_UNIT = 10 ** MONEY_SCALE;
const RATE_UNIT = 10 ** TAX_RATE_DIGITS;

const toUnits = (value: number, unit: number) => BigInt(Math.round(value * unit));
const fromUnits = (units: bigint) => Number(units) / AMOUNT_UNIT;

/** numerator ÷ denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((2n * magnitude + denominator) / (2n * denominator));
}

export function orderTotals(
  lines: readonly LineForTotals[],
  { pricesIncludeTax, currencyDigits }: { pricesIncludeTax: boolean; currencyDigits: number },
): OrderTotals {
  const groups = new Map<string, { name: string; rate: number; gross: bigint }>();
  let untaxed = 0n;
  for (const line of lines) {
    const amount = toUnits(line.unit_price, AMOUNT_UNIT) * BigInt(line.quantity);
    if (!line.tax) {
      untaxed += amount;
      continue;
    }
    const key = `${line.tax.rate}\u0000${line.tax.name}`;
    const group = groups.get(key) ?? { name: line.tax.name, rate: line.tax.rate, gross: 0n };
    group.gross += amount;
    groups.set(key, group);
  }

  // The tax, in units of the currency's minor unit, then back in units of the scale.
  const minorUnit = BigInt(10 ** (MONEY_SCALE - currencyDigits));
  let net = untaxed;
  let taxTotal = 0n;
  const taxes = [...groups.values()]
    .sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name))
    .map(({ name, rate, gross }) => {
      const rateUnits = toUnits(rate, RATE_UNIT);
      const hundred = 100n * BigInt(RATE_UNIT);
      const denominator = (pricesIncludeTax ? hundred + rateUnits : hundred) * minorUnit;
      const tax = divideRounded(gross * rateUnits, denominator) * minorUnit;
      const base = pricesIncludeTax ? gross - tax : gross;
      net += base;
      taxTotal += tax;
      return { name, rate, base: fromUnits(base), amount: fromUnits(tax) };
    });
  return { subtotal_net: fromUnits(net), tax_total: fromUnits(taxTotal), taxes, total_price: fromUnits(net + taxTotal) };
}
