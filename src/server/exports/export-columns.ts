import type { Client } from "@shared/clients/client.schema";
import { IMPORT_FIELDS } from "@shared/imports/import-limits";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Order } from "@shared/orders/order.schema";
import { orderLineAmounts, type LineForAmounts } from "./order-line-amounts";

/**
 * The columns of the CSV exports (docs/product.md "Import and export"): headed by the API's field
 * names in every language, statuses and languages as their codes, so that a spreadsheet's formulas
 * and an import read any export alike (docs/decisions.md 126).
 */

/** A cell before it is written: text, a number, or nothing. */
export type CsvCell = string | number | null;

/** What an import of clients reads, then when each was added. */
export const CLIENT_COLUMNS = [...IMPORT_FIELDS.clients, "created_at"] as const;

/** What an import of items reads (`tax_rate` is the default rate's name), then the rate's percent and when each was added. */
export const INVENTORY_COLUMNS = [...IMPORT_FIELDS.inventory, "tax_rate_percent", "created_at"] as const;

/** A row per order line, with its order's number, date, status, client and amounts, and the workspace's currency. */
export const ORDER_COLUMNS = [
  "order_number",
  "order_date",
  "status",
  "client_name",
  "client_email",
  "item_name",
  "quantity",
  "unit_price",
  "tax_rate",
  "tax_rate_percent",
  "line_net",
  "line_tax",
  "line_total",
  "order_net",
  "order_tax",
  "order_total",
  "currency",
] as const;

/** A row's cells by column: the type checker asks for every column. */
type CellsOf<Columns extends readonly string[]> = Record<Columns[number], CsvCell>;

const inOrderOf = <Columns extends readonly string[]>(columns: Columns, cells: CellsOf<Columns>): CsvCell[] =>
  columns.map((column: Columns[number]) => cells[column]);

export function clientCells(client: Client, ownerEmail: string | null): CsvCell[] {
  return inOrderOf(CLIENT_COLUMNS, {
    name: client.name,
    email: client.email,
    phone: client.phone,
    company: client.company,
    position: client.position,
    linkedin_url: client.linkedin_url,
    status: client.status,
    owner: ownerEmail,
    address: client.address,
    tax_id: client.tax_id,
    preferred_language: client.preferred_language,
    created_at: client.created_at,
  });
}

/** An item's default tax rate: its name and percent. */
export interface RateOfItem {
  name: string;
  rate: number;
}

export function inventoryCells(item: InventoryItem, rate: RateOfItem | undefined): CsvCell[] {
  return inOrderOf(INVENTORY_COLUMNS, {
    item_name: item.item_name,
    quantity: item.quantity,
    unit_price: item.unit_price,
    low_stock_threshold: item.low_stock_threshold,
    tax_rate: rate?.name ?? null,
    tax_rate_percent: rate?.rate ?? null,
    created_at: item.created_at,
  });
}

/** An order line as exported: its item's name, and what its amounts are worked out from. */
export interface ExportedLine extends LineForAmounts {
  item_name: string;
}

/** An order as exported: as the list shows it, with its client's email and its lines as saved. */
export interface ExportedOrder {
  order: Order;
  clientEmail: string | null;
  lines: readonly ExportedLine[];
}

/** An order's rows: one per line, in the order's order, or one with empty line cells when it has none. */
export function orderRows({ order, clientEmail, lines }: ExportedOrder, currency: { code: string; digits: number }): CsvCell[][] {
  const orderCells = {
    order_number: order.number,
    order_date: order.created_at,
    status: order.status,
    client_name: order.client_name,
    client_email: clientEmail,
    order_net: order.subtotal_net,
    order_tax: order.tax_total,
    order_total: order.total_price,
    currency: currency.code,
  };
  const noLine = {
    item_name: null,
    quantity: null,
    unit_price: null,
    tax_rate: null,
    tax_rate_percent: null,
    line_net: null,
    line_tax: null,
    line_total: null,
  };
  if (lines.length === 0) return [inOrderOf(ORDER_COLUMNS, { ...orderCells, ...noLine })];
  const amounts = orderLineAmounts(lines, order, currency.digits);
  return lines.map((line, index) =>
    inOrderOf(ORDER_COLUMNS, {
      ...orderCells,
      item_name: line.item_name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      tax_rate: line.tax_name,
      tax_rate_percent: line.tax_rate,
      line_net: amounts[index]!.net,
      line_tax: amounts[index]!.tax,
      line_total: amounts[index]!.total,
    }),
  );
}
