import { MONEY_SCALE } from "@shared/money/currency";
import { ACTIVE_TAX_RATES_MAX } from "@shared/tax-rates/tax-rate-limits";
import type { WorkspaceFile } from "@shared/workspace-export/workspace-file.schema";

/**
 * What a workspace file must satisfy beyond each record's own rules, checked before anything is
 * written (docs/decisions.md 131): every id once per kind, every reference to a
 * record of the file, order numbers once each and behind their series, one tax rate on offer per
 * name, and each order's amounts those of its lines. A file that breaks one would be refused by
 * the database halfway, or would show figures the app could not have made.
 */

/** Where a file breaks a rule: the place (`orders[3].lines[0].inventory_item_id`), a translation key, the value. */
export interface FileProblem {
  at: string;
  problem: string;
  value?: string | number;
}

const UNKNOWN_REFERENCE = "dataExport.problems.unknownReference";

/** Amounts in units of the database's scale (1/10,000), where sums are exact. */
const units = (amount: number) => BigInt(Math.round(amount * 10 ** MONEY_SCALE));

/** The first id met twice among `rows`, with where. */
function firstDuplicateId(kind: string, rows: readonly { id: string }[]): FileProblem | undefined {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.id)) return { at: `${kind}[${index}].id`, problem: "dataExport.problems.duplicateId", value: row.id };
    seen.add(row.id);
  }
  return undefined;
}

/** Whether an order's net (or total, when its prices include tax), tax and total are those of its lines and taxes. */
export function orderAmountsAddUp(order: WorkspaceFile["orders"][number]): boolean {
  const lines = order.lines.reduce((sum, line) => sum + units(line.unit_price) * BigInt(line.quantity), 0n);
  const taxes = order.taxes.reduce((sum, tax) => sum + units(tax.amount), 0n);
  const [net, tax, total] = [units(order.subtotal_net), units(order.tax_total), units(order.total_price)];
  return (order.prices_include_tax ? total : net) === lines && tax === taxes && total === net + tax;
}

/** The first problem of the file, in the order of its parts; undefined when it has none. */
export function findFileProblem(file: WorkspaceFile): FileProblem | undefined {
  for (const [kind, rows] of [
    ["tax_rates", file.tax_rates],
    ["clients", file.clients],
    ["inventory_items", file.inventory_items],
    ["orders", file.orders],
    ["notes", file.notes],
    ["tasks", file.tasks],
    ["client_emails", file.client_emails],
    ["activity", file.activity],
  ] as const) {
    const duplicate = firstDuplicateId(kind, rows);
    if (duplicate) return duplicate;
  }
  // Line ids are unique in the workspace, not only in their order.
  const lineIds = new Set<string>();
  for (const [orderIndex, order] of file.orders.entries()) {
    for (const [lineIndex, line] of order.lines.entries()) {
      if (lineIds.has(line.id)) {
        return { at: `orders[${orderIndex}].lines[${lineIndex}].id`, problem: "dataExport.problems.duplicateId", value: line.id };
      }
      lineIds.add(line.id);
    }
  }

  const taxRateIds = new Set(file.tax_rates.map((rate) => rate.id));
  const clientIds = new Set(file.clients.map((client) => client.id));
  const itemIds = new Set(file.inventory_items.map((item) => item.id));
  const unknown = (at: string, id: string | null, known: ReadonlySet<string>): FileProblem | undefined =>
    id !== null && !known.has(id) ? { at, problem: UNKNOWN_REFERENCE, value: id } : undefined;

  const activeNames = new Set<string>();
  for (const [index, rate] of file.tax_rates.entries()) {
    if (rate.archived_at !== null) continue;
    const name = rate.name.toLowerCase();
    if (activeNames.has(name))
      return { at: `tax_rates[${index}].name`, problem: "dataExport.problems.duplicateTaxRateName", value: rate.name };
    activeNames.add(name);
    if (activeNames.size > ACTIVE_TAX_RATES_MAX) {
      return { at: `tax_rates[${index}]`, problem: "dataExport.problems.tooManyTaxRates", value: ACTIVE_TAX_RATES_MAX };
    }
  }

  for (const [index, item] of file.inventory_items.entries()) {
    const problem = unknown(`inventory_items[${index}].tax_rate_id`, item.tax_rate_id, taxRateIds);
    if (problem) return problem;
  }

  const numbers = new Set<number>();
  let highest = 0;
  for (const [index, order] of file.orders.entries()) {
    const problem = unknown(`orders[${index}].client_id`, order.client_id, clientIds);
    if (problem) return problem;
    if (numbers.has(order.number))
      return { at: `orders[${index}].number`, problem: "dataExport.problems.duplicateOrderNumber", value: order.number };
    numbers.add(order.number);
    highest = Math.max(highest, order.number);
    for (const [lineIndex, line] of order.lines.entries()) {
      const at = `orders[${index}].lines[${lineIndex}]`;
      const lineProblem =
        unknown(`${at}.inventory_item_id`, line.inventory_item_id, itemIds) ?? unknown(`${at}.tax_rate_id`, line.tax_rate_id, taxRateIds);
      if (lineProblem) return lineProblem;
    }
    if (!orderAmountsAddUp(order))
      return { at: `orders[${index}].total_price`, problem: "dataExport.problems.amountsDoNotAdd", value: order.number };
  }

  for (const [kind, rows] of [
    ["notes", file.notes],
    ["tasks", file.tasks],
    ["client_emails", file.client_emails],
  ] as const) {
    for (const [index, row] of rows.entries()) {
      const problem = unknown(`${kind}[${index}].client_id`, row.client_id, clientIds);
      if (problem) return problem;
    }
  }

  const series = new Set<string>();
  for (const [index, row] of file.number_series.entries()) {
    if (series.has(row.series))
      return { at: `number_series[${index}].series`, problem: "dataExport.problems.duplicateId", value: row.series };
    series.add(row.series);
  }
  const orderSeries = file.number_series.findIndex((row) => row.series === "order");
  if (highest > 0 && (orderSeries === -1 || file.number_series[orderSeries]!.last_number < highest)) {
    return {
      at: orderSeries === -1 ? "number_series" : `number_series[${orderSeries}].last_number`,
      problem: "dataExport.problems.numberingBehind",
      value: highest,
    };
  }
  return undefined;
}
