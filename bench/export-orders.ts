/**
 * The orders' CSV export at 100,000 orders of 1 to 3 lines (about 200,000 rows), through the
 * whole in-process app (session check, the list's pages, the lines, the CSV text), on the engine
 * the tests use (TEST_DB_ENGINE, TEST_DATABASE_URL). The body is read as a client would and
 * thrown away; meanwhile the process's memory is sampled every 20 ms. The same export of another
 * workspace's 10,000 orders comes first: an export that streams takes about as much memory
 * whatever its number of orders, so the two peaks above the start should be close. With
 * NODE_OPTIONS=--expose-gc each export starts after a full collection, for a clean baseline.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../src/server/test/test-app";

export const EXPORTED_ORDERS = 100_000;
const SMALLER_EXPORT_ORDERS = 10_000;
const CLIENTS = 10_000;
const SAMPLE_EVERY_MS = 20;

/** One export's figures. */
export interface ExportFigures {
  orders: number;
  lines: number;
  bytes: number;
  firstByteMs: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
  heapBefore: number;
  heapPeak: number;
}

export interface ExportOrdersFigures {
  engine: "PGlite" | "PostgreSQL";
  seedSeconds: number;
  exports: ExportFigures[];
}

/**
 * A workspace in euros with 10,000 clients and `count` orders (3 in 4 with a client) of 1 to 3
 * lines, the first line of each taxed at 20 %, whose amounts are worked out from the lines as the
 * app saves them: per rate on the sum of its lines, rounded to the cent.
 */
async function seed(db: TestApp["db"], owner: TestUser, count: number) {
  await db.execute(sql`update workspaces set currency = 'EUR' where id = ${owner.workspaceId}`);
  await db.execute(sql`
    insert into clients (workspace_id, owner_id, name, email, status, created_at, updated_at)
    select ${owner.workspaceId}, ${owner.id}, 'Client ' || n, 'client' || n || '@example.com',
           (array['uncontacted','contacted','interested','negotiation','closed_won','closed_lost']::client_status[])[1 + n % 6],
           now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${CLIENTS}) as n`);
  await db.execute(sql`
    with own as (select array_agg(id order by id) as client_ids from clients where workspace_id = ${owner.workspaceId})
    insert into orders (workspace_id, number, created_by, client_id, status, created_at, updated_at)
    select ${owner.workspaceId}, ${count} + 1 - n, ${owner.id},
           case when n % 4 = 0 then null else own.client_ids[1 + n % ${CLIENTS}] end,
           (array['created','confirmed','delivered','paid','cancelled']::order_status[])[1 + n % 5],
           now() - make_interval(mins => 5 * n), now() - make_interval(mins => 5 * n)
    from generate_series(1, ${count}) as n, own`);
  await db.execute(sql`
    insert into order_items (workspace_id, order_id, item_name, line_number, quantity, unit_price, tax_name, tax_rate, created_at, updated_at)
    select o.workspace_id, o.id, 'Item ' || (o.number % 997) || '-' || line, line, 1 + (o.number + line) % 5, ((o.number * line) % 5000) / 100.0 + 0.99,
           case when line = 1 then 'VAT 20' end, case when line = 1 then 20 end, o.created_at, o.created_at
    from orders o, generate_series(1, 3) as line
    where o.workspace_id = ${owner.workspaceId} and line <= 1 + o.number % 3`);
  await db.execute(sql`
    with per_order as (
      select order_id, sum(subtotal) as net, round(coalesce(sum(subtotal) filter (where tax_rate is not null), 0) * 20 / 100, 2) as tax,
             coalesce(sum(subtotal) filter (where tax_rate is not null), 0) as taxed
      from order_items where workspace_id = ${owner.workspaceId} group by order_id)
    update orders set subtotal_net = per_order.net, tax_total = per_order.tax, total_price = per_order.net + per_order.tax,
           taxes = jsonb_build_array(jsonb_build_object('name', 'VAT 20', 'rate', 20, 'base', per_order.taxed, 'amount', per_order.tax))
    from per_order where orders.workspace_id = ${owner.workspaceId} and orders.id = per_order.order_id`);
  await db.execute(sql`insert into number_series (workspace_id, series, last_number) values (${owner.workspaceId}, 'order', ${count})`);
}

/** Streams the owner's orders' export through the app, reading it as a client would, and samples the memory meanwhile. */
async function measureExport(t: TestApp, owner: TestUser, orders: number): Promise<ExportFigures> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, SAMPLE_EVERY_MS);

  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await t.api(owner, "GET", "/exports/orders.csv?separator=semicolon");
    if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.value.byteLength;
      // Rows end with CRLF; the seeded text holds no line break of its own.
      for (const byte of chunk.value) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = process.memoryUsage();
  return {
    orders,
    // The header row is not a line of an order.
    lines: lines - 1,
    bytes,
    firstByteMs,
    seconds,
    rssBefore: before.rss,
    rssPeak: Math.max(rssPeak, after.rss),
    heapBefore: before.heapUsed,
    heapPeak: Math.max(heapPeak, after.heapUsed),
  };
}

export async function exportOrdersBenchmark(): Promise<ExportOrdersFigures> {
  const t = await createTestApp();
  try {
    const [smaller, larger] = [await t.signUp(), await t.signUp()];
    const seedStarted = performance.now();
    await seed(t.db, smaller, SMALLER_EXPORT_ORDERS);
    await seed(t.db, larger, EXPORTED_ORDERS);
    await t.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    return {
      engine: process.env.TEST_DB_ENGINE === "postgres" ? "PostgreSQL" : "PGlite",
      seedSeconds,
      exports: [await measureExport(t, smaller, SMALLER_EXPORT_ORDERS), await measureExport(t, larger, EXPORTED_ORDERS)],
    };
  } finally {
    await t.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One line per figure, as `npm run bench` prints them. */
export function describeExportOrders({ engine, seedSeconds, exports }: ExportOrdersFigures): string[] {
  return exports
    .flatMap((figures) => {
      const orders = `${figures.orders.toLocaleString("en")} orders`;
      return [
        `orders' CSV export, ${orders} (${figures.lines.toLocaleString("en")} lines), ${engine}, in process: ` +
          `${figures.seconds.toFixed(1)} s, first byte after ${figures.firstByteMs.toFixed(0)} ms, ${mb(figures.bytes)} of CSV`,
        `orders' CSV export, ${orders}, ${engine}: process RSS ${mb(figures.rssBefore)} before, ` +
          `peak ${mb(figures.rssPeak)} while streaming (+${mb(figures.rssPeak - figures.rssBefore)})`,
        `orders' CSV export, ${orders}, ${engine}: V8 heap used ${mb(figures.heapBefore)} before, ` +
          `peak ${mb(figures.heapPeak)} while streaming (+${mb(figures.heapPeak - figures.heapBefore)})`,
      ];
    })
    .concat(
      `orders' CSV export, ${engine}: ${EXPORTED_ORDERS.toLocaleString("en")} and ${SMALLER_EXPORT_ORDERS.toLocaleString("en")} orders seeded in ${seedSeconds.toFixed(0)} s`,
    );
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  for (const line of describeExportOrders(await exportOrdersBenchmark())) console.log(line);
}
