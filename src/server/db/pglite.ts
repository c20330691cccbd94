import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { removeOthersAccess } from "../lib/private-files";

/**
 * PostgreSQL settings of the embedded engine, on top of PGlite's own start parameters.
 * PGlite keeps PostgreSQL's shared memory inside its WebAssembly memory, which never
 * shrinks, and touches all of it at start: a server's 128 MB of shared buffers made the
 * process 140 MB larger before its first query. PGlite reads the data files through the
 * operating system, whose page cache keeps them anyway, so a small buffer pool costs the
 * lists little (bench/list-scale.ts).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  // Used by index builds (migrations) and VACUUM; what they take stays in the WebAssembly memory.
  maintenance_work_mem: "16MB",
  // With small buffers a 100,000-row table counts as large, and a scan of it would start where
  // the previous one stopped (to share reads between connections, of which PGlite has one): a
  // count that stops after 1,001 matches then read a neighbour's rows first, 60 ms every 20th time.
  synchronize_seqscans: "off",
  // The write-ahead log a checkpoint keeps (recycled segments included). PGlite has no
  // checkpointer: the maintenance pass below checkpoints, and these bound what is left.
  max_wal_size: "64MB",
  min_wal_size: "32MB",
};

/**
 * Write-ahead log since the last checkpoint past which the maintenance pass checkpoints.
 * PostgreSQL's checkpointer does this by itself (at max_wal_size, or every 5 minutes); PGlite
 * runs none, and its log grew until the next restart: 513 MB after a load of 400,000 rows,
 * which every backup then copied (operations/pglite-backup.ts).
 */
export const CHECKPOINT_AFTER_WAL_BYTES = 32 * 1024 * 1024;

/** The extensions the migrations create: pg_trgm serves the lists' text search. */
const extensions = { pg_trgm };

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler only. By default it recompiles
 * the busiest functions with its optimising compiler in background threads, whose working
 * memory stays with the process: 250–280 MB of RSS for an idle server instead of 200 MB
 * (bench/memory.ts). The price is paid by queries that do much work in the engine: a page
 * of a 100,000-row list takes 6 ms instead of 4.5, a search through it up to twice as long
 * (docs/performance.md). Set before PGlite compiles its module, the flag only concerns
 * WebAssembly, which nothing else in the server runs.
 */
const BASELINE_WEBASSEMBLY_ONLY = "--liftoff-only";

/** PGlite on `dataDir`, or in memory without one (tests), then starting from `image` if given (a dumped data directory). */
export function openPglite(dataDir: string | undefined, image?: Blob): PGlite {
  setFlagsFromString(BASELINE_WEBASSEMBLY_ONLY);
  if (dataDir && !existsSync(join(dataDir, "PG_VERSION"))) {
    createDataDirectory(dataDir);
    removeOthersAccess(dataDir);
  }
  return new PGlite({
    dataDir,
    loadDataDir: image,
    extensions,
    startParams: [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
  });
}

/**
 * Creates a new data directory in a child process that exits when it is done. PGlite runs
 * initdb in two more WebAssembly instances, and the memory they leave behind stayed with
 * the server: 850 MB of RSS after a first start, against 500 MB after a restart.
 */
function createDataDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  const result = spawnSync(process.execPath, ["-e", script, dataDir], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`Could not create the database in ${dataDir}: ${result.stderr || result.error?.message}`);
  }
}

/**
 * Tables due for autovacuum's work, by its default thresholds: VACUUM when a fifth of the
 * rows are dead or new since the last one (it marks pages all-visible, for index-only
 * scans), ANALYZE when a tenth changed. `every` makes all tables due.
 */
const tablesDue = (every: boolean) => `
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as "table",
         ${every} or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
           or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
         ${every} or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid`;

/** Checkpoints when the write-ahead log since the last checkpoint passes CHECKPOINT_AFTER_WAL_BYTES. */
export async function checkpointIfDue(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ due: boolean }>(
    `select pg_current_wal_insert_lsn() - (select redo_lsn from pg_control_checkpoint()) > ${CHECKPOINT_AFTER_WAL_BYTES} as due`,
  );
  if (rows[0]?.due) await client.exec("checkpoint");
}

/**
 * PGlite runs no autovacuum nor checkpointer: without this, the planner would never get
 * statistics (the list searches choose between a trigram index and reading the newest rows
 * first on them), dead rows would never be cleaned up, and the write-ahead log would grow
 * until the next restart.
 * Every `intervalMs`, this checkpoints when the log is due (checkpointIfDue), and does
 * autovacuum's work on the tables that are due, on every table at the first pass (PGlite
 * forgets the counts at restart).
 */
export function startPgliteMaintenance(
  client: PGlite,
  { intervalMs = 60_000, dataDir }: { intervalMs?: number; dataDir?: string } = {},
): { stop(): Promise<void> } {
  let pass: Promise<void> = Promise.resolve();
  let first = true;
  const run = async () => {
    // PGlite makes its files 0666: the files it added since the last pass become private.
    if (dataDir) removeOthersAccess(dataDir);
    await checkpointIfDue(client);
    // PGlite only publishes its row counts when asked to.
    await client.query("select pg_stat_force_next_flush()");
    const { rows } = await client.query<{ table: string; vacuum: boolean; analyze: boolean }>(tablesDue(first));
    first = false;
    for (const { table, vacuum, analyze } of rows) {
      if (vacuum) await client.exec(`vacuum ${analyze ? "(analyze) " : ""}${table}`);
      else if (analyze) await client.exec(`analyze ${table}`);
    }
  };
  const timer = setInterval(() => {
    // A failed pass (the database closing, a full disk) is retried at the next one.
    pass = pass.then(run).catch(() => {});
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
