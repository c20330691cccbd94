import { and, eq, ilike, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type {
  createInventoryItemSchema,
  InventoryItem,
  updateInventoryItemSchema,
} from "@shared/inventory/inventory-item.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/database";
import { inventoryItems } from "../db/schema";
import { notFound } from "../http/errors";
import { countForFirstPage, likePattern, newestFirst, toPage, type Page } from "../lib/pagination";

type InventoryItemRow = typeof inventoryItems.$inferSelect;
type CreateInventoryItem = z.output<typeof createInventoryItemSchema>;
type UpdateInventoryItem = z.output<typeof updateInventoryItemSchema>;

export function toInventoryItem(row: InventoryItemRow): InventoryItem {
  return {
    id: row.id,
    item_name: row.itemName,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, itemId: string) =>
  and(eq(inventoryItems.userId, userId), eq(inventoryItems.id, itemId));

export interface ListInventoryOptions {
  userId: string;
  q?: string;
  limit: number;
  cursor?: string;
}

/** One page of the user's items, newest first, optionally searched by name. */
export async function listInventoryItems(db: Database, options: ListInventoryOptions): Promise<Page<InventoryItem>> {
  const { userId, q, limit, cursor } = options;
  const filters = and(eq(inventoryItems.userId, userId), q ? ilike(inventoryItems.itemName, likePattern(q)) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({ item: inventoryItems, createdAtKey: newestFirst.cursorKey(inventoryItems) })
      .from(inventoryItems)
      .where(and(filters, newestFirst.after(inventoryItems, cursor)))
      .orderBy(...newestFirst.orderBy(inventoryItems))
      .limit(limit + 1),
    countForFirstPage(db, inventoryItems, filters, cursor),
  ]);
  return toPage(
    rows,
    limit,
    (row) => toInventoryItem(row.item),
    (row) => [row.createdAtKey, row.item.id],
    total,
  );
}

export async function getInventoryItem(db: Database, userId: string, itemId: string): Promise<InventoryItem> {
  const [row] = await db.select().from(inventoryItems).where(ownedBy(userId, itemId));
  if (!row) throw notFound("Item");
  return toInventoryItem(row);
}

export async function createInventoryItem(
  db: Database,
  userId: string,
  input: CreateInventoryItem,
): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inventoryItems)
      .values({ userId, itemName: input.item_name, quantity: input.quantity, unitPrice: input.unit_price })
      .returning();
    await recordActivity(tx, {
      userId,
      kind: "inventory.created",
      entityId: row!.id,
      details: { name: row!.itemName },
    });
    return toInventoryItem(row!);
  });
}

export async function updateInventoryItem(
  db: Database,
  userId: string,
  itemId: string,
  patch: UpdateInventoryItem,
): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(inventoryItems)
      .set({
        ...(patch.item_name !== undefined && { itemName: patch.item_name }),
        ...(patch.quantity !== undefined && { quantity: patch.quantity }),
        ...(patch.unit_price !== undefined && { unitPrice: patch.unit_price }),
        updatedAt: sql`now()`,
      })
      .where(ownedBy(userId, itemId))
      .returning();
    if (!row) throw notFound("Item");
    await recordActivity(tx, {
      userId,
      kind: "inventory.updated",
      entityId: row.id,
      details: { name: row.itemName, quantity: row.quantity },
    });
    return toInventoryItem(row);
  });
}

export async function deleteInventoryItem(db: Database, userId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(inventoryItems)
      .where(ownedBy(userId, itemId))
      .returning({ id: inventoryItems.id, itemName: inventoryItems.itemName });
    if (!row) throw notFound("Item");
    await recordActivity(tx, { userId, kind: "inventory.deleted", entityId: row.id, details: { name: row.itemName } });
  });
}
