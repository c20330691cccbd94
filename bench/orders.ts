/**
 * Orders through the whole in-process app (session check, locks, stock, taxes, numbers, JSON):
 * - confirmations per second with 20 requests in flight, on PostgreSQL only (PGlite has one
 *   connection, so concurrency would measure nothing);
 * - GET /api/v1/orders for a user with 10,000 orders (and a neighbour with as many).
 */
import { eq, sql } from "drizzle-orm";
import { inventoryItems } from "../src/server/db/schema";
import { createTestApp } from "../src/server/test/test-app";
import { testEngine } from "../src/server/test/test-database";

const ORDERS_TO_CONFIRM = 1_000;
const CONFIRMATIONS_IN_FLIGHT = 20;
const ITEMS = 200;
const ORDERS_PER_USER = 10_000;
const RUNS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export type ConfirmationsFigures =
  { skipped: string } | { orders: number; ordersPerSecond: number; p50: number; p99: number; refused: number };

export async function confirmOrdersBenchmark(): Promise<ConfirmationsFigures> {
  if (testEngine() !== "postgres" || !process.env.TEST_DATABASE_URL) {
    return { skipped: "needs PostgreSQL: set TEST_DB_ENGINE=postgres and TEST_DATABASE_URL" };
  }
  const t = await createTestApp();
  try {
    const user = await t.signUp();
    // Two tax rates, which the items take in turn as their default: most orders have lines at both.
    const taxRateIds: string[] = [];
    for (const rate of [
      { name: "Standard", rate: 20 },
      { name: "Reduced", rate: 5.5 },
    ]) {
      const response = await t.api(user, "POST", "/tax-rates", rate);
      if (response.status !== 201) throw new Error(`tax rate: ${response.status} ${await response.text()}`);
      taxRateIds.push(((await response.json()) as { id: string }).id);
    }
    await t.db.execute(sql`
      insert into inventory_items (workspace_id, item_name, quantity, unit_price, tax_rate_id)
      select ${user.workspaceId}, 'Item ' || n, 1000000, (n % 50) + 0.99,
             (array[${taxRateIds[0]}, ${taxRateIds[1]}]::uuid[])[1 + n % 2]
      from generate_series(1, ${ITEMS}) as n`);
    const itemIds = await t.db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(eq(inventoryItems.workspaceId, user.workspaceId));

    // Orders of 1 to 3 lines of random items, created through the API as the screen would.
    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS_TO_CONFIRM; index++) {
      const lines = Array.from({ length: 1 + (index % 3) }, () => ({
        inventory_item_id: itemIds[Math.floor(Math.random() * itemIds.length)]!.id,
        quantity: 1 + Math.floor(Math.random() * 5),
      }));
      const response = await t.api(user, "POST", "/orders", { lines });
      if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
      orderIds.push(((await response.json()) as { id: string }).id);
    }

    const latencies: number[] = [];
    let refused = 0;
    const queue = [...orderIds];
    const confirmNext = async () => {
      for (let orderId = queue.pop(); orderId; orderId = queue.pop()) {
        const started = performance.now();
        const response = await t.api(user, "PATCH", `/orders/${orderId}`, { status: "confirmed" });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status === 409) refused++;
        else if (response.status !== 200) throw new Error(`confirm: ${response.status}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONFIRMATIONS_IN_FLIGHT }, confirmNext));
    const seconds = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    return {
      orders: orderIds.length,
      ordersPerSecond: orderIds.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      refused,
    };
  } finally {
    await t.close();
  }
}

export async function listOrdersBenchmark() {
  const t = await createTestApp();
  try {
    const [user, neighbour] = [await t.signUp(), await t.signUp()];
    for (const owner of [user, neighbour]) {
      await t.db.execute(sql`
        insert into clients (workspace_id, owner_id, name)
        select ${owner.workspaceId}, ${owner.id}, 'Client ' || n from generate_series(1, 100) as n`);
      // Three orders in four have a client; the statuses take turns; numbered #1 (the oldest) to
      // #10,000, with the tax of one 20 % rate.
      await t.db.execute(sql`
        with own as (select array_agg(id order by id) as client_ids from clients where workspace_id = ${owner.workspaceId}),
        amounts as (select n, (n % 1000) + 0.5 as net, round(((n % 1000) + 0.5) * 0.2, 2) as tax
                    from generate_series(1, ${ORDERS_PER_USER}) as n)
        insert into orders (workspace_id, number, client_id, status, subtotal_net, tax_total, total_price, taxes, created_at, updated_at)
        select ${owner.workspaceId}, ${ORDERS_PER_USER} + 1 - n,
               case when n % 4 = 0 then null else own.client_ids[1 + n % 100] end,
               (array['created','confirmed','delivered','paid','cancelled']::order_status[])[1 + n % 5],
               net, tax, net + tax,
               jsonb_build_array(jsonb_build_object('name', 'Standard', 'rate', 20, 'base', net, 'amount', tax)),
               now() - make_interval(secs => n), now() - make_interval(secs => n)
        from amounts, own`);
      await t.db.execute(
        sql`insert into number_series (workspace_id, series, last_number) values (${owner.workspaceId}, 'order', ${ORDERS_PER_USER})`,
      );
    }
    // What autovacuum (on PGlite, the server's own maintenance: db/pglite.ts) does some time after a bulk load.
    await t.db.execute(sql`vacuum analyze orders, clients`);

    const time = async (path: string) => {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await t.request(path, { headers: { cookie: user.cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      return { median: percentile(durations, 50), p95: percentile(durations, 95) };
    };

    return {
      firstPage: await time("/api/v1/orders"),
      paidFirstPage: await time("/api/v1/orders?status=paid"),
    };
  } finally {
    await t.close();
  }
}
