import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import type { Order, OrderDetail } from "@shared/orders/order.schema";
import type { Page } from "@shared/pagination";
import { activity } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { booksOf, ordersApi, STOCK_HOLDING_STATUSES } from "../test/orders-api";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let api: ReturnType<typeof ordersApi>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
  api = ordersApi(t, owner);
});
afterAll(() => t.close());

const holds = (status: OrderStatus) => (STOCK_HOLDING_STATUSES as readonly string[]).includes(status);

async function errorOf(response: Response, status: number): Promise<ErrorBody["error"]> {
  expect(response.status, await response.clone().text()).toBe(status);
  return ((await response.json()) as ErrorBody).error;
}

/** An order of `quantity` units of a new item with `stock` units, brought to `status`. */
async function orderOfOneItem(status: OrderStatus, { stock = 10, quantity = 2 } = {}) {
  const item = await api.createItem(`Item ${crypto.randomUUID().slice(0, 6)}`, stock, 5);
  let order = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity }] });
  if (status !== "created") order = await api.updateOrder(order.id, { status });
  return { item, order };
}

/** The lines of an order as a PATCH sends them back unchanged. */
const linesAsSent = (order: OrderDetail) => order.lines.map(({ id, inventory_item_id, quantity }) => ({ id, inventory_item_id, quantity }));

describe("creating an order", () => {
  it("copies each item's name and price, ignores prices sent by the browser, and totals in the database", async () => {
    const mouse = await api.createItem("Wireless mouse", 10, 19.99);
    const cable = await api.createItem("USB cable", 10, 0.1);
    const client = await api.createClient("Ada Lovelace");

    const tamperedBody = {
      client_id: client.id,
      lines: [
        { inventory_item_id: mouse.id, quantity: 3, unit_price: 0.01, item_name: "Free mouse" },
        { inventory_item_id: cable.id, quantity: 2 },
      ],
      total_price: 0,
      status: "paid",
    };
    const order = await api.createOrder(tamperedBody);

    expect(order).toMatchObject({
      client_id: client.id,
      client_name: "Ada Lovelace",
      status: "created",
      total_price: 60.17,
    });
    expect(order.lines).toMatchObject([
      { inventory_item_id: mouse.id, item_name: "Wireless mouse", quantity: 3, unit_price: 19.99, subtotal: 59.97 },
      { inventory_item_id: cable.id, item_name: "USB cable", quantity: 2, unit_price: 0.1, subtotal: 0.2 },
    ]);
    expect(await api.getOrder(order.id)).toEqual(order);
    // A new order is created, which holds no stock.
    expect([await api.stockOf(mouse), await api.stockOf(cable)]).toEqual([10, 10]);
  });

  it("keeps the lines in the order they were entered, the same item on several lines included", async () => {
    const items = [];
    for (const name of ["Zebra", "Apple", "Mango", "Kiwi", "Banana"]) items.push(await api.createItem(name, 5));
    const lines = [...items, items[0]!].map((item, index) => ({ inventory_item_id: item.id, quantity: index + 1 }));
    const order = await api.createOrder({ lines });
    expect(order.lines.map((line) => [line.item_name, line.quantity])).toEqual([
      ["Zebra", 1],
      ["Apple", 2],
      ["Mango", 3],
      ["Kiwi", 4],
      ["Banana", 5],
      ["Zebra", 6],
    ]);
    expect(order.client_id).toBeNull();
    expect(order.client_name).toBeNull();
  });

  it.each([
    ["no lines", { lines: [] }, "lines", "validation.noItemsSelected"],
    ["lines missing", {}, "lines", "validation.noItemsSelected"],
    ["a line without an item", { lines: [{ quantity: 1 }] }, "lines.0.inventory_item_id", "validation.chooseItem"],
    ["an empty item", { lines: [{ inventory_item_id: "", quantity: 1 }] }, "lines.0.inventory_item_id", "validation.chooseItem"],
    [
      "a quantity of 0",
      { lines: [{ inventory_item_id: crypto.randomUUID(), quantity: 0 }] },
      "lines.0.quantity",
      "validation.lineQuantityMin",
    ],
    [
      "a fractional quantity",
      { lines: [{ inventory_item_id: crypto.randomUUID(), quantity: 1.5 }] },
      "lines.0.quantity",
      "validation.quantityWhole",
    ],
    [
      "a blank quantity",
      { lines: [{ inventory_item_id: crypto.randomUUID(), quantity: null }] },
      "lines.0.quantity",
      "validation.quantityWhole",
    ],
    [
      "a huge quantity",
      { lines: [{ inventory_item_id: crypto.randomUUID(), quantity: 1_000_000_001 }] },
      "lines.0.quantity",
      "validation.quantityTooLarge",
    ],
    [
      "101 lines",
      { lines: Array.from({ length: 101 }, () => ({ inventory_item_id: crypto.randomUUID(), quantity: 1 })) },
      "lines",
      "validation.tooManyLines",
    ],
    [
      "a malformed client id",
      { client_id: "42", lines: [{ inventory_item_id: crypto.randomUUID(), quantity: 1 }] },
      "client_id",
      "validation.invalid",
    ],
  ])("refuses %s", async (_case, body, field, key) => {
    const user = await t.signUp();
    const error = await errorOf(await t.api(user, "POST", "/orders", body), 400);
    expect(error.code).toBe("VALIDATION");
    expect(error.fields?.[field]).toBe(key);
    expect((await booksOf(t.db, user.workspaceId)).orders).toEqual([]);
  });

  it("accepts 100 lines", async () => {
    const item = await api.createItem("Bulk", 0);
    const order = await api.createOrder({ lines: Array.from({ length: 100 }, () => ({ inventory_item_id: item.id, quantity: 1 })) });
    expect(order.lines).toHaveLength(100);
  });

  it("refuses another user's client and items exactly as missing ones, and creates nothing", async () => {
    const strangerApi = ordersApi(t, stranger);
    const strangersClient = await strangerApi.createClient("Not yours");
    const strangersItem = await strangerApi.createItem("Not yours either", 50, 3);
    const mine = await api.createItem("Mine", 5);
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const ownItem = await userApi.createItem("Own", 5);

    const answer = async (clientId: string, itemId: string) => {
      const response = await userApi.call("POST", "/orders", {
        client_id: clientId,
        lines: [
          { inventory_item_id: ownItem.id, quantity: 1 },
          { inventory_item_id: itemId, quantity: 1 },
        ],
      });
      return errorOf(response, 400);
    };
    const foreign = await answer(strangersClient.id, strangersItem.id);
    const missing = await answer(crypto.randomUUID(), crypto.randomUUID());
    expect(foreign).toEqual({
      code: "VALIDATION",
      message: "Invalid request",
      fields: { client_id: "validation.clientNotFound", "lines.1.inventory_item_id": "validation.itemNotFound" },
    });
    expect(missing).toEqual(foreign);
    expect(await answer(strangersClient.id, mine.id)).toEqual(foreign);
    expect((await booksOf(t.db, user.workspaceId)).orders).toEqual([]);
  });
});

describe("changing the status", () => {
  const transitions = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(transitions)("from %s to %s moves stock as docs/decisions.md 65 says", async (from, to) => {
    const { item, order } = await orderOfOneItem(from, { stock: 10, quantity: 3 });
    expect(await api.stockOf(item)).toBe(holds(from) ? 7 : 10);
    const updated = await api.updateOrder(order.id, { status: to });
    expect(updated.status).toBe(to);
    expect(await api.stockOf(item)).toBe(holds(to) ? 7 : 10);
  });

  it("takes every line of a confirmed order, lines of the same item together", async () => {
    const [desk, chair] = [await api.createItem("Desk", 4), await api.createItem("Chair", 10)];
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: desk.id, quantity: 1 },
        { inventory_item_id: chair.id, quantity: 4 },
        { inventory_item_id: desk.id, quantity: 3 },
      ],
    });
    await api.updateOrder(order.id, { status: "confirmed" });
    expect([await api.stockOf(desk), await api.stockOf(chair)]).toEqual([0, 6]);
    await api.updateOrder(order.id, { status: "cancelled" });
    expect([await api.stockOf(desk), await api.stockOf(chair)]).toEqual([4, 10]);
  });

  it("refuses an unknown status and an empty change", async () => {
    const { order } = await orderOfOneItem("created");
    const unknown = await errorOf(await api.call("PATCH", `/orders/${order.id}`, { status: "shipped" }), 400);
    expect(unknown.fields).toEqual({ status: "validation.invalidStatus" });
    const empty = await errorOf(await api.call("PATCH", `/orders/${order.id}`, {}), 400);
    expect(empty.fields).toEqual({ _: "validation.nothingToUpdate" });
  });
});

describe("editing the lines", () => {
  it("adds, updates and deletes lines, each taking its item's current name and price", async () => {
    const [pen, ink, pad] = [await api.createItem("Pen", 10, 2), await api.createItem("Ink", 10, 4), await api.createItem("Pad", 10, 3)];
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: pen.id, quantity: 1 },
        { inventory_item_id: ink.id, quantity: 1 },
      ],
    });
    await api.call("PATCH", `/inventory/${pen.id}`, { item_name: "Fountain pen", unit_price: 2.5 });
    const [penLine, inkLine] = order.lines;

    const updated = await api.updateOrder(order.id, {
      lines: [
        { inventory_item_id: pad.id, quantity: 2 },
        { id: penLine!.id, inventory_item_id: pen.id, quantity: 3 },
      ],
    });
    expect(updated.lines).toMatchObject([
      { inventory_item_id: pad.id, item_name: "Pad", quantity: 2, unit_price: 3, subtotal: 6 },
      { id: penLine!.id, item_name: "Fountain pen", quantity: 3, unit_price: 2.5, subtotal: 7.5 },
    ]);
    expect(updated.lines.map((line) => line.id)).not.toContain(inkLine!.id);
    expect(updated.total_price).toBe(13.5);
    expect(await api.getOrder(order.id)).toEqual(updated);
    // The order is created: nothing was taken from stock.
    expect([await api.stockOf(pen), await api.stockOf(ink), await api.stockOf(pad)]).toEqual([10, 10, 10]);
  });

  it("moves the difference when the order holds stock", async () => {
    const [pen, ink, pad] = [await api.createItem("Pen", 10), await api.createItem("Ink", 10), await api.createItem("Pad", 10)];
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: pen.id, quantity: 2 },
        { inventory_item_id: ink.id, quantity: 5 },
        { inventory_item_id: pad.id, quantity: 1 },
      ],
    });
    await api.updateOrder(order.id, { status: "confirmed" });
    const [penLine, inkLine] = order.lines;
    const stock = async () => [await api.stockOf(pen), await api.stockOf(ink), await api.stockOf(pad)];
    expect(await stock()).toEqual([8, 5, 9]);

    // pen 2 → 6 takes 4; ink 5 → 1 puts back 4; the pad line is deleted and puts back 1; a new ink line takes 2.
    await api.updateOrder(order.id, {
      lines: [
        { id: penLine!.id, inventory_item_id: pen.id, quantity: 6 },
        { id: inkLine!.id, inventory_item_id: ink.id, quantity: 1 },
        { inventory_item_id: ink.id, quantity: 2 },
      ],
    });
    expect(await stock()).toEqual([4, 7, 10]);

    // Switching a line (the ink line of 1) to another item puts the old one back and takes the new one.
    const current = await api.getOrder(order.id);
    await api.updateOrder(order.id, {
      lines: current.lines.map((line, index) => ({
        id: line.id,
        inventory_item_id: index === 1 ? pad.id : line.inventory_item_id,
        quantity: line.quantity,
      })),
    });
    expect(await stock()).toEqual([4, 8, 9]);
  });

  it("applies a status and lines sent together as one movement", async () => {
    const [pen, ink] = [await api.createItem("Pen", 5), await api.createItem("Ink", 5)];
    const order = await api.createOrder({ lines: [{ inventory_item_id: pen.id, quantity: 5 }] });
    // Confirming with the pen line cut to 1 and ink added: the old 5 pens are never taken.
    const confirmed = await api.updateOrder(order.id, {
      status: "confirmed",
      lines: [
        { id: order.lines[0]!.id, inventory_item_id: pen.id, quantity: 1 },
        { inventory_item_id: ink.id, quantity: 5 },
      ],
    });
    expect(confirmed.status).toBe("confirmed");
    expect([await api.stockOf(pen), await api.stockOf(ink)]).toEqual([4, 0]);

    // Cancelling with a line removed: everything the order held comes back.
    await api.updateOrder(order.id, { status: "cancelled", lines: [linesAsSent(confirmed)[0]!] });
    expect([await api.stockOf(pen), await api.stockOf(ink)]).toEqual([5, 5]);
  });

  it.each(["delivered", "paid"] as const)("is refused with 409 once the order is %s, and nothing changes", async (status) => {
    const { item, order } = await orderOfOneItem(status);
    const other = await api.createItem("Other", 10);
    const before = await booksOf(t.db, owner.workspaceId);
    for (const body of [
      { lines: linesAsSent(await api.getOrder(order.id)) },
      { lines: [{ inventory_item_id: other.id, quantity: 1 }] },
      { status: "confirmed", lines: [{ id: order.lines[0]!.id, inventory_item_id: item.id, quantity: 1 }] },
    ]) {
      const error = await errorOf(await api.call("PATCH", `/orders/${order.id}`, body), 409);
      expect(error.code).toBe("CONFLICT");
      expect(error.details).toEqual({ reason: "order_locked", status });
    }
    expect(await booksOf(t.db, owner.workspaceId)).toEqual(before);
    // The status alone can still change.
    expect((await api.updateOrder(order.id, { status: "cancelled" })).status).toBe("cancelled");
  });

  it("refuses a line id of another order, an unknown item, and no lines, and changes nothing", async () => {
    const { item, order } = await orderOfOneItem("confirmed");
    const { order: otherOrder } = await orderOfOneItem("created");
    const before = await booksOf(t.db, owner.workspaceId);
    const patch = (body: unknown) => api.call("PATCH", `/orders/${order.id}`, body);

    const foreignLine = await errorOf(
      await patch({ lines: [{ id: otherOrder.lines[0]!.id, inventory_item_id: item.id, quantity: 1 }] }),
      400,
    );
    expect(foreignLine.fields).toEqual({ "lines.0.id": "validation.invalid" });
    const unknownItem = await errorOf(
      await patch({ lines: [...linesAsSent(order), { inventory_item_id: crypto.randomUUID(), quantity: 1 }] }),
      400,
    );
    expect(unknownItem.fields).toEqual({ "lines.1.inventory_item_id": "validation.itemNotFound" });
    expect((await errorOf(await patch({ lines: [] }), 400)).fields).toEqual({ lines: "validation.noItemsInOrder" });
    const twice = await errorOf(await patch({ lines: [...linesAsSent(order), ...linesAsSent(order)] }), 400);
    expect(twice.fields).toEqual({ "lines.1.id": "validation.invalid" });
    const newLineWithoutItem = await errorOf(await patch({ lines: [{ inventory_item_id: null, quantity: 1 }] }), 400);
    expect(newLineWithoutItem.fields).toEqual({ "lines.0.inventory_item_id": "validation.chooseItem" });

    expect(await booksOf(t.db, owner.workspaceId)).toEqual(before);
  });
});

describe("a save made on an older version", () => {
  it("is refused with the version saved now, changes nothing, and goes through once sent with that version", async () => {
    const { item, order } = await orderOfOneItem("created", { stock: 10, quantity: 2 });
    const seen = order.updated_at;
    const elsewhere = await api.updateOrder(order.id, { status: "confirmed" });
    expect(elsewhere.updated_at).not.toBe(seen);

    const mine = { lines: [{ ...linesAsSent(order)[0]!, quantity: 5 }], expected_updated_at: seen };
    const refused = await errorOf(await api.call("PATCH", `/orders/${order.id}`, mine), 409);
    expect(refused.details).toEqual({ reason: "order_changed", updated_at: elsewhere.updated_at });
    const unchanged = await api.getOrder(order.id);
    expect([unchanged.status, unchanged.lines[0]!.quantity, await api.stockOf(item)]).toEqual(["confirmed", 2, 8]);

    const overwritten = await api.updateOrder(order.id, { ...mine, expected_updated_at: elsewhere.updated_at });
    expect([overwritten.lines[0]!.quantity, await api.stockOf(item)]).toEqual([5, 5]);
  });

  it("is not checked when no version is sent, and a malformed version is a 400", async () => {
    const { order } = await orderOfOneItem("created");
    await api.updateOrder(order.id, { status: "confirmed" });
    expect((await api.updateOrder(order.id, { status: "paid" })).status).toBe("paid");
    const malformed = await errorOf(
      await api.call("PATCH", `/orders/${order.id}`, { status: "paid", expected_updated_at: "yesterday" }),
      400,
    );
    expect(Object.keys(malformed.fields ?? {})).toEqual(["expected_updated_at"]);
    const versionOnly = await errorOf(await api.call("PATCH", `/orders/${order.id}`, { expected_updated_at: order.updated_at }), 400);
    expect(versionOnly.fields).toEqual({ _: "validation.nothingToUpdate" });
  });
});

describe("too little stock", () => {
  it("refuses with 409 naming the item and the quantity available, and nothing changes", async () => {
    const [mouse, pad] = [await api.createItem("Wireless mouse", 3), await api.createItem("Mouse pad", 10)];
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: pad.id, quantity: 2 },
        { inventory_item_id: mouse.id, quantity: 5 },
      ],
    });
    const before = await booksOf(t.db, owner.workspaceId);

    const error = await errorOf(await api.call("PATCH", `/orders/${order.id}`, { status: "confirmed" }), 409);
    expect(error).toEqual({
      code: "CONFLICT",
      message: "Not enough stock for Wireless mouse: 3 available",
      details: { reason: "insufficient_stock", item_id: mouse.id, item_name: "Wireless mouse", available: 3, requested: 5 },
    });
    expect(await booksOf(t.db, owner.workspaceId)).toEqual(before);
  });

  it("judges a line edit by the difference it takes", async () => {
    const { item, order } = await orderOfOneItem("confirmed", { stock: 10, quantity: 4 });
    expect(await api.stockOf(item)).toBe(6);
    const before = await booksOf(t.db, owner.workspaceId);
    const line = { id: order.lines[0]!.id, inventory_item_id: item.id };

    const error = await errorOf(await api.call("PATCH", `/orders/${order.id}`, { lines: [{ ...line, quantity: 11 }] }), 409);
    expect(error.details).toMatchObject({ available: 6, requested: 7 });
    expect(await booksOf(t.db, owner.workspaceId)).toEqual(before);

    await api.updateOrder(order.id, { lines: [{ ...line, quantity: 10 }] });
    expect(await api.stockOf(item)).toBe(0);
  });
});

describe("deleting an order", () => {
  it.each(ORDER_STATUSES)("puts back what a %s order held", async (status) => {
    const { item, order } = await orderOfOneItem(status, { stock: 10, quantity: 4 });
    expect((await api.call("DELETE", `/orders/${order.id}`)).status).toBe(204);
    expect(await api.stockOf(item)).toBe(10);
    expect((await api.call("GET", `/orders/${order.id}`)).status).toBe(404);
    expect((await api.call("DELETE", `/orders/${order.id}`)).status).toBe(404);
  });
});

describe("another user's orders", () => {
  it("are 404 for every verb, stay untouched, and are never listed", async () => {
    const { item, order } = await orderOfOneItem("confirmed");
    const strangersItem = await ordersApi(t, stranger).createItem("Stranger's", 10);
    const before = await booksOf(t.db, owner.workspaceId);
    const path = `/orders/${order.id}`;
    for (const [method, body] of [
      ["GET"],
      ["PATCH", { status: "cancelled" }],
      ["PATCH", { lines: [{ inventory_item_id: strangersItem.id, quantity: 1 }] }],
      ["PATCH", { status: "paid", lines: [{ id: order.lines[0]!.id, inventory_item_id: item.id, quantity: 9 }] }],
      ["DELETE"],
    ] as const) {
      expect((await errorOf(await t.api(stranger, method, path, body), 404)).code, method).toBe("NOT_FOUND");
    }
    expect(await booksOf(t.db, owner.workspaceId)).toEqual(before);
    const strangersList = (await (await t.api(stranger, "GET", "/orders?limit=200")).json()) as Page<Order>;
    expect(strangersList.items.map((listed) => listed.id)).not.toContain(order.id);
  });

  it("answers a malformed id with 400", async () => {
    expect((await api.call("GET", "/orders/not-a-uuid")).status).toBe(400);
    expect((await api.call("PATCH", "/orders/not-a-uuid", { status: "paid" })).status).toBe(400);
  });
});

describe("listing orders", () => {
  it("pages newest first with each client's name, and filters by status", async () => {
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const client = await userApi.createClient("Grace Hopper");
    const item = await userApi.createItem("Widget", 100, 2.5);
    const created: OrderDetail[] = [];
    for (let index = 0; index < 7; index++) {
      const order = await userApi.createOrder({
        client_id: index % 2 === 0 ? client.id : null,
        lines: [{ inventory_item_id: item.id, quantity: index + 1 }],
      });
      created.push(index % 3 === 0 ? await userApi.updateOrder(order.id, { status: "paid" }) : order);
    }
    const listRow = ({ lines: _lines, ...order }: OrderDetail): Order => order;

    const first = (await (await userApi.call("GET", "/orders?limit=4")).json()) as Page<Order>;
    const second = (await (await userApi.call("GET", `/orders?limit=4&cursor=${first.next_cursor}`)).json()) as Page<Order>;
    expect(second.next_cursor).toBeNull();
    expect([first.total, second.total]).toEqual([7, null]);
    expect([...first.items, ...second.items]).toEqual(created.map(listRow).reverse());
    expect(first.items.slice(2)).toMatchObject([
      { client_name: "Grace Hopper", total_price: 12.5 },
      { client_name: null, total_price: 10 },
    ]);

    const paid = (await (await userApi.call("GET", "/orders?status=paid&limit=2")).json()) as Page<Order>;
    expect(paid.items.map((order) => order.id)).toEqual([created[6]!.id, created[3]!.id]);
    expect(paid.total).toBe(3);
    const unknown = await errorOf(await userApi.call("GET", "/orders?status=shipped"), 400);
    expect(unknown.fields).toEqual({ status: "validation.invalidStatus" });
  });

  it("filters by client and by a date range, alone or with the status, and counts what matches", async () => {
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const [ada, grace] = [await userApi.createClient("Ada"), await userApi.createClient("Grace")];
    const item = await userApi.createItem("Widget", 100, 1);
    const placed: Record<string, string> = {};
    for (const [key, client, day] of [
      ["ada-oct", ada, "2030-10-31T23:30:00+00:00"],
      ["ada-nov", ada, "2030-11-01T00:00:00+00:00"],
      ["grace-nov", grace, "2030-11-15T12:00:00+00:00"],
      ["ada-dec", ada, "2030-12-01T00:00:00+00:00"],
    ] as const) {
      const order = await userApi.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
      await t.db.execute(sql`update orders set created_at = ${day}::timestamptz where id = ${order.id}`);
      placed[key] = order.id;
    }
    await userApi.updateOrder(placed["ada-nov"]!, { status: "paid" });
    const listed = async (query: string) => {
      const page = (await (await userApi.call("GET", `/orders?${query}`)).json()) as Page<Order>;
      return { keys: page.items.map((order) => Object.keys(placed).find((key) => placed[key] === order.id)), total: page.total };
    };

    expect(await listed(`client_id=${ada.id}`)).toEqual({ keys: ["ada-dec", "ada-nov", "ada-oct"], total: 3 });
    // November where the user is (UTC+1): from its first instant, up to the first instant of December, excluded;
    // "ada-oct" was placed on 1 November at 00:30 there.
    const november = `from=${encodeURIComponent("2030-11-01T00:00:00+01:00")}&to=${encodeURIComponent("2030-12-01T00:00:00+01:00")}`;
    expect(await listed(november)).toEqual({ keys: ["grace-nov", "ada-nov", "ada-oct"], total: 3 });
    expect(await listed(`${november}&client_id=${ada.id}&status=paid`)).toEqual({ keys: ["ada-nov"], total: 1 });
    expect(await listed(`client_id=${grace.id}&sort=created_at&to=${encodeURIComponent("2030-11-15T12:00:00Z")}`)).toEqual({
      keys: [],
      total: 0,
    });
    // Another user's client lists nothing of theirs.
    expect(await listed(`client_id=${(await ordersApi(t, stranger).createClient("Theirs")).id}`)).toEqual({ keys: [], total: 0 });
  });

  it("refuses a malformed client id or date with the field named", async () => {
    for (const [query, field] of [
      ["client_id=42", "client_id"],
      ["from=yesterday", "from"],
      ["to=2030-11-01", "to"],
      ["from=2030-11-01T00:00:00", "from"],
    ]) {
      const error = await errorOf(await api.call("GET", `/orders?${query}`), 400);
      expect(error.fields, query).toEqual({ [field!]: "validation.invalid" });
    }
  });

  it("shows no client once the client is deleted; the order stays", async () => {
    const client = await api.createClient("Leaving");
    const { item } = await orderOfOneItem("created");
    const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    await api.call("DELETE", `/clients/${client.id}`);
    expect(await api.getOrder(order.id)).toMatchObject({ client_id: null, client_name: null, total_price: 5 });
  });
});

describe("an order whose item was deleted", () => {
  it("keeps the line's name and price; sending it back without an item keeps it", async () => {
    const [lamp, bulb] = [await api.createItem("Lamp", 10, 30), await api.createItem("Bulb", 10, 2)];
    const order = await api.createOrder({
      lines: [
        { inventory_item_id: lamp.id, quantity: 2 },
        { inventory_item_id: bulb.id, quantity: 3 },
      ],
    });
    await api.updateOrder(order.id, { status: "confirmed" });
    await api.call("DELETE", `/inventory/${lamp.id}`);

    const kept = await api.getOrder(order.id);
    expect(kept.lines[0]).toEqual({ ...order.lines[0], inventory_item_id: null });
    expect(kept.total_price).toBe(66);

    // The lamp line's quantity changes without touching any stock; it keeps its price.
    const edited = await api.updateOrder(order.id, {
      lines: [{ id: kept.lines[0]!.id, inventory_item_id: null, quantity: 1 }, linesAsSent(kept)[1]!],
    });
    expect(edited.lines[0]).toMatchObject({ item_name: "Lamp", inventory_item_id: null, quantity: 1, unit_price: 30 });
    expect(edited.total_price).toBe(36);

    // Only a line whose item is gone may come back without one.
    const error = await errorOf(
      await api.call("PATCH", `/orders/${order.id}`, {
        lines: [linesAsSent(edited)[0]!, { ...linesAsSent(edited)[1]!, inventory_item_id: null }],
      }),
      400,
    );
    expect(error.fields).toEqual({ "lines.1.inventory_item_id": "validation.chooseItem" });

    await api.updateOrder(order.id, { status: "cancelled" });
    expect(await api.stockOf(bulb)).toBe(10);
  });
});

describe("activity", () => {
  it("records each change to an order, with its number, client and total", async () => {
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const client = await userApi.createClient("Tracked Ltd");
    const item = await userApi.createItem("Tracked item", 10, 4);
    const order = await userApi.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    const number = order.number;
    await userApi.updateOrder(order.id, { status: "confirmed" });
    await userApi.updateOrder(order.id, { lines: [{ ...linesAsSent(order)[0]!, quantity: 2 }] });
    await userApi.updateOrder(order.id, { status: "confirmed" }); // no change, nothing recorded
    await userApi.call("PATCH", `/orders/${order.id}`, { lines: [{ ...linesAsSent(order)[0]!, quantity: 99 }] }); // refused
    await userApi.call("DELETE", `/orders/${order.id}`);

    const rows = await t.db.select().from(activity).where(eq(activity.actorId, user.id)).orderBy(activity.createdAt);
    const orderRows = rows.filter((row) => row.kind.startsWith("order."));
    expect(orderRows.map((row) => [row.kind, row.entityId, row.details])).toEqual([
      ["order.created", order.id, { number, client_name: "Tracked Ltd", total: 4 }],
      ["order.status_changed", order.id, { number, client_name: "Tracked Ltd", total: 4, from: "created", to: "confirmed" }],
      ["order.updated", order.id, { number, client_name: "Tracked Ltd", total: 8 }],
      ["order.deleted", order.id, { number, client_name: "Tracked Ltd", total: 8 }],
    ]);
  });
});

describe("a failure in the middle of a change", () => {
  beforeAll(async () => {
    // A real database failure on the second line written, not a stand-in for our code.
    await t.db.execute(sql`
      create function explode_on_purpose() returns trigger language plpgsql as $$
      begin
        if new.item_name = 'Explodes' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger explode_on_purpose before insert or update on order_items
      for each row execute function explode_on_purpose()`);
  });

  it("leaves no trace of a create", async () => {
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const [fine, explodes] = [await userApi.createItem("Fine", 10), await userApi.createItem("Explodes", 10)];
    const before = await booksOf(t.db, user.workspaceId);
    const response = await userApi.call("POST", "/orders", {
      lines: [
        { inventory_item_id: fine.id, quantity: 1 },
        { inventory_item_id: explodes.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(500);
    expect(await booksOf(t.db, user.workspaceId)).toEqual(before);
  });

  it("leaves no trace of an edit of a confirmed order, stock included", async () => {
    const user = await t.signUp();
    const userApi = ordersApi(t, user);
    const [fine, explodes] = [await userApi.createItem("Fine", 10), await userApi.createItem("Explodes", 10)];
    const order = await userApi.createOrder({ lines: [{ inventory_item_id: fine.id, quantity: 2 }] });
    await userApi.updateOrder(order.id, { status: "confirmed" });
    const before = await booksOf(t.db, user.workspaceId);
    const response = await userApi.call("PATCH", `/orders/${order.id}`, {
      lines: [
        { ...linesAsSent(order)[0]!, quantity: 5 },
        { inventory_item_id: explodes.id, quantity: 3 },
      ],
    });
    expect(response.status).toBe(500);
    expect(await booksOf(t.db, user.workspaceId)).toEqual(before);
    expect(await userApi.stockOf(fine)).toBe(8);
  });
});

describe("the API document", () => {
  it("describes every order route with its refusals", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const responses = (path: string, method: string) => Object.keys(doc.paths[`/api/v1${path}`]?.[method]?.responses ?? {});
    expect(responses("/orders", "get")).toEqual(["200", "400", "401", "429"]);
    expect(responses("/orders", "post")).toEqual(["201", "400", "401", "403", "404", "413", "415", "429"]);
    expect(responses("/orders/{id}", "get")).toEqual(["200", "400", "401", "404", "429"]);
    expect(responses("/orders/{id}", "patch")).toEqual(["200", "400", "401", "403", "404", "409", "413", "415", "429"]);
    expect(responses("/orders/{id}", "delete")).toEqual(["204", "400", "401", "403", "404", "409", "413", "415", "429"]);
  });
});
