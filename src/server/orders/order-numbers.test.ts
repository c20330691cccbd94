import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@shared/orders/order.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { ordersApi } from "../test/orders-api";

/* Order numbers (docs/product.md "Orders", docs/decisions.md 93): #1, #2… per workspace, gapless. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const numbersOf = async (response: Response) => ((await response.json()) as { items: Order[] }).items.map((order) => order.number);

describe("order numbers", () => {
  it("count from 1 in each workspace, and a refused creation takes none", async () => {
    const ada = ordersApi(t, await t.signUp());
    const bob = ordersApi(t, await t.signUp());
    const adaItem = await ada.createItem("Tea", 100);
    const bobItem = await bob.createItem("Coffee", 100);
    const line = (item: { id: string }) => ({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });

    expect((await ada.createOrder(line(adaItem))).number).toBe(1);
    expect((await ada.createOrder(line(adaItem))).number).toBe(2);
    expect((await bob.createOrder(line(bobItem))).number).toBe(1);
    // Refused: an item of another workspace, an unknown client.
    expect((await ada.call("POST", "/orders", line(bobItem))).status).toBe(400);
    expect((await ada.call("POST", "/orders", { ...line(adaItem), client_id: crypto.randomUUID() })).status).toBe(400);
    expect((await ada.createOrder(line(adaItem))).number).toBe(3);
  });

  it("stay with their order when it is deleted and restored, and are never given again", async () => {
    const api = ordersApi(t, await t.signUp());
    const item = await api.createItem("Tea", 100);
    const first = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    expect((await api.call("DELETE", `/orders/${first.id}`)).status).toBe(204);
    const second = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    expect(second.number).toBe(2);
    const restored = (await (await api.call("POST", `/orders/${first.id}/restore`)).json()) as Order;
    expect(restored.number).toBe(1);
  });

  it("find an order when searched for, with or without #, and other text searches the client's name", async () => {
    const api = ordersApi(t, await t.signUp());
    const item = await api.createItem("Tea", 100);
    const acme = await api.createClient("Acme Trading");
    const other = await api.createClient("Globex");
    for (let n = 0; n < 12; n++) {
      await api.createOrder({ client_id: n % 3 === 0 ? acme.id : other.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    }
    expect(await numbersOf(await api.call("GET", "/orders?q=12"))).toEqual([12]);
    expect(await numbersOf(await api.call("GET", `/orders?q=${encodeURIComponent("#7")}`))).toEqual([7]);
    expect(await numbersOf(await api.call("GET", "/orders?q=99"))).toEqual([]);
    expect(await numbersOf(await api.call("GET", "/orders?q=99999999999999"))).toEqual([]);
    expect(await numbersOf(await api.call("GET", "/orders?q=acme"))).toEqual([10, 7, 4, 1]);
    const page = (await (await api.call("GET", "/orders?q=acme&limit=2")).json()) as { total: number };
    expect(page.total).toBe(4);
  });

  it("are what the activity shows of an order", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const item = await api.createItem("Tea", 100);
    await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    const order = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    const activity = (await (await api.call("GET", "/activity")).json()) as {
      items: { kind: string; entity_id: string; details: Record<string, unknown> }[];
    };
    const entry = activity.items.find((candidate) => candidate.kind === "order.created" && candidate.entity_id === order.id);
    expect(entry?.details.number).toBe(2);
  });
});
