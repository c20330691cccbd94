/**
 * The three lists at 100,000 rows for one user (and a neighbour with as many), through
 * the whole in-process app (session check, query, JSON), on the engine the tests use
 * (TEST_DB_ENGINE, TEST_DATABASE_URL). Each figure is a first page, which also counts the
 * matching rows (`total`); "next page" figures follow a cursor and count nothing, so the
 * difference is what the count costs. The command palette's figures are its three searches at once:
 * what a keystroke waits for once the typing has paused (150 ms), before the results are drawn.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";

export const ROWS_PER_USER = 100_000;
const RUNS = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface ListTiming {
  label: string;
  median: number;
  p95: number;
  /** The `total` of the page ("10000+" when capped), when it has one. */
  total: string | null;
  /** Rows on the page. */
  rows: number;
}

/**
 * Fills the workspace of a user, who owns every client: clients with varied names, items, orders (3 in 4 with a client) and the
 * activity of the clients, one of each every 15 minutes over the last three years.
 */
export async function fillBook(db: Awaited<ReturnType<typeof createTestApp>>["db"], owner: { id: string; workspaceId: string }) {
  await db.execute(sql`
    insert into clients (workspace_id, owner_id, name, email, company, status, created_at, updated_at)
    select ${owner.workspaceId}, ${owner.id},
           (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Ken','Frances','John'])[1 + n % 10]
             || ' ' || (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Hamilton','Thompson','Allen','Smith',
                              'Backus','Ritchie','Kay','Lamport','Wirth','Hoare','Milner','Floyd','Perlis','Cerf'])[1 + (n / 10) % 20],
           'contact' || n || '@example.com',
           'Company ' || (n % 500),
           (array['uncontacted','contacted','interested','negotiation','closed_won','closed_lost']::client_status[])[1 + n % 6],
           now() - make_interval(mins => 15 * n), now() - make_interval(mins => 15 * n)
    from generate_series(1, ${ROWS_PER_USER}) as n`);
  await db.execute(sql`
    insert into inventory_items (workspace_id, created_by, item_name, quantity, unit_price, created_at, updated_at)
    select ${owner.workspaceId}, ${owner.id},
           (array['Wireless Mouse','USB-C Cable','Standing Desk','Office Chair','Monitor Arm','Keyboard','Webcam',
                  'Headset','Desk Lamp','Notebook'])[1 + n % 10] || ' ' || n,
           n % 1000, (n % 500) + 0.99,
           now() - make_interval(mins => 15 * n), now() - make_interval(mins => 15 * n)
    from generate_series(1, ${ROWS_PER_USER}) as n`);
  await db.execute(sql`
    with own as (select array_agg(id order by id) as client_ids from clients where workspace_id = ${owner.workspaceId})
    insert into orders (workspace_id, number, created_by, client_id, status, subtotal_net, total_price, created_at, updated_at)
    select ${owner.workspaceId}, ${ROWS_PER_USER} + 1 - n, ${owner.id},
           case when n % 4 = 0 then null else own.client_ids[1 + n % ${ROWS_PER_USER}] end,
           (array['created','confirmed','delivered','paid','cancelled']::order_status[])[1 + n % 5],
           (n % 1000) + 0.5, (n % 1000) + 0.5,
           now() - make_interval(mins => 15 * n), now() - make_interval(mins => 15 * n)
    from generate_series(1, ${ROWS_PER_USER}) as n, own`);
  await db.execute(
    sql`insert into number_series (workspace_id, series, last_number) values (${owner.workspaceId}, 'order', ${ROWS_PER_USER})`,
  );
  // One entry per client added, as the app writes them.
  await db.execute(sql`
    insert into activity (workspace_id, actor_id, kind, entity_id, details, created_at)
    select workspace_id, owner_id, 'client.created', id, jsonb_build_object('name', name), created_at
    from clients where workspace_id = ${owner.workspaceId}`);
}

export async function listScaleBenchmark(): Promise<{ fillSeconds: number; timings: ListTiming[] }> {
  const t = await createTestApp();
  try {
    const [user, neighbour] = [await t.signUp(), await t.signUp()];
    const fillStarted = performance.now();
    for (const owner of [user, neighbour]) await fillBook(t.db, owner);
    // What autovacuum (on PGlite, the server's own maintenance: db/pglite.ts) does some time after a bulk
    // load, activity included: without its statistics, "Mine" filters the activity by actor on a guess.
    await t.db.execute(sql`vacuum analyze clients, inventory_items, orders, activity`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    const get = async (path: string) => {
      const response = await t.request(`/api/v1${path}`, { headers: { cookie: user.cookie } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { items: unknown[]; next_cursor: string | null; total: number | null; total_capped: boolean };
    };
    const time = async (label: string, path: string): Promise<ListTiming> => {
      const durations: number[] = [];
      let page = await get(path);
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        page = await get(path);
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      const total = page.total === null ? null : `${page.total}${page.total_capped ? "+" : ""}`;
      return { label, median: percentile(durations, 50), p95: percentile(durations, 95), total, rows: page.items.length };
    };
    /** The dashboard: its figures over the whole book, and the latest activity; the team's, or the user's own ("Mine"). */
    const timeDashboard = async (label: string, path: string): Promise<ListTiming> => {
      const durations: number[] = [];
      let entries = 0;
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const response = await t.request(`/api/v1${path}`, { headers: { cookie: user.cookie } });
        const body = (await response.json()) as { total_clients: number; recent_activity: unknown[] };
        if (response.status !== 200 || body.total_clients !== ROWS_PER_USER) throw new Error(`/dashboard: ${response.status}`);
        entries = body.recent_activity.length;
        if (run > 0) durations.push(performance.now() - started); // the first one warms up
      }
      durations.sort((a, b) => a - b);
      return { label, median: percentile(durations, 50), p95: percentile(durations, 95), total: null, rows: entries };
    };
    /**
     * The command palette's search for `q`: the clients', items' and orders' searches at once, five of
     * each, as it sends them once the typing pauses (src/web/features/command-palette/palette-search.ts).
     */
    const timePalette = async (label: string, q: string): Promise<ListTiming> => {
      const query = `q=${encodeURIComponent(q)}&limit=5&count=false`;
      const search = () => Promise.all([get(`/clients?${query}`), get(`/inventory?${query}`), get(`/orders?${query}`)]);
      const durations: number[] = [];
      let pages = await search();
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        pages = await search();
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      const rows = pages.reduce((count, page) => count + page.items.length, 0);
      return { label, median: percentile(durations, 50), p95: percentile(durations, 95), total: null, rows };
    };
    const nextPage = async (label: string, path: string): Promise<ListTiming> => {
      const { next_cursor: cursor } = await get(path);
      if (!cursor) throw new Error(`${path}: no second page`);
      const separator = path.includes("?") ? "&" : "?";
      return time(label, `${path}${separator}cursor=${encodeURIComponent(cursor)}`);
    };

    return {
      fillSeconds,
      timings: [
        await time("clients, first page", "/clients"),
        await nextPage("clients, next page", "/clients"),
        await time("clients by name, first page", "/clients?sort=name"),
        await time("clients, status interested", "/clients?status=interested"),
        await time("clients, q=smith (1 in 20)", "/clients?q=smith"),
        await time("clients, q=company 42 (11 in 500)", "/clients?q=company%2042"),
        await time("clients, q=contact4242@ (1 row)", "/clients?q=contact4242%40"),
        await time("clients, q=nobody (no row)", "/clients?q=nobody"),
        await time("clients, q=example (every row)", "/clients?q=example"),
        await nextPage("clients, q=example, next page", "/clients?q=example"),
        await time("clients by name, q=smith", "/clients?sort=name&q=smith"),
        await time("inventory, first page", "/inventory"),
        await nextPage("inventory, next page", "/inventory"),
        await time("inventory, q=desk (2 in 10)", "/inventory?q=desk"),
        await time("inventory, q=mouse 4242 (1 row)", "/inventory?q=mouse%204242"),
        await time("inventory, q=nothing (no row)", "/inventory?q=nothing"),
        await time("orders, first page", "/orders"),
        await nextPage("orders, next page", "/orders"),
        await time("orders, status paid", "/orders?status=paid"),
        await timePalette("palette, q=lovelace (clients, items, orders at once)", "lovelace"),
        await timePalette("palette, q=company 42", "company 42"),
        await timePalette("palette, q=#4242 (an order's number)", "#4242"),
        await timePalette("palette, q=nobody (no row)", "nobody"),
        await timeDashboard("dashboard", "/dashboard"),
        // The user owns every client: "Mine" reads as many rows as the team's figures.
        await timeDashboard("dashboard, owner=me", "/dashboard?owner=me"),
      ],
    };
  } finally {
    await t.close();
  }
}

/** One line per figure, as `npm run bench` prints them. */
export function describeListScale({ fillSeconds, timings }: Awaited<ReturnType<typeof listScaleBenchmark>>): string[] {
  const engine = process.env.TEST_DB_ENGINE === "postgres" ? "PostgreSQL" : "PGlite";
  return timings
    .map((timing) => {
      const total = timing.total === null ? "" : `, total ${timing.total}`;
      return (
        `lists at ${ROWS_PER_USER.toLocaleString("en")} rows a user, ${engine}, ${timing.label}: ` +
        `median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms (${timing.rows} rows${total})`
      );
    })
    .concat(`lists at ${ROWS_PER_USER.toLocaleString("en")} rows a user, ${engine}: filled in ${fillSeconds.toFixed(0)} s`);
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  for (const line of describeListScale(await listScaleBenchmark())) console.log(line);
}
