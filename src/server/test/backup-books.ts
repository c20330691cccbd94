/** What the backup and move tests share: books to copy, a stream of writes, and where to restore. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { ordersApi } from "./orders-api";
import { createEmptyPostgresDatabase, testEngine } from "./test-database";
import { sessionCookie, type TestApp, type TestUser } from "./test-app";
import type { DatabaseLocation } from "../operations/backup";

/**
 * A user's books with something of everything: clients in several statuses, items, tax rates,
 * orders in each status with stock held or returned and taxed lines, a deleted item, an API key.
 */
export async function seedBooks(t: TestApp, user: TestUser, label: string): Promise<void> {
  const api = ordersApi(t, user);
  const acme = await api.createClient(`${label} Acme`);
  const globex = await api.createClient(`${label} Globex «Zürich»`);
  await api.call("PATCH", `/clients/${globex.id}`, { status: "negotiation", email: "buyer@globex.example" });
  await api.call("PATCH", `/clients/${acme.id}`, { status: "closed_won" });
  // Taxed lines, one rate the item's default and one picked on the line.
  const vat = await api.call("POST", "/tax-rates", { name: `${label} VAT 20 %`, rate: 20 });
  const reduced = await api.call("POST", "/tax-rates", { name: `${label} VAT 5,5 %`, rate: 5.5 });
  expect([vat.status, reduced.status]).toEqual([201, 201]);
  const [vatId, reducedId] = [((await vat.json()) as { id: string }).id, ((await reduced.json()) as { id: string }).id];
  const widget = await api.createItem(`${label} widget`, 50, 12.5);
  expect((await api.call("PATCH", `/inventory/${widget.id}`, { tax_rate_id: vatId })).status).toBe(200);
  const gadget = await api.createItem(`${label} gadget`, 20, 99.99);
  const spare = await api.createItem(`${label} spare part`, 5, 0.1);
  for (const [index, status] of (["created", "confirmed", "delivered", "paid", "cancelled"] as const).entries()) {
    const order = await api.createOrder({
      client_id: index % 2 === 0 ? acme.id : globex.id,
      lines: [
        { inventory_item_id: widget.id, quantity: index + 1 },
        { inventory_item_id: gadget.id, quantity: 1, tax_rate_id: reducedId },
        { inventory_item_id: spare.id, quantity: 1 },
      ],
    });
    if (status !== "created") await api.updateOrder(order.id, { status: status === "cancelled" ? "cancelled" : status });
  }
  // A line keeps the name and price of an item deleted since.
  expect((await api.call("DELETE", `/inventory/${spare.id}`)).status).toBe(204);
  expect((await api.call("POST", "/api-keys", { name: `${label} key` })).status).toBe(201);
}

/** What a user sees of their books through the API: equal answers mean the same books. */
export async function booksSeenBy(t: TestApp, user: TestUser) {
  const seen: Record<string, unknown> = {};
  for (const path of ["/clients?limit=100", "/inventory?limit=100", "/orders?limit=100", "/tax-rates", "/dashboard"]) {
    const response = await t.api(user, "GET", path);
    expect(response.status, path).toBe(200);
    seen[path] = await response.json();
  }
  return seen;
}

/** Signs `user` in on `t` with the test password and returns the user as the API helpers take it. */
export async function signIn(t: TestApp, user: TestUser, password: string): Promise<TestUser> {
  const response = await t.postJson("/api/auth/sign-in/email", { email: user.email, password });
  expect(response.status).toBe(200);
  return { ...user, cookie: sessionCookie(response) };
}

/** Empty places to restore into, on the engine under test, removed by `cleanUp`. */
export function restoreTargets() {
  const directory = mkdtempSync(join(tmpdir(), "clientele-operations-"));
  const drops: (() => Promise<void>)[] = [];
  let made = 0;
  return {
    directory,
    async next(): Promise<DatabaseLocation> {
      made += 1;
      if (testEngine() === "pglite") return { engine: "pglite", dataDir: join(directory, `restored-${made}`) };
      const database = await createEmptyPostgresDatabase();
      drops.push(database.drop);
      return { engine: "postgres", url: database.url };
    },
    async cleanUp() {
      for (const drop of drops) await drop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
