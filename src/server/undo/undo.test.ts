import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { Dashboard } from "@shared/dashboard/dashboard.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import { activity, deletedRecords } from "../db/schema";
import { ordersApi, stockLedger } from "../test/orders-api";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let user: TestUser;
let api: ReturnType<typeof ordersApi>;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  api = ordersApi(t, user);
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
const remove = async (path: string) => expect((await api.call("DELETE", path)).status).toBe(204);
const restore = (path: string) => api.call("POST", `${path}/restore`);

describe("undoing the delete of a client", () => {
  it("brings it back as it was, same id and dates, with the orders that named it, counted again", async () => {
    const client = await json<Client>(
      await api.call("POST", "/clients", { name: "Ada Lovelace", email: "ada@example.com", status: "negotiation" }),
      201,
    );
    const item = await api.createItem("Notebook", 10, 4);
    const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    const activeBefore = (await json<Dashboard>(await api.call("GET", "/dashboard"), 200)).active_deals;

    await remove(`/clients/${client.id}`);
    expect(await api.getOrder(order.id)).toMatchObject({ client_id: null, client_name: null });
    expect((await json<Dashboard>(await api.call("GET", "/dashboard"), 200)).active_deals).toBe(activeBefore - 1);

    expect(await json<Client>(await restore(`/clients/${client.id}`), 200)).toEqual(client);
    expect(await json<Client>(await api.call("GET", `/clients/${client.id}`), 200)).toEqual(client);
    expect(await api.getOrder(order.id)).toMatchObject({ client_id: client.id, client_name: "Ada Lovelace" });
    expect((await json<Dashboard>(await api.call("GET", "/dashboard"), 200)).active_deals).toBe(activeBefore);

    // Once: a second undo finds nothing to restore.
    expect((await json<ErrorBody>(await restore(`/clients/${client.id}`), 404)).error.code).toBe("NOT_FOUND");
  });

  it("is recorded in the activity", async () => {
    const client = await api.createClient("Grace Hopper");
    await remove(`/clients/${client.id}`);
    await json(await restore(`/clients/${client.id}`), 200);
    const kinds = await t.db
      .select({ kind: activity.kind })
      .from(activity)
      .where(eq(activity.entityId, client.id))
      .orderBy(activity.createdAt);
    expect(kinds.map((row) => row.kind)).toEqual(["client.created", "client.deleted", "client.restored"]);
  });
});

describe("undoing the delete of an item", () => {
  it("brings back its stock and links the order lines that named it again, so that their held stock adds up", async () => {
    const item = await api.createItem("Toner", 10, 60);
    const order = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 3 }] });
    await api.updateOrder(order.id, { status: "confirmed" });
    await remove(`/inventory/${item.id}`);
    expect((await api.getOrder(order.id)).lines[0]).toMatchObject({ inventory_item_id: null, item_name: "Toner", quantity: 3 });

    const restored = await json<InventoryItem>(await restore(`/inventory/${item.id}`), 200);
    expect(restored).toMatchObject({ id: item.id, item_name: "Toner", quantity: 7, unit_price: 60 });
    expect((await api.getOrder(order.id)).lines[0]).toMatchObject({ inventory_item_id: item.id });
    expect((await stockLedger(t.db, user.workspaceId)).get(item.id)).toEqual({ inStock: 7, held: 3 });
    // The order gives its units back to the restored item when cancelled.
    await api.updateOrder(order.id, { status: "cancelled" });
    expect(await api.stockOf(item)).toBe(10);
  });
});

describe("undoing the delete of an order", () => {
  it("brings back its lines, in their order, and takes again the stock it held", async () => {
    const [paper, pens] = [await api.createItem("Paper", 10, 5), await api.createItem("Pens", 10, 1.5)];
    const client = await api.createClient("Margaret Hamilton");
    const created = await api.createOrder({
      client_id: client.id,
      lines: [
        { inventory_item_id: pens.id, quantity: 4 },
        { inventory_item_id: paper.id, quantity: 2 },
      ],
    });
    const order = await api.updateOrder(created.id, { status: "paid" });
    await remove(`/orders/${order.id}`);
    expect([await api.stockOf(paper), await api.stockOf(pens)]).toEqual([10, 10]);

    expect(await json<OrderDetail>(await restore(`/orders/${order.id}`), 200)).toEqual(order);
    expect(await api.getOrder(order.id)).toEqual(order);
    expect([await api.stockOf(paper), await api.stockOf(pens)]).toEqual([8, 6]);
    const dashboard = await json<Dashboard>(await api.call("GET", "/dashboard"), 200);
    expect(dashboard.recent_activity[0]).toMatchObject({ kind: "order.restored", entity_id: order.id });
  });

  it("is refused, changing nothing, when the stock it held has gone since; it can be undone once the stock is back", async () => {
    const item = await api.createItem("Lamp", 5, 20);
    const order = await api.updateOrder((await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 4 }] })).id, {
      status: "confirmed",
    });
    await remove(`/orders/${order.id}`);
    const other = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 3 }] });
    await api.updateOrder(other.id, { status: "confirmed" });

    const refused = await json<ErrorBody>(await restore(`/orders/${order.id}`), 409);
    expect(refused.error.details).toMatchObject({ reason: "insufficient_stock", item_id: item.id, available: 2, requested: 4 });
    expect((await api.call("GET", `/orders/${order.id}`)).status).toBe(404);
    expect(await api.stockOf(item)).toBe(2);

    await api.updateOrder(other.id, { status: "cancelled" });
    expect(await json<OrderDetail>(await restore(`/orders/${order.id}`), 200)).toEqual(order);
    expect(await api.stockOf(item)).toBe(1);
  });

  it("comes back without the client and the item deleted meanwhile, keeping the line's name and price", async () => {
    const item = await api.createItem("Stapler", 10, 9.5);
    const client = await api.createClient("Temporary");
    const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] });
    await remove(`/orders/${order.id}`);
    await remove(`/inventory/${item.id}`);
    await remove(`/clients/${client.id}`);
    expect(await json<OrderDetail>(await restore(`/orders/${order.id}`), 200)).toMatchObject({
      client_id: null,
      total_price: 19,
      lines: [{ inventory_item_id: null, item_name: "Stapler", quantity: 2, unit_price: 9.5 }],
    });
  });
});

describe("the undo window", () => {
  it("closes after 10 minutes; the next delete forgets the user's older deletions", async () => {
    const old = await api.createClient("Long gone");
    await remove(`/clients/${old.id}`);
    await t.db.execute(sql`update deleted_records set deleted_at = now() - interval '11 minutes' where record_id = ${old.id}`);
    expect((await restore(`/clients/${old.id}`)).status).toBe(404);

    const recent = await api.createClient("Just now");
    await remove(`/clients/${recent.id}`);
    const kept = await t.db
      .select({ recordId: deletedRecords.recordId })
      .from(deletedRecords)
      .where(eq(deletedRecords.workspaceId, user.workspaceId));
    expect(kept.map((row) => row.recordId)).toContain(recent.id);
    expect(kept.map((row) => row.recordId)).not.toContain(old.id);
  });

  it("belongs to the user who deleted: another user's undo finds nothing, and the record stays deleted", async () => {
    const client = await api.createClient("Private");
    await remove(`/clients/${client.id}`);
    const stranger = await t.signUp();
    expect((await t.api(stranger, "POST", `/clients/${client.id}/restore`)).status).toBe(404);
    expect((await api.call("GET", `/clients/${client.id}`)).status).toBe(404);
    expect((await restore(`/clients/${client.id}`)).status).toBe(200);
  });
});
