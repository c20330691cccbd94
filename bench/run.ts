/**
 * `npm run bench`: prints one line per figure. Needs a build (npm run bench does it).
 * BENCH_ONLY=orders,http-load runs only those parts (their names are those of PARTS below).
 */
import { backupBenchmark, describeBackup } from "./backup";
import { coldStart } from "./cold-start";
import { formatHttpLoad, httpLoadBenchmark, reachablePostgres } from "./http-load";
import { screenJavaScript } from "./landing-size";
import { lighthouseScores } from "./lighthouse";
import { listClientsBenchmark } from "./list-clients";
import { describeLiveUpdates, liveUpdatesBenchmark } from "./live-updates";
import { describeListScale, listScaleBenchmark } from "./list-scale";
import { describeImports, importsBenchmark } from "./imports";
import { describeExportOrders, exportOrdersBenchmark } from "./export-orders";
import { describeInvoices, invoicesBenchmark } from "./invoices";
import { describeMemory, memoryBenchmark } from "./memory";
import { confirmOrdersBenchmark, listOrdersBenchmark } from "./orders";
import { describeReports, reportsOnEachEngine } from "./reports";
import {
  describeTarget,
  httpLoadTargets,
  importTargets,
  javascriptTargets,
  lighthouseTargets,
  listScaleTargets,
  memoryTargets,
  reportTargets,
  type TargetCheck,
} from "./targets";

const PARTS = [
  "javascript",
  "lighthouse",
  "cold-start",
  "lists",
  "orders",
  "http-load",
  "live-updates",
  "list-scale",
  "reports",
  "imports",
  "export-orders",
  "invoices",
  "memory",
  "backup",
] as const;
const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknown.join(", ")}; the parts are ${PARTS.join(", ")}`);
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const engine = process.env.TEST_DB_ENGINE === "postgres" ? "PostgreSQL" : "PGlite";
/** The targets the parts that ran measured, printed together at the end (bench/targets.ts). */
const targets: TargetCheck[] = [];

if (runs("javascript")) {
  const screens = await screenJavaScript();
  targets.push(...javascriptTargets(screens));
  for (const screen of screens) {
    const budget = screen.budgetKb === undefined ? "" : ` (budget ${screen.budgetKb} KB)`;
    console.log(
      `JavaScript for ${screen.path}, cold load: ${kb(screen.transferredBytes)} compressed in ${screen.files.length} files${budget}, ${kb(screen.bytes)} raw`,
    );
  }
}

if (runs("lighthouse")) {
  const pages = await lighthouseScores();
  targets.push(...lighthouseTargets(pages));
  for (const page of pages) {
    const { performance, accessibility, "best-practices": bestPractices } = page.scores;
    const failed = page.failedAudits.map((audit) => audit.id).join(", ");
    console.log(
      `Lighthouse ${page.path} (${page.preset === "mobile" ? "mobile, simulated slow 4G" : "desktop"}): performance ${performance} ` +
        `(median run of ${page.performanceRuns.join(", ")}), ` +
        `accessibility ${accessibility}, best practices ${bestPractices}; LCP ${ms(page.largestContentfulPaintMs)}, ` +
        `TBT ${ms(page.totalBlockingTimeMs)}, CLS ${page.cumulativeLayoutShift.toFixed(3)}` +
        (failed ? `; not passed: ${failed}` : ""),
    );
  }
}

if (runs("cold-start")) {
  const start = await coldStart();
  console.log(
    `cold start to first healthy response: ${start.firstStartMs.toFixed(0)} ms on a new data directory, ` +
      `${start.restartMs.toFixed(0)} ms on an existing one (median of 3); \`npm start\` on an existing build ` +
      `${start.npmStartMs.toFixed(0)} ms (median of 3)`,
  );
}

if (runs("lists")) {
  const list = await listClientsBenchmark();
  for (const [label, figures] of [
    ["first page (50, newest first)", list.firstPage],
    ["first page sorted by name", list.byName],
    ["search q=company 42", list.search],
  ] as const) {
    console.log(`GET /api/v1/clients, 10,000 clients, ${engine}, ${label}: median ${ms(figures.median)}, p95 ${ms(figures.p95)}`);
  }
}

if (runs("orders")) {
  const orderList = await listOrdersBenchmark();
  for (const [label, figures] of [
    ["first page (50, newest first)", orderList.firstPage],
    ["first page of paid orders", orderList.paidFirstPage],
  ] as const) {
    console.log(`GET /api/v1/orders, 10,000 orders, ${engine}, ${label}: median ${ms(figures.median)}, p95 ${ms(figures.p95)}`);
  }

  const confirmations = await confirmOrdersBenchmark();
  if ("skipped" in confirmations) {
    console.log(`order confirmations, 20 in flight: skipped (${confirmations.skipped})`);
  } else {
    console.log(
      `order confirmations, 20 in flight, PostgreSQL: ${confirmations.ordersPerSecond.toFixed(0)} orders/s ` +
        `over ${confirmations.orders} orders of 1-3 lines (${confirmations.refused} refused), ` +
        `p50 ${ms(confirmations.p50)}, p99 ${ms(confirmations.p99)}`,
    );
  }
}

if (runs("http-load")) {
  const httpLoad = await httpLoadBenchmark();
  targets.push(...httpLoadTargets(httpLoad.engine, httpLoad.scenarios));
  for (const line of formatHttpLoad(httpLoad)) console.log(line);
}

if (runs("live-updates")) {
  for (const line of describeLiveUpdates(await liveUpdatesBenchmark())) console.log(line);
}

if (runs("list-scale")) {
  const listScale = await listScaleBenchmark();
  targets.push(...listScaleTargets(engine, listScale.timings));
  for (const line of describeListScale(listScale)) console.log(line);
}

if (runs("reports")) {
  // On PGlite, and on the PostgreSQL server the HTTP load uses when it answers: each has its target.
  for (const { engine: reportEngine, timings } of await reportsOnEachEngine(await reachablePostgres())) {
    targets.push(...reportTargets(reportEngine, timings));
    for (const line of describeReports(timings, reportEngine)) console.log(line);
  }
}

if (runs("imports")) {
  const imports = await importsBenchmark();
  targets.push(...importTargets(imports));
  for (const line of describeImports(imports)) console.log(line);
}

if (runs("export-orders")) {
  for (const line of describeExportOrders(await exportOrdersBenchmark())) console.log(line);
}

if (runs("invoices")) {
  for (const line of describeInvoices(await invoicesBenchmark())) console.log(line);
}

if (runs("memory")) {
  const memory = await memoryBenchmark();
  targets.push(...memoryTargets(memory.figures));
  for (const line of describeMemory(memory)) console.log(line);
}

if (runs("backup")) {
  for (const line of describeBackup(await backupBenchmark())) console.log(line);
}

if (targets.length > 0) {
  const met = targets.filter((target) => target.met).length;
  console.log(`\ntargets: ${met} of ${targets.length} met`);
  for (const target of targets) console.log(describeTarget(target));
}
