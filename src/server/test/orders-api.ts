/** What the order tests share: calls through the API, and the state of a user's books. */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { CreateOrderInput, OrderDetail, UpdateOrderInput } from "@shared/orders/order.schema";
import type { Database } from "../db/database";
import { activity, inventoryItems, orderItems, orders, user, workspaceMembers, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import type { TestApp, TestUser } from "./test-app";

/**
 * The statuses in which an order keeps its lines out of inventory, written out from
 * docs/decisions.md 65 rather than taken from the code under test.
 */
export const STOCK_HOLDING_STATUSES = ["confirmed", "delivered", "paid"] as const;

/**
 * A user who owns a workspace of their own, made straight in the database, acting in it: for
 * property tests that call the service functions, where signing up is not what is tested.
 */
export async function ownerOfNewWorkspace(db: Database): Promise<Actor> {
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "property", email: `${userId}@example.com` });
  const [workspace] = await db.insert(workspaces).values({ name: "property" }).returning();
  await db.insert(workspaceMembers).values({ workspaceId: workspace!.id, userId, role: "owner" });
  return { workspaceId: workspace!.id, userId };
}

/** The order and inventory endpoints, as `user`. Helpers named for success expect it. */
export function ordersApi(t: TestApp, user: TestUser) {
  const call = (method: string, path: string, body?: unknown) => t.api(user, method, path, body);

  async function expectJson<T>(response: Response, status: number): Promise<T> {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  return {
    call,
    createClient: async (name: string) => expectJson<Client>(await call("POST", "/clients", { name }), 201),
    createItem: async (item_name: string, quantity: number, unit_price = 1) =>
      expectJson<InventoryItem>(await call("POST", "/inventory", { item_name, quantity, unit_price }), 201),
    stockOf: async (item: { id: string }) => (await expectJson<InventoryItem>(await call("GET", `/inventory/${item.id}`), 200)).quantity,
    createOrder: async (body: CreateOrderInput) => expectJson<OrderDetail>(await call("POST", "/orders", body), 201),
    getOrder: async (orderId: string) => expectJson<OrderDetail>(await call("GET", `/orders/${orderId}`), 200),
    updateOrder: async (orderId: string, body: UpdateOrderInput) =>
      expectJson<OrderDetail>(await call("PATCH", `/orders/${orderId}`, body), 200),
  };
}

/**
 * For each of the user's items: the quantity in stock and the units that orders holding
 * stock keep out of it. docs/decisions.md 65: their sum changes only when the user edits the item.
 */
export async function stockLedger(db: Database, workspaceId: string): Promise<Map<string, { inStock: number; held: number }>> {
  const holding = sql.join(
    STOCK_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({
      id: inventoryItems.id,
      inStock: inventoryItems.quantity,
      held: sql<number>`(coalesce(sum(${orderItems.quantity}) filter (where ${orders.status} in (${holding})), 0))::int`,
    })
    .from(inventoryItems)
    .leftJoin(orderItems, and(eq(orderItems.workspaceId, inventoryItems.workspaceId), eq(orderItems.inventoryItemId, inventoryItems.id)))
    .leftJoin(orders, and(eq(orders.workspaceId, orderItems.workspaceId), eq(orders.id, orderItems.orderId)))
    .where(eq(inventoryItems.workspaceId, workspaceId))
    .groupBy(inventoryItems.workspaceId, inventoryItems.id);
  return new Map(rows.map(({ id, inStock, held }) => [id, { inStock, held }]));
}

/** Every row of the workspace's items, orders, order lines and activity, to show that a refused change changed nothing. */
export async function booksOf(db: Database, workspaceId: string) {
  return {
    items: await db.select().from(inventoryItems).where(eq(inventoryItems.workspaceId, workspaceId)).orderBy(asc(inventoryItems.id)),
    orders: await db.select().from(orders).where(eq(orders.workspaceId, workspaceId)).orderBy(asc(orders.id)),
    lines: await db.select().from(orderItems).where(eq(orderItems.workspaceId, workspaceId)).orderBy(asc(orderItems.id)),
    activity: await db.select().from(activity).where(eq(activity.workspaceId, workspaceId)).orderBy(asc(activity.id)),
  };
}
