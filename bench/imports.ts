/**
 * An import of 10,000 clients from a CSV file through the whole in-process app (upload, run,
 * polling), on PGlite and, when a server answers, on PostgreSQL; meanwhile another workspace's
 * member reads the clients list without pause, and the list's p99 is compared with the same
 * reads without an import.
 */
import { sql } from "drizzle-orm";
import type { ImportResource } from "../src/shared/imports/import.schema";
import { openDatabase, type DatabaseConnection } from "../src/server/db/database";
import { createTestApp, type TestApp, type TestUser } from "../src/server/test/test-app";
import { ownPostgresDatabase } from "./own-database";

const IMPORTED_CLIENTS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const NEIGHBOUR_CLIENTS = 10_000;
const STATUSES = ["Uncontacted", "Contacted", "Interested", "Negotiation", "Closed Won"];

export interface ImportTiming {
  engine: "PGlite" | "PostgreSQL";
  importSeconds: number;
  created: number;
  listDuring: { requests: number; median: number; p99: number };
  listAlone: { requests: number; median: number; p99: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function clientsFile(): Uint8Array {
  const rows = Array.from(
    { length: IMPORTED_CLIENTS },
    (_, n) =>
      `"Client ${n}, Ltd",client${n}@example.com,+1 555 ${String(n).padStart(4, "0")},Company ${n % 500},${STATUSES[n % STATUSES.length]}`,
  );
  return new TextEncoder().encode(`Name,Email,Phone,Company,Status\n${rows.join("\n")}\n`);
}

/** Reads the neighbour's first page of clients again and again until `until` settles. */
async function readListWhile(t: TestApp, reader: TestUser, until: Promise<unknown> | number) {
  const durations: number[] = [];
  let done = false;
  const deadline = typeof until === "number" ? performance.now() + until : Infinity;
  if (typeof until !== "number") void until.finally(() => (done = true));
  while (!done && performance.now() < deadline) {
    const started = performance.now();
    const response = await t.request("/api/v1/clients", { headers: { cookie: reader.cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`clients list: ${response.status}`);
    durations.push(performance.now() - started);
    if (process.env.BENCH_DEBUG && durations.at(-1)! > 100)
      console.log(`slow list: ${durations.at(-1)!.toFixed(0)} ms at ${started.toFixed(0)}`);
    // As requests come from sockets: the import's timers and batches get their turns between two.
    await new Promise((resolve) => setImmediate(resolve));
  }
  durations.sort((a, b) => a - b);
  return { requests: durations.length, median: percentile(durations, 50), p99: percentile(durations, 99) };
}

async function importOn(engine: ImportTiming["engine"], database?: DatabaseConnection): Promise<ImportTiming> {
  const t = await createTestApp({}, database ? { database } : {});
  try {
    const [importer, neighbour] = [await t.signUp(), await t.signUp()];
    await t.db.execute(sql`
      insert into clients (workspace_id, owner_id, name, email, company, status, created_at)
      select ${neighbour.workspaceId}, ${neighbour.id}, 'Client ' || n, 'client' || n || '@example.com', 'Company ' || (n % 500),
             'contacted', now() - make_interval(secs => n)
      from generate_series(1, ${NEIGHBOUR_CLIENTS}) as n`);
    await t.db.execute(sql`vacuum analyze clients`);
    const listAlone = await readListWhile(t, neighbour, 3_000);

    const file = clientsFile();
    const started = performance.now();
    const run = (async () => {
      const uploaded = await t.request("/api/v1/imports?kind=clients&file_name=clients.csv", {
        method: "POST",
        headers: { cookie: importer.cookie, "content-type": "application/octet-stream" },
        body: file as Uint8Array<ArrayBuffer>,
      });
      const preview = (await uploaded.json()) as ImportResource;
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(preview)}`);
      const ran = await t.api(importer, "POST", `/imports/${preview.id}/run`, { mapping: preview.guessed_mapping, number_format: "dot" });
      if (ran.status !== 202) throw new Error(`run: ${ran.status} ${await ran.text()}`);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const current = (await (await t.api(importer, "GET", `/imports/${preview.id}`)).json()) as ImportResource;
        if (process.env.BENCH_DEBUG) console.log(current.status, current.progress, performance.now().toFixed(0));
        if (current.status !== "running") return current;
      }
    })();
    const [result, listDuring] = await Promise.all([run, readListWhile(t, neighbour, run)]);
    const importSeconds = (performance.now() - started) / 1000;
    if (result.status !== "done" || result.report?.created !== IMPORTED_CLIENTS) {
      throw new Error(`import ended ${result.status}: ${JSON.stringify(result.report).slice(0, 300)}`);
    }
    return { engine, importSeconds, created: result.report.created, listDuring, listAlone };
  } finally {
    await t.close();
  }
}

export async function importsBenchmark(): Promise<ImportTiming[]> {
  const timings = [await importOn("PGlite")];
  const own = await ownPostgresDatabase("bench_imports");
  if (own) {
    const database = openDatabase({ engine: "postgres", url: own.url });
    try {
      await database.migrate();
      timings.push(await importOn("PostgreSQL", database));
    } finally {
      await database.close();
      await own.drop();
    }
  }
  return timings;
}

export function describeImports(timings: ImportTiming[]): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return timings.flatMap((timing) => [
    `import of ${timing.created.toLocaleString("en")} clients (CSV, upload to report), ${timing.engine}: ${timing.importSeconds.toFixed(2)} s`,
    `GET /api/v1/clients of another workspace during that import, ${timing.engine}: ${timing.listDuring.requests} requests, ` +
      `median ${ms(timing.listDuring.median)}, p99 ${ms(timing.listDuring.p99)} ` +
      `(without an import: median ${ms(timing.listAlone.median)}, p99 ${ms(timing.listAlone.p99)})`,
  ]);
}
