/**
 * Each /api/v1/reports/* route at 100,000 orders for one workspace (and a neighbour with as many),
 * through the whole in-process app (session check, queries, JSON), on the engine the tests use
 * (TEST_DB_ENGINE, TEST_DATABASE_URL). The book is the lists' (bench/list-scale.ts) with three
 * lines an order; the range is the last 12 months, which hold a third of the orders, and the
 * last 5 years, which hold them all.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";
import { fillBook, ROWS_PER_USER } from "./list-scale";

const RUNS = 50;
const LINES_PER_ORDER = 3;

export const REPORT_PATHS = [
  "revenue-by-month",
  "orders-by-status",
  "top-clients",
  "top-items",
  "funnel",
  "revenue-by-owner",
  "sales",
] as const;

export interface ReportTiming {
  report: (typeof REPORT_PATHS)[number];
  range: string;
  median: number;
  p95: number;
}

/** Three lines an order, of items the workspace holds. */
async function fillLines(db: Awaited<ReturnType<typeof createTestApp>>["db"], workspaceId: string) {
  await db.execute(sql`
    with items as (select array_agg(id order by id) as ids from inventory_items where workspace_id = ${workspaceId}),
         numbered as (select id, row_number() over (order by id) as n from orders where workspace_id = ${workspaceId})
    insert into order_items (workspace_id, order_id, inventory_item_id, item_name, line_number, quantity, unit_price)
    select ${workspaceId}, numbered.id, items.ids[1 + (numbered.n * 7 + line) % 1000], 'Item ' || ((numbered.n * 7 + line) % 1000),
           line, 1 + (numbered.n + line) % 5, 9.99
    from numbered, items, generate_series(1, ${LINES_PER_ORDER}) as line`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function reportsBenchmark(): Promise<ReportTiming[]> {
  const t = await createTestApp();
  try {
    const [user, neighbour] = [await t.signUp(), await t.signUp()];
    for (const owner of [user, neighbour]) {
      await fillBook(t.db, owner);
      await fillLines(t.db, owner.workspaceId);
    }
    await t.db.execute(sql`vacuum analyze clients, inventory_items, orders, order_items`);

    const now = new Date();
    const ranges = {
      "last 12 months": new Date(now.getTime() - 365 * 86_400_000),
      "last 5 years": new Date(now.getTime() - 5 * 365 * 86_400_000),
    };
    const timings: ReportTiming[] = [];
    for (const [range, from] of Object.entries(ranges)) {
      const query = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(now.toISOString())}&tz=Europe%2FParis`;
      for (const report of REPORT_PATHS) {
        const path = `/api/v1/reports/${report}?${report === "revenue-by-month" ? query : query.replace(/&tz=.*/, "")}`;
        const durations: number[] = [];
        for (let run = 0; run <= RUNS; run++) {
          const started = performance.now();
          const response = await t.request(path, { headers: { cookie: user.cookie } });
          const body = await response.text();
          if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
          if (run > 0) durations.push(performance.now() - started); // the first one warms up
        }
        durations.sort((a, b) => a - b);
        timings.push({ report, range, median: percentile(durations, 50), p95: percentile(durations, 95) });
      }
    }
    return timings;
  } finally {
    await t.close();
  }
}

/** One line per figure, as `npm run bench` prints them. */
export function describeReports(timings: ReportTiming[], engine = engineOfTests()): string[] {
  return timings.map(
    (timing) =>
      `reports at ${ROWS_PER_USER.toLocaleString("en")} orders, ${engine}, ${timing.report}, ${timing.range}: ` +
      `median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
  );
}

/** The engine the tests use (TEST_DB_ENGINE, TEST_DATABASE_URL), which the benchmark runs on. */
export const engineOfTests = () => (process.env.TEST_DB_ENGINE === "postgres" ? "PostgreSQL" : "PGlite");

/**
 * The benchmark on PGlite, then on the PostgreSQL server at `postgresUrl` when there is one: the
 * targets differ by engine, and `npm run bench` measures both in one run.
 */
export async function reportsOnEachEngine(
  postgresUrl: string | undefined,
): Promise<{ engine: "PGlite" | "PostgreSQL"; timings: ReportTiming[] }[]> {
  const saved = { engine: process.env.TEST_DB_ENGINE, url: process.env.TEST_DATABASE_URL };
  const runs: { engine: "PGlite" | "PostgreSQL"; timings: ReportTiming[] }[] = [];
  try {
    process.env.TEST_DB_ENGINE = "pglite";
    runs.push({ engine: "PGlite", timings: await reportsBenchmark() });
    if (postgresUrl) {
      process.env.TEST_DB_ENGINE = "postgres";
      process.env.TEST_DATABASE_URL = postgresUrl;
      runs.push({ engine: "PostgreSQL", timings: await reportsBenchmark() });
    }
  } finally {
    for (const [name, value] of [
      ["TEST_DB_ENGINE", saved.engine],
      ["TEST_DATABASE_URL", saved.url],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return runs;
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  for (const line of describeReports(await reportsBenchmark())) console.log(line);
}
