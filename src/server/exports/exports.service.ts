import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { currencyDigits } from "@shared/money/currency";
import type { OrderTax } from "@shared/orders/order.schema";
import { listClients, type ListClientsOptions } from "../clients/clients.service";
import type { Database } from "../db/database";
import { clients, orderItems, orders, taxRates, user, workspaces } from "../db/schema";
import { notFound } from "../http/errors";
import type { Page } from "../lib/pagination";
import { listInventoryItems, type ListInventoryOptions } from "../inventory/inventory.service";
import { listOrders, type ListOrdersOptions } from "../orders/orders.service";
import { clientCells, inventoryCells, orderRows, type CsvCell, type ExportedLine, type RateOfItem } from "./export-columns";

/**
 * The rows of the CSV exports (docs/product.md "Import and export"), page by page. Each export
 * reads its list through the list's own function, with the same filters and sort, in pages of
 * EXPORT_PAGE_ROWS: exactly the rows the list shows, in its order, all of them, each page one
 * index range scan after the last row of the page before (keyset). No transaction spans the
 * pages: on PGlite it would hold the only connection for as long as the client takes to download.
 */

/** Rows read at a time: a page's query takes a few milliseconds, and its text about 150 KB. */
export const EXPORT_PAGE_ROWS = 1_000;

type Paging = "limit" | "cursor";

/** Every page of a list, first to last. */
async function* allPages<Item>(pageAfter: (cursor: string | undefined) => Promise<Page<Item>>): AsyncGenerator<Item[], void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await pageAfter(cursor);
    yield page.items;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}

/**
 * `column = any('{…}')`: a page's lookup is one SQL text whatever its number of ids (an `in`
 * list would make one prepared statement per length).
 */
function isAnyOf(column: PgColumn, type: "uuid" | "text", values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${column} = any(${literal}::${sql.raw(type)}[])`;
}

const distinct = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

export type ClientExportOptions = Omit<ListClientsOptions, Paging>;

/** The clients the list shows with these filters, in its order, each owner named by their email. */
export async function* clientExportRows(db: Database, options: ClientExportOptions): AsyncGenerator<CsvCell[][], void, undefined> {
  for await (const page of allPages((cursor) => listClients(db, { ...options, limit: EXPORT_PAGE_ROWS, cursor, count: false }))) {
    const ownerIds = distinct(page.map((client) => client.owner_id));
    const owners =
      ownerIds.length === 0
        ? []
        : await db
            .select({ id: user.id, email: user.email })
            .from(user)
            .where(isAnyOf(user.id, "text", ownerIds));
    const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
    yield page.map((client) => clientCells(client, emails.get(client.owner_id) ?? null));
  }
}

export type InventoryExportOptions = Omit<ListInventoryOptions, Paging>;

/** The items the list shows with these filters, in its order, each with its default tax rate's name and percent. */
export async function* inventoryExportRows(db: Database, options: InventoryExportOptions): AsyncGenerator<CsvCell[][], void, undefined> {
  for await (const page of allPages((cursor) => listInventoryItems(db, { ...options, limit: EXPORT_PAGE_ROWS, cursor, count: false }))) {
    const rateIds = distinct(page.map((item) => item.tax_rate_id));
    const rates =
      rateIds.length === 0
        ? []
        : await db
            .select({ id: taxRates.id, name: taxRates.name, rate: taxRates.rate })
            .from(taxRates)
            .where(and(eq(taxRates.workspaceId, options.workspaceId), isAnyOf(taxRates.id, "uuid", rateIds)));
    const byId = new Map<string, RateOfItem>(rates.map(({ id, ...rate }) => [id, rate]));
    yield page.map((item) => inventoryCells(item, item.tax_rate_id === null ? undefined : byId.get(item.tax_rate_id)));
  }
}

export type OrderExportOptions = Omit<ListOrdersOptions, Paging>;

/** What an order's rows take beyond the list's row: its saved amounts, its client's email and its lines. */
interface OrderDetails {
  amounts: { prices_include_tax: boolean; subtotal_net: number; tax_total: number; total_price: number; taxes: OrderTax[] };
  clientEmail: string | null;
  lines: ExportedLine[];
}

/**
 * The saved amounts, client's email and lines of the workspace's orders `ids`, in one statement:
 * an order's amounts always match the lines read with them, even when it changes meanwhile.
 */
async function orderDetails(db: Database, workspaceId: string, ids: readonly string[]): Promise<Map<string, OrderDetails>> {
  const rows = await db
    .select({
      id: orders.id,
      pricesIncludeTax: orders.pricesIncludeTax,
      subtotalNet: orders.subtotalNet,
      taxTotal: orders.taxTotal,
      totalPrice: orders.totalPrice,
      taxes: orders.taxes,
      clientEmail: clients.email,
      lineId: orderItems.id,
      itemName: orderItems.itemName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      taxName: orderItems.taxName,
      taxRate: orderItems.taxRate,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.workspaceId, orders.workspaceId), eq(clients.id, orders.clientId)))
    // The page's ids on the lines too: the lines are then read from their index, not scanned.
    .leftJoin(
      orderItems,
      and(eq(orderItems.workspaceId, orders.workspaceId), eq(orderItems.orderId, orders.id), isAnyOf(orderItems.orderId, "uuid", ids)),
    )
    .where(and(eq(orders.workspaceId, workspaceId), isAnyOf(orders.id, "uuid", ids)))
    // The lines in the order the user gave them, as the order shows them (orders.service.ts).
    .orderBy(orders.id, asc(orderItems.lineNumber), asc(orderItems.createdAt), asc(orderItems.id));
  const details = new Map<string, OrderDetails>();
  for (const row of rows) {
    let order = details.get(row.id);
    if (!order) {
      order = {
        amounts: {
          prices_include_tax: row.pricesIncludeTax,
          subtotal_net: row.subtotalNet,
          tax_total: row.taxTotal,
          total_price: row.totalPrice,
          taxes: row.taxes,
        },
        clientEmail: row.clientEmail,
        lines: [],
      };
      details.set(row.id, order);
    }
    if (row.lineId !== null) {
      order.lines.push({
        item_name: row.itemName!,
        quantity: row.quantity!,
        unit_price: row.unitPrice!,
        tax_name: row.taxName,
        tax_rate: row.taxRate,
      });
    }
  }
  return details;
}

/**
 * The orders the list shows with these filters, in its order: a row per line, with the order's
 * saved amounts and each line's share of them, in the workspace's currency. An order deleted
 * between the list's page and its lines' reading is left out.
 */
export async function* orderExportRows(db: Database, options: OrderExportOptions): AsyncGenerator<CsvCell[][], void, undefined> {
  const [workspace] = await db.select({ currency: workspaces.currency }).from(workspaces).where(eq(workspaces.id, options.workspaceId));
  if (!workspace) throw notFound("Workspace");
  const currency = { code: workspace.currency, digits: currencyDigits(workspace.currency) };
  for await (const page of allPages((cursor) => listOrders(db, { ...options, limit: EXPORT_PAGE_ROWS, cursor, count: false }))) {
    const details =
      page.length === 0
        ? new Map<string, OrderDetails>()
        : await orderDetails(
            db,
            options.workspaceId,
            page.map((order) => order.id),
          );
    yield page.flatMap((order) => {
      const detail = details.get(order.id);
      return detail
        ? orderRows({ order: { ...order, ...detail.amounts }, clientEmail: detail.clientEmail, lines: detail.lines }, currency)
        : [];
    });
  }
}
