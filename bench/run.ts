/** `npm run bench`: prints one line per figure. Needs a build (npm run bench does it). */
import { coldStart } from "./cold-start";
import { landingPageJavaScript } from "./landing-size";
import { listClientsBenchmark } from "./list-clients";
import { confirmOrdersBenchmark, listOrdersBenchmark } from "./orders";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const landing = landingPageJavaScript();
console.log(`landing page JavaScript: ${landing.files.length} files, ${kb(landing.bytes)} raw, ${kb(landing.gzipBytes)} gzipped`);

const start = await coldStart();
console.log(
  `cold start to first healthy response: ${start.firstStartMs.toFixed(0)} ms on a new data directory, ` +
    `${start.restartMs.toFixed(0)} ms on an existing one (median of 3)`,
);

const engine = process.env.TEST_DB_ENGINE === "postgres" ? "PostgreSQL" : "PGlite";
const list = await listClientsBenchmark();
for (const [label, figures] of [
  ["first page (50, newest first)", list.firstPage],
  ["first page sorted by name", list.byName],
  ["search q=company 42", list.search],
] as const) {
  console.log(`GET /api/v1/clients, 10,000 clients, ${engine}, ${label}: median ${ms(figures.median)}, p95 ${ms(figures.p95)}`);
}

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
