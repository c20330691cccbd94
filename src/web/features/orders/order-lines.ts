import { MONEY_SCALE } from "@shared/money/currency";
import { lineQuantityProblem } from "@shared/orders/order-limits";
import { orderTotals, type OrderTotals } from "@shared/orders/order-totals";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { parseLocalizedNumber, type ParsedNumber } from "@web/lib/localized-number";

/** The item a line is for, as the picker or the saved order describes it. */
export interface LineItem {
  /** null: the item has been deleted since the line was saved; the line keeps its name and price. */
  id: string | null;
  name: string;
  unit_price: number;
  /** Units in stock, when known (shown by the picker). */
  stock?: number;
  /** The item's default tax rate, when known (the picker's items): a line takes it when the item is picked. */
  tax_rate_id?: string | null;
}

/** A line's tax as it is written on the order: the rate's name and percent. */
export interface LineTax {
  name: string;
  rate: number;
}

/** A line being edited in the create dialog or on the detail page. */
export interface EditableLine {
  /** Identifies the row on screen, saved or not. */
  key: string;
  /** The saved line's id; absent on a new line. */
  id?: string;
  item: LineItem | null;
  /** As typed, in the interface language. */
  quantity: string;
  /** The saved line's tax as it was saved (the rate may have been renamed or archived since); null for none. */
  savedTax?: (LineTax & { rateId: string | null }) | null;
  /** The rate picked on screen, or null for no tax; undefined: the saved line keeps the tax it has. */
  taxRateId?: string | null;
}

/** A new line: no item yet, quantity 1, no tax until an item brings its default rate. */
export function newLine(): EditableLine {
  return { key: crypto.randomUUID(), item: null, quantity: "1", taxRateId: null };
}

/** Save is disabled with no lines, or when a line has no item (docs/product.md "Orders"). */
export function canSaveLines(lines: EditableLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.item !== null);
}

const QUANTITY_PARSE_ERRORS: Record<Extract<ParsedNumber, { ok: false }>["error"], string> = {
  required: "validation.quantityRequired",
  notANumber: "validation.notANumber",
  ambiguous: "validation.ambiguousNumber",
  tooManyDecimals: "validation.quantityWhole",
};

/** The quantity of a line, or the translation key of what is wrong with it. */
export function lineQuantity(line: EditableLine, language: string): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseLocalizedNumber(line.quantity, language, "integer");
  if (!parsed.ok) return { ok: false, error: QUANTITY_PARSE_ERRORS[parsed.error] };
  const problem = lineQuantityProblem(parsed.value);
  return problem === undefined ? { ok: true, value: parsed.value } : { ok: false, error: problem };
}

const AMOUNT_UNIT = 10 ** MONEY_SCALE;

/** Price × quantity in units of the money scale, so that 3 × 19.99 is 59.97 and not 59.970000000000006. */
export function lineSubtotal(line: EditableLine, language: string): number | undefined {
  const quantity = lineQuantity(line, language);
  if (!line.item || !quantity.ok) return undefined;
  return Number(BigInt(Math.round(line.item.unit_price * AMOUNT_UNIT)) * BigInt(quantity.value)) / AMOUNT_UNIT;
}

/**
 * The tax a line has on screen: the rate picked (found among the workspace's rates, archived
 * ones included), or the saved line's own when none was picked.
 */
export function lineTax(line: EditableLine, rates: readonly TaxRate[] | undefined): LineTax | null {
  if (line.taxRateId === undefined) return line.savedTax ? { name: line.savedTax.name, rate: line.savedTax.rate } : null;
  if (line.taxRateId === null) return null;
  const rate = rates?.find((candidate) => candidate.id === line.taxRateId);
  return rate ? { name: rate.name, rate: rate.rate } : null;
}

/** The rate a line takes when its item is picked: the item's default, unless that rate is no longer offered. */
export function defaultTaxRateOf(item: LineItem, rates: readonly TaxRate[] | undefined): string | null {
  const id = item.tax_rate_id ?? null;
  if (id === null || rates === undefined) return id;
  return rates.some((rate) => rate.id === id && !rate.archived) ? id : null;
}

/** The value of a line's rate picker that stands for the saved line's own tax, kept as it is. */
export const KEPT_TAX = "kept";

/**
 * What a line's rate picker shows: "" for no tax, a rate's id, or KEPT_TAX for a saved line's
 * tax that no rate on offer matches any more (archived, renamed or changed since).
 */
export function taxChoiceOf(line: EditableLine, rates: readonly TaxRate[] | undefined): string {
  if (line.taxRateId !== undefined) return line.taxRateId ?? "";
  const saved = line.savedTax;
  if (!saved) return "";
  const same = rates?.find((rate) => rate.id === saved.rateId && !rate.archived && rate.name === saved.name && rate.rate === saved.rate);
  return same ? same.id : KEPT_TAX;
}

/** The change a choice in a line's rate picker makes to the line. */
export function taxChoiceChange(choice: string): Pick<EditableLine, "taxRateId"> {
  if (choice === KEPT_TAX) return { taxRateId: undefined };
  return { taxRateId: choice === "" ? null : choice };
}

/**
 * The order's net, tax and total as the lines on screen stand, by the rule the database applies
 * (src/shared/orders/order-totals.ts); lines without an item or a readable quantity count for nothing.
 */
export function liveTotals(
  lines: EditableLine[],
  language: string,
  rates: readonly TaxRate[] | undefined,
  options: { pricesIncludeTax: boolean; currencyDigits: number },
): OrderTotals {
  const counted = lines.flatMap((line) => {
    const quantity = lineQuantity(line, language);
    if (!line.item || !quantity.ok) return [];
    return [{ quantity: quantity.value, unit_price: line.item.unit_price, tax: lineTax(line, rates) }];
  });
  return orderTotals(counted, options);
}

export interface LinesForSave {
  lines: { id?: string; inventory_item_id: string | null; quantity: number; tax_rate_id?: string | null }[];
  /** Line key → translation key of its problem. */
  errors: Record<string, string>;
}

/**
 * The lines as the API takes them, with every line's problem when some cannot be saved. A line
 * whose rate was picked sends it; a saved line whose tax was not touched sends none, and keeps it.
 */
export function linesForSave(lines: EditableLine[], language: string): LinesForSave {
  const errors: Record<string, string> = {};
  const saved: LinesForSave["lines"] = [];
  for (const line of lines) {
    const quantity = lineQuantity(line, language);
    if (!line.item) errors[line.key] = "validation.chooseItem";
    else if (!quantity.ok) errors[line.key] = quantity.error;
    else {
      saved.push({
        ...(line.id ? { id: line.id } : {}),
        inventory_item_id: line.item.id,
        quantity: quantity.value,
        ...(line.taxRateId === undefined ? {} : { tax_rate_id: line.taxRateId }),
      });
    }
  }
  return { lines: saved, errors };
}

/**
 * The stock available when a line asks for more than it, else undefined. Only a warning: a created
 * order holds no stock, and the server refuses a status that takes out more than there is.
 */
export function stockShortage(line: EditableLine, language: string): number | undefined {
  const stock = line.item?.stock;
  const quantity = lineQuantity(line, language);
  if (stock === undefined || !quantity.ok || quantity.value <= stock) return undefined;
  return stock;
}
