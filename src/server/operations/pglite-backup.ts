import { spawn } from "node:child_process";
import { constants, copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { AUTH_SECRET_FILE } from "../auth/secret";
import { checkpointIfDue } from "../db/pglite";
import { BACKUPS_DIR_NAME } from "./backup-files";
import { CONTROL_SOCKET_NAME } from "./control-socket";

/**
 * Backups of the embedded database. PGlite runs PostgreSQL in the server's own process on one
 * connection, so a dump cannot run beside the app's queries: the data directory is copied
 * between two statements instead (PGlite's own `dumpDataDir` does the same), which takes a
 * fraction of a second, and pg_dump (`@electric-sql/pglite-tools`) then reads the copy in a
 * child process, where its minutes of WebAssembly work and memory cannot slow the server.
 * The copy is what a crash at that instant would leave on disk: PGlite opens it by
 * recovering from the write-ahead log, and so it holds every committed transaction and
 * nothing of one in progress (e2e/backup.test.ts takes one during a stream of writes).
 */

/** What DATA_DIR holds besides the database, left out of its copy. */
const NOT_DATABASE_FILES = new Set([BACKUPS_DIR_NAME, CONTROL_SOCKET_NAME, AUTH_SECRET_FILE]);

/** Copies the database files of `dataDir` to `target` (a new directory). */
export function copyDataDirectory(dataDir: string, target: string): void {
  const copy = (from: string, to: string, top: boolean) => {
    mkdirSync(to, { recursive: true, mode: 0o700 });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (top && NOT_DATABASE_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) copy(join(from, entry.name), join(to, entry.name), false);
      // A copy-on-write clone where the file system offers one (Btrfs, XFS, APFS): instant.
      else if (entry.isFile()) copyFileSync(join(from, entry.name), join(to, entry.name), constants.COPYFILE_FICLONE);
    }
  };
  copy(dataDir, target, true);
}

/**
 * Copies the data directory of the running `pglite` while no statement runs, and answers how
 * long the database was held for it. A checkpoint first, when the write-ahead log is due one,
 * keeps the log to copy under 64 MB (db/pglite.ts).
 */
export async function copyRunningDataDirectory(pglite: PGlite, dataDir: string, target: string): Promise<number> {
  const started = performance.now();
  await checkpointIfDue(pglite);
  // The copy is synchronous: nothing else runs in the process while it is made.
  await pglite.runExclusive(async () => copyDataDirectory(dataDir, target));
  return performance.now() - started;
}

const resolvePackage = createRequire(import.meta.url).resolve;

/**
 * Run by `node -e` in a child process: opens the copy, dumps it as plain SQL with INSERTs
 * (PGlite cannot read COPY data from a script) of 1,000 rows each, which a restore loads four
 * times as fast as one INSERT a row, and writes the file.
 */
const DUMP_SCRIPT = `
const { writeFileSync } = require("node:fs");
const [pglitePath, trgmPath, toolsPath, dataDir, file] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
const { pg_trgm } = require(trgmPath);
const { pgDump } = require(toolsPath);
(async () => {
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const dump = await pgDump({ pg, args: ["--no-owner", "--no-privileges", "--rows-per-insert=1000"] });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  await pg.close();
})().catch((error) => {
  console.error(error && error.message ? error.message : String(error));
  process.exit(1);
});`;

/** Dumps the PGlite database in `dataDir`, which no process may have open, to `file`. */
export function dumpDataDirectory(dataDir: string, file: string): Promise<void> {
  const args = [
    resolvePackage("@electric-sql/pglite"),
    resolvePackage("@electric-sql/pglite/contrib/pg_trgm"),
    resolvePackage("@electric-sql/pglite-tools/pg_dump"),
    dataDir,
    file,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", DUMP_SCRIPT, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`pg_dump of the embedded database failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}

/**
 * Writes a dump of the PGlite database in `dataDir` to `file`, through a copy in `workDir`
 * (a new directory, removed afterwards). `running` is the server's own PGlite on `dataDir`,
 * when it has one; the answer is then how long its queries waited for the copy, in ms.
 */
export async function backupPglite(options: { dataDir: string; file: string; workDir: string; running?: PGlite }): Promise<number> {
  const { dataDir, file, workDir, running } = options;
  const copy = join(workDir, "database");
  try {
    let pausedMs = 0;
    if (running) pausedMs = await copyRunningDataDirectory(running, dataDir, copy);
    else copyDataDirectory(dataDir, copy);
    await dumpDataDirectory(copy, file);
    return pausedMs;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
