/**
 * Backup and restore of a book of 100,000 clients, 100,000 items and 100,000 orders (with a
 * line each, and the activity of the clients), on PGlite and, when one answers, on
 * PostgreSQL: the time of `writeBackup` taken as the running server takes it, the dump's
 * size, how long the server's queries waited meanwhile (PGlite copies its files between two
 * statements; pg_dump holds nobody up), and the time of `restoreBackup` into an empty
 * database (load, migrations, checks).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteOf } from "../src/server/db/database";
import { restoreBackup, writeBackup, type DatabaseLocation } from "../src/server/operations/backup";
import { createTestApp } from "../src/server/test/test-app";
import { fillBook, ROWS_PER_USER } from "./list-scale";
import { ownPostgresDatabase } from "./own-database";

export interface BackupFigures {
  engine: "PGlite" | "PostgreSQL";
  fillSeconds: number;
  backupSeconds: number;
  dumpBytes: number;
  /** How long the server's queries waited for the backup (PGlite: the copy of its files). */
  pausedMs: number;
  restoreSeconds: number;
}

export async function backupBenchmark(): Promise<(BackupFigures | { engine: string; skipped: string })[]> {
  const directory = mkdtempSync(join(tmpdir(), "clientele-backup-bench-"));
  try {
    const figures: (BackupFigures | { engine: string; skipped: string })[] = [];
    const pglite = { engine: "pglite", dataDir: join(directory, "source") } as const;
    figures.push(await measure("PGlite", pglite, { engine: "pglite", dataDir: join(directory, "restored") }, directory));
    const [source, target] = [await ownPostgresDatabase("clientele_backup"), await ownPostgresDatabase("clientele_restore")];
    if (source && target) {
      try {
        figures.push(
          await measure("PostgreSQL", { engine: "postgres", url: source.url }, { engine: "postgres", url: target.url }, directory),
        );
      } finally {
        await source.drop();
        await target.drop();
      }
    } else {
      figures.push({ engine: "PostgreSQL", skipped: "no PostgreSQL server answers at TEST_DATABASE_URL or 127.0.0.1:5432" });
    }
    return figures;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function measure(
  engine: BackupFigures["engine"],
  from: DatabaseLocation,
  to: DatabaseLocation,
  directory: string,
): Promise<BackupFigures> {
  const database = openDatabase(from);
  try {
    await database.migrate();
    const app = await createTestApp({}, { database });
    const user = await app.signUp();
    const fillStarted = performance.now();
    await fillBook(database.db, user);
    // A line per order, its total's.
    await database.db.execute(sql`
      insert into order_items (workspace_id, order_id, item_name, quantity, unit_price, created_at, updated_at)
      select workspace_id, id, 'Standing Desk', 1, total_price, created_at, updated_at from orders`);
    await database.db.execute(sql`vacuum analyze`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await app.close();

    const file = join(directory, `${engine}.sql`);
    const written = await writeBackup(from, file, pgliteOf(database.db));
    await database.close();

    const restored = await restoreBackup(to, file);
    if (restored.records.clients !== ROWS_PER_USER || restored.records.orders !== ROWS_PER_USER) {
      throw new Error(`the restore holds ${JSON.stringify(restored.records)}`);
    }
    return {
      engine,
      fillSeconds,
      backupSeconds: written.milliseconds / 1000,
      dumpBytes: written.bytes,
      pausedMs: written.pausedMs,
      restoreSeconds: restored.milliseconds / 1000,
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export function describeBackup(figures: Awaited<ReturnType<typeof backupBenchmark>>): string[] {
  return figures.map((figure) =>
    "skipped" in figure
      ? `backup and restore, ${figure.engine}: skipped (${figure.skipped})`
      : `backup and restore, ${figure.engine}, 100,000 clients, items and orders: backup ${figure.backupSeconds.toFixed(1)} s ` +
        `(${(figure.dumpBytes / 1_048_576).toFixed(1)} MB of SQL; the server's queries waited ${figure.pausedMs.toFixed(0)} ms), ` +
        `restore into an empty database ${figure.restoreSeconds.toFixed(1)} s (load, migrations, checks)`,
  );
}

// Run alone: `npx tsx bench/backup.ts`.
if (process.argv[1]?.endsWith("backup.ts")) {
  for (const line of describeBackup(await backupBenchmark())) console.log(line);
}
