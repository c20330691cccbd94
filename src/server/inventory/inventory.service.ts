import { and, eq, getTableColumns, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { createInventoryItemSchema, InventoryItem, updateInventoryItemSchema } from "@shared/inventory/inventory-item.schema";
import type { INVENTORY_SORT_FIELDS, InventorySort } from "@shared/sorting";
import { currencyDigits, hasAtMostDecimals } from "@shared/money/currency";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { inventoryItems, orderItems, taxRates, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import { insertRowsAsJson, keepDeletedRecord, rowAsJson, takeDeletedRecord } from "../undo/deleted-records";
import { AppError, notFound, type FieldErrors } from "../http/errors";
import { preparedQuery } from "../db/prepared-statements";
import { keyset, sortOrders } from "../lib/list-order";
import { likePattern, pageParameters, rowsWithTotal, toPage, type Page } from "../lib/pagination";
import { isoTimestamp } from "../lib/iso-timestamp";

type InventoryItemRow = typeof inventoryItems.$inferSelect;
type CreateInventoryItem = z.output<typeof createInventoryItemSchema>;
type UpdateInventoryItem = z.output<typeof updateInventoryItemSchema>;

export function toInventoryItem(row: InventoryItemRow): InventoryItem {
  return {
    id: row.id,
    item_name: row.itemName,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    low_stock_threshold: row.lowStockThreshold,
    tax_rate_id: row.taxRateId,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** The workspace's item with this id: every query of an item names both. */
const inWorkspace = (workspaceId: string, itemId: string) =>
  and(eq(inventoryItems.workspaceId, workspaceId), eq(inventoryItems.id, itemId));

export interface ListInventoryOptions {
  workspaceId: string;
  q?: string;
  /** Only the items low on stock. */
  low_stock?: boolean;
  sort: InventorySort;
  limit: number;
  cursor?: string;
  /** false: no count of the first page (`total` null); the lists count it unless told. */
  count?: boolean;
}

const inventoryOrder = sortOrders<(typeof INVENTORY_SORT_FIELDS)[number]>({
  created_at: [{ expression: inventoryItems.createdAt, type: "timestamptz" }],
  item_name: [{ expression: sql`lower(${inventoryItems.itemName})`, type: "text" }],
  quantity: [{ expression: inventoryItems.quantity, type: "integer" }],
  unit_price: [{ expression: inventoryItems.unitPrice, type: "numeric" }],
});

const searchPattern = sql.placeholder("pattern");

/** The items low on stock: written as the partial index `inventory_items_workspace_low_stock_idx` is, so that it serves them. */
export const lowOnStock = sql`${inventoryItems.quantity} <= ${inventoryItems.lowStockThreshold}`;

/** The workspace's items, matching a search (`pattern`) and low on stock when asked. */
const itemFilters = (withSearch: boolean, lowStock: boolean) =>
  and(
    eq(inventoryItems.workspaceId, pageParameters.workspaceId),
    withSearch ? ilike(inventoryItems.itemName, searchPattern) : undefined,
    lowStock ? lowOnStock : undefined,
  );

/** One page of the workspace's items in the order asked, optionally searched by name. */
export async function listInventoryItems(db: Database, options: ListInventoryOptions): Promise<Page<InventoryItem>> {
  const { workspaceId, q, sort, limit, cursor, count } = options;
  const lowStock = options.low_stock === true;
  const order = keyset(inventoryOrder(sort), inventoryItems.id);
  const filtered = `${q ? "_search" : ""}${lowStock ? "_low_stock" : ""}`;
  const name = `inventory_page_${sort}${cursor ? "_after" : ""}${filtered}`;
  const page = preparedQuery(db, name, () =>
    db
      .select({ ...getTableColumns(inventoryItems), ...order.cursorFields })
      .from(inventoryItems)
      .where(and(itemFilters(Boolean(q), lowStock), cursor ? order.after : undefined))
      .orderBy(...order.orderBy)
      .limit(pageParameters.limitPlusOne)
      .prepare(name),
  );
  const values = { workspaceId, pattern: q ? likePattern(q) : undefined, limitPlusOne: limit + 1, ...order.cursorValues(cursor) };
  const { rows, total } = await rowsWithTotal(
    db,
    () => page.execute(values),
    { name: `inventory_count${filtered}`, table: inventoryItems, filters: () => itemFilters(Boolean(q), lowStock), search: Boolean(q) },
    values,
    { cursor, limit, count },
  );
  return toPage(rows, limit, toInventoryItem, (row) => order.cursorOf(row, row.id), total);
}

export async function getInventoryItem(db: Database, workspaceId: string, itemId: string): Promise<InventoryItem> {
  const [row] = await db.select().from(inventoryItems).where(inWorkspace(workspaceId, itemId));
  if (!row) throw notFound("Item");
  return toInventoryItem(row);
}

/**
 * The tax rate of the workspace that is still on offer, kept so until the transaction ends (an
 * archive meanwhile waits, then finds the item and clears its default), or the reason it cannot be
 * an item's default: `missing` (unknown, or another workspace's) or `archived`.
 */
async function taxRateOnOffer(tx: Executor, workspaceId: string, taxRateId: string): Promise<"on offer" | "missing" | "archived"> {
  const [rate] = await tx
    .select({ archivedAt: taxRates.archivedAt })
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, workspaceId), eq(taxRates.id, taxRateId)))
    .for("share");
  if (!rate) return "missing";
  return rate.archivedAt === null ? "on offer" : "archived";
}

/**
 * Checks what an item's price and default tax rate may be in its workspace: a rate of the
 * workspace (404 otherwise, as for a missing one) still on offer, and a price with no more
 * decimals than the workspace's currency has (0 for JPY, 2 for EUR; docs/decisions.md 91). A
 * whole price fits every currency, and reads nothing.
 */
async function checkItemMoney(
  tx: Executor,
  workspaceId: string,
  input: { unit_price?: number; tax_rate_id?: string | null },
): Promise<void> {
  const fields: FieldErrors = {};
  if (input.tax_rate_id) {
    const rate = await taxRateOnOffer(tx, workspaceId, input.tax_rate_id);
    if (rate === "missing") throw notFound("Tax rate");
    if (rate === "archived") fields.tax_rate_id = "validation.taxRateArchived";
  }
  const price = input.unit_price;
  if (price !== undefined && !hasAtMostDecimals(price, 0)) {
    const [workspace] = await tx.select({ currency: workspaces.currency }).from(workspaces).where(eq(workspaces.id, workspaceId));
    if (!workspace) throw notFound("workspace");
    if (!hasAtMostDecimals(price, currencyDigits(workspace.currency))) fields.unit_price = "validation.priceDecimals";
  }
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", "Invalid request", fields);
}

export async function createInventoryItem(db: Database, actor: Actor, input: CreateInventoryItem): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    await checkItemMoney(tx, actor.workspaceId, input);
    const [row] = await tx
      .insert(inventoryItems)
      .values({
        workspaceId: actor.workspaceId,
        createdBy: actor.userId,
        itemName: input.item_name,
        quantity: input.quantity,
        unitPrice: input.unit_price,
        lowStockThreshold: input.low_stock_threshold,
        taxRateId: input.tax_rate_id,
      })
      .returning();
    await recordActivity(tx, actor, {
      kind: "inventory.created",
      entityId: row!.id,
      details: { name: row!.itemName },
    });
    return toInventoryItem(row!);
  });
}

export async function updateInventoryItem(db: Database, actor: Actor, itemId: string, patch: UpdateInventoryItem): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    await checkItemMoney(tx, actor.workspaceId, patch);
    const [row] = await tx
      .update(inventoryItems)
      .set({
        ...(patch.item_name !== undefined && { itemName: patch.item_name }),
        ...(patch.quantity !== undefined && { quantity: patch.quantity }),
        ...(patch.unit_price !== undefined && { unitPrice: patch.unit_price }),
        ...(patch.low_stock_threshold !== undefined && { lowStockThreshold: patch.low_stock_threshold }),
        ...(patch.tax_rate_id !== undefined && { taxRateId: patch.tax_rate_id }),
        updatedAt: sql`now()`,
      })
      .where(inWorkspace(actor.workspaceId, itemId))
      .returning();
    if (!row) throw notFound("Item");
    await recordActivity(tx, actor, {
      kind: "inventory.updated",
      entityId: row.id,
      details: { name: row.itemName, quantity: row.quantity },
    });
    return toInventoryItem(row);
  });
}

/** What a deleted item's snapshot holds: its row, and the order lines that named it (they keep its name and price meanwhile). */
interface DeletedItem {
  row: Record<string, unknown>;
  lineIds: string[];
}

export async function deleteInventoryItem(db: Database, actor: Actor, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const lineIds = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.workspaceId, actor.workspaceId), eq(orderItems.inventoryItemId, itemId)));
    const [row] = await tx
      .delete(inventoryItems)
      .where(inWorkspace(actor.workspaceId, itemId))
      .returning({ id: inventoryItems.id, itemName: inventoryItems.itemName, snapshot: rowAsJson(inventoryItems) });
    if (!row) throw notFound("Item");
    const snapshot: DeletedItem = { row: row.snapshot, lineIds: lineIds.map((line) => line.id) };
    await keepDeletedRecord(tx, actor, { kind: "inventory_item", recordId: row.id, snapshot });
    await recordActivity(tx, actor, { kind: "inventory.deleted", entityId: row.id, details: { name: row.itemName } });
  });
}

/**
 * Brings back an item deleted within the undo window, with the stock it had then, and links it
 * again to the order lines that named it: the stock those orders hold is theirs again. Its
 * default tax rate comes back if it is still on offer; archived or deleted meanwhile, the item has none.
 */
export async function restoreInventoryItem(db: Database, actor: Actor, itemId: string): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    const deleted = await takeDeletedRecord<DeletedItem>(tx, actor.workspaceId, { kind: "inventory_item", recordId: itemId });
    if (!deleted) throw notFound("Deleted item");
    const taxRateId = deleted.row.tax_rate_id;
    const keepsRate = typeof taxRateId === "string" && (await taxRateOnOffer(tx, actor.workspaceId, taxRateId)) === "on offer";
    await insertRowsAsJson(tx, inventoryItems, [{ ...deleted.row, tax_rate_id: keepsRate ? taxRateId : null }]);
    if (deleted.lineIds.length > 0) {
      await tx
        .update(orderItems)
        .set({ inventoryItemId: itemId })
        .where(
          and(eq(orderItems.workspaceId, actor.workspaceId), inArray(orderItems.id, deleted.lineIds), isNull(orderItems.inventoryItemId)),
        );
    }
    const [row] = await tx.select().from(inventoryItems).where(inWorkspace(actor.workspaceId, itemId));
    await recordActivity(tx, actor, { kind: "inventory.restored", entityId: itemId, details: { name: row!.itemName } });
    return toInventoryItem(row!);
  });
}
