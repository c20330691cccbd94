import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "@shared/orders/order-status";
import type { OrderDetail } from "@shared/orders/order.schema";
import { createTestApp, type ErrorBody, type TestApp } from "../test/test-app";
import { testEngine } from "../test/test-database";
import { ordersApi, stockLedger } from "../test/orders-api";

/*
 * Races between requests only happen with several connections: PGlite has one, and runs
 * transactions one after the other. These tests run in the PostgreSQL project.
 */
describe.runIf(testEngine() === "postgres")("concurrent order changes on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("let exactly as many confirmations through as there is stock", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const item = await api.createItem("Last units", 5);
    const orders: OrderDetail[] = [];
    for (let index = 0; index < 20; index++) {
      orders.push(await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] }));
    }

    const responses = await Promise.all(orders.map((order) => api.call("PATCH", `/orders/${order.id}`, { status: "confirmed" })));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((refused) => refused.status === 409)) {
      expect(((await response.json()) as ErrorBody).error.details).toMatchObject({ available: 0, requested: 1 });
    }
    expect(await api.stockOf(item)).toBe(0);
  });

  it("neither deadlock nor oversell when changes share items in opposite orders", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const initialStock = 12;
    const items = [
      await api.createItem("Alpha", initialStock),
      await api.createItem("Beta", initialStock),
      await api.createItem("Gamma", initialStock),
    ];
    const orders: OrderDetail[] = [];
    for (let index = 0; index < 8; index++) {
      const inThisOrder = index % 2 === 0 ? items : [...items].reverse();
      orders.push(await api.createOrder({ lines: inThisOrder.map((item) => ({ inventory_item_id: item.id, quantity: 2 })) }));
    }

    /** A line edit that reverses the order's lines, changes every quantity, and (sometimes) the status too. */
    const reverseLines = (order: OrderDetail, round: number, status?: OrderStatus) => ({
      ...(status ? { status } : {}),
      lines: [...order.lines]
        .reverse()
        .map(({ id, inventory_item_id }, index) => ({ id, inventory_item_id, quantity: 1 + ((round + index) % 3) })),
    });
    const statusesSeen = new Set<number>();
    for (let round = 0; round < 4; round++) {
      const current = await Promise.all(orders.map((order) => api.getOrder(order.id)));
      const changes = current.flatMap((order, index) => [
        api.call("PATCH", `/orders/${order.id}`, { status: (index + round) % 3 === 0 ? "cancelled" : "confirmed" }),
        api.call("PATCH", `/orders/${order.id}`, reverseLines(order, round, index % 2 === 0 ? "confirmed" : undefined)),
      ]);
      for (const response of await Promise.all(changes)) statusesSeen.add(response.status);
    }
    expect([...statusesSeen].every((status) => status === 200 || status === 409)).toBe(true);

    for (const { inStock, held } of (await stockLedger(t.db, user.workspaceId)).values()) {
      expect(inStock).toBeGreaterThanOrEqual(0);
      expect(inStock + held).toBe(initialStock);
    }
    // Deleting every order, all at once, puts everything back.
    const deletions = await Promise.all(orders.map((order) => api.call("DELETE", `/orders/${order.id}`)));
    expect(deletions.map((response) => response.status)).toEqual(orders.map(() => 204));
    expect(await Promise.all(items.map((item) => api.stockOf(item)))).toEqual(items.map(() => initialStock));
  });

  it("give 50 orders made at once in one workspace 50 consecutive numbers, and a creation that fails gives its number back", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const item = await api.createItem("Tea", 1000);
    const doomed = await api.createItem("Fails on save", 1000);
    // A failure inside the creating transaction, after its number was taken: the line's insert raises.
    await t.db.execute(sql`create function fail_doomed_line() returns trigger language plpgsql as $$
      begin raise exception 'line refused'; end $$`);
    await t.db.execute(sql`create trigger fail_doomed_line before insert on order_items for each row
      when (new.item_name = 'Fails on save') execute function fail_doomed_line()`);
    try {
      const requests = Array.from({ length: 60 }, (_, index) =>
        api.call("POST", "/orders", { lines: [{ inventory_item_id: (index % 6 === 5 ? doomed : item).id, quantity: 1 }] }),
      );
      const responses = await Promise.all(requests);
      expect(responses.filter((response) => response.status === 201)).toHaveLength(50);
      expect(responses.filter((response) => response.status !== 201).map((response) => response.status)).toEqual(Array(10).fill(500));
      const numbers = await Promise.all(
        responses.filter((response) => response.status === 201).map(async (response) => ((await response.json()) as OrderDetail).number),
      );
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    } finally {
      await t.db.execute(sql`drop trigger fail_doomed_line on order_items`);
      await t.db.execute(sql`drop function fail_doomed_line()`);
    }
    expect((await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 1 }] })).number).toBe(51);
  });
});
