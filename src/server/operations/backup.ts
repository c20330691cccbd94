import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteOf, queryRows, type Database, type DatabaseConnection } from "../db/database";
import type { Env } from "../env";
import { BACKUPS_DIR_NAME, DUMP_TAIL_BYTES, isCompleteDump } from "./backup-files";
import { checkBooks, countRecords } from "./books-check";
import { backupThroughRunningServer, serverRunsOn } from "./control-socket";
import { backupPglite } from "./pglite-backup";
import { DROP_APP_SCHEMAS, dumpPostgres, restorePostgres } from "./postgres-backup";
import { createPrivateFile } from "../lib/private-files";

/** Where the app's data lives: a PostgreSQL server's database, or the embedded one in DATA_DIR. */
export type DatabaseLocation = { engine: "postgres"; url: string } | { engine: "pglite"; dataDir: string };

export function databaseLocation(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseLocation {
  return env.DATABASE_URL ? { engine: "postgres", url: env.DATABASE_URL } : { engine: "pglite", dataDir: resolve(env.DATA_DIR) };
}

/** A request the operation refuses: the message says why and what to do, and nothing changed. */
export class OperationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OperationRefused";
  }
}

export interface BackupWritten {
  bytes: number;
  milliseconds: number;
  /** Whether the running server made it (PGlite while the app runs). */
  throughServer: boolean;
  /** How long the server's queries waited for the backup (PGlite: the copy of its files), in ms. */
  pausedMs: number;
}

/**
 * Writes a consistent dump of the whole database to `file`. Nothing appears at `file` until
 * the dump is complete. `running` is the server's own PGlite, when the server itself backs up.
 */
export async function writeBackup(location: DatabaseLocation, file: string, running?: PGlite): Promise<BackupWritten> {
  const started = performance.now();
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString("hex")}.partial`);
  let throughServer = false;
  let pausedMs = 0;
  // It holds password hashes and sessions: for its owner's eyes only, from its first byte.
  createPrivateFile(partial);
  try {
    if (location.engine === "postgres") {
      await dumpPostgres(location.url, partial);
    } else if (running) {
      pausedMs = await backupPglite({ dataDir: location.dataDir, file: partial, workDir: workDirectory(location.dataDir), running });
    } else {
      throughServer = await backupThroughRunningServer(location.dataDir, partial);
      if (!throughServer) {
        if (!existsSync(join(location.dataDir, "PG_VERSION"))) {
          throw new OperationRefused(`There is no Clientele database in ${location.dataDir} (DATA_DIR).`);
        }
        await backupPglite({ dataDir: location.dataDir, file: partial, workDir: workDirectory(location.dataDir) });
      }
    }
    if (!isCompleteDump(readTail(partial))) throw new Error("the dump ended early");
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(target).size, milliseconds: performance.now() - started, throughServer, pausedMs };
}

/** A directory of DATA_DIR/backups for one backup's copy of the database; the copy leaves DATA_DIR/backups out. */
function workDirectory(dataDir: string): string {
  const directory = join(dataDir, BACKUPS_DIR_NAME, `.work-${randomBytes(6).toString("hex")}`);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  return directory;
}

function readTail(file: string): string {
  const size = statSync(file).size;
  const length = Math.min(size, DUMP_TAIL_BYTES);
  const buffer = Buffer.alloc(length);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, buffer, 0, length, size - length);
  } finally {
    closeSync(descriptor);
  }
  return buffer.toString("utf8");
}

export interface BackupRestored {
  milliseconds: number;
  records: Awaited<ReturnType<typeof countRecords>>;
}

/**
 * Loads the backup in `file` into the database at `location`: into an empty one, or with
 * `force` over one holding data, which it replaces. It runs in one transaction (nothing
 * changes if it fails), then brings the schema up to date and checks the data's rules.
 */
export async function restoreBackup(location: DatabaseLocation, file: string, { force = false } = {}): Promise<BackupRestored> {
  const started = performance.now();
  if (!existsSync(file)) throw new OperationRefused(`${file} does not exist.`);
  if (!isCompleteDump(readTail(file))) {
    throw new OperationRefused(`${file} is not a complete Clientele backup (it does not end as a pg_dump file does).`);
  }
  if (location.engine === "pglite" && (await serverRunsOn(location.dataDir))) {
    throw new OperationRefused(`Clientele is running on ${location.dataDir}: stop it before restoring.`);
  }

  const records = await withDatabase(location, async (connection) => {
    if (!force && (await holdsData(connection.db))) {
      throw new OperationRefused("The database already holds data: restore into an empty one, or add --force to replace it.");
    }
    if (location.engine === "postgres") {
      await restorePostgres(location.url, file);
    } else {
      const pglite = pgliteOf(connection.db)!;
      await pglite.transaction(async (transaction) => {
        await transaction.exec(DROP_APP_SCHEMAS);
        await transaction.exec(readFileSync(file, "utf8"));
      });
      // The dump sets its session's settings (an empty search_path among them): back to the defaults.
      await pglite.exec("reset all");
    }
    // A backup of an older version gets the migrations it misses, as at a start.
    await connection.migrate();
    const problems = await checkBooks(connection.db);
    if (problems.length > 0) throw new Error(`The restored data breaks the app's rules: ${problems.join("; ")}.`);
    return countRecords(connection.db);
  });
  return { milliseconds: performance.now() - started, records };
}

/** True when a table of the app holds a row (the migrations' journal is not data). */
export async function holdsData(db: Database): Promise<boolean> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  if (tables.length === 0) return false;
  const checks = tables.map(({ name }) => sql`exists (select 1 from ${sql.identifier(name)})`);
  const [row] = await queryRows<{ holds: boolean }>(db, sql`select ${sql.join(checks, sql` or `)} as holds`);
  return row?.holds === true;
}

export async function withDatabase<T>(location: DatabaseLocation, work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  const connection = openDatabase(location);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}
