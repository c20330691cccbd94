import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail } from "@shared/invoices/invoice.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import { ordersApi } from "../test/orders-api";
import { createTestApp, type TestApp } from "../test/test-app";
import { testEngine } from "../test/test-database";

/*
 * Races between requests only happen with several connections: PGlite has one, and runs
 * transactions one after the other. These tests run in the PostgreSQL project.
 */
describe.runIf(testEngine() === "postgres")("invoices issued at once on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("take consecutive numbers with no gap, 50 at once, each order invoiced once, and cancellations credit them in sequence", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const item = await api.createItem("Widget", 1000, 10);
    const orders: OrderDetail[] = [];
    for (let index = 0; index < 50; index++) {
      const order = await api.createOrder({ client_id: null, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
      orders.push(await api.updateOrder(order.id, { status: "confirmed" }));
    }
    const year = new Date().getUTCFullYear();

    // Each order asked twice at once: one invoice each, the other refused.
    const responses = await Promise.all([...orders, ...orders].map((order) => api.call("POST", `/orders/${order.id}/invoice`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const issued = await Promise.all(
      responses.filter((response) => response.status === 201).map((response) => response.json() as Promise<InvoiceDetail>),
    );
    expect(new Set(issued.map((invoice) => invoice.order_id)).size).toBe(50);
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `INV-${year}-${String(index + 1).padStart(4, "0")}`));

    // Half of them cancelled at once: 25 credit notes, numbered 1 to 25.
    const cancelled = await Promise.all(
      orders.slice(0, 25).map((order) => api.call("PATCH", `/orders/${order.id}`, { status: "cancelled" })),
    );
    expect(cancelled.map((response) => response.status)).toEqual(Array(25).fill(200));
    const { items } = (await (await api.call("GET", "/invoices?kind=credit_note&limit=100")).json()) as { items: InvoiceDetail[] };
    expect(items.map((note) => note.number).sort()).toEqual(
      Array.from({ length: 25 }, (_, index) => `CN-${year}-${String(index + 1).padStart(4, "0")}`),
    );
  });
});
