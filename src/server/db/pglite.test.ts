import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testEngine } from "../test/test-database";
import { CHECKPOINT_AFTER_WAL_BYTES, openPglite, PGLITE_SETTINGS, startPgliteMaintenance } from "./pglite";

/** PostgreSQL's write-ahead log comes in files of 16 MB. */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

describe.skipIf(testEngine() !== "pglite")("the embedded PGlite engine", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-pglite-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates a new data directory, runs with small buffers, and opens it again", async () => {
    const created = openPglite(join(dataDir, "data"));
    await created.exec("create table kept (id int)");
    const settings = await created.query<{ shared_buffers: string }>("select current_setting('shared_buffers') as shared_buffers");
    expect(settings.rows[0]!.shared_buffers).toBe(PGLITE_SETTINGS.shared_buffers);
    await created.close();

    const reopened = openPglite(join(dataDir, "data"));
    expect((await reopened.query("select * from kept")).rows).toEqual([]);
    await reopened.close();
  });

  it("offers pg_trgm, which the search indexes need", async () => {
    const db = openPglite(undefined);
    await db.exec("create extension if not exists pg_trgm");
    const { rows } = await db.query<{ similarity: number }>("select similarity('Lovelace', 'Lovelace') as similarity");
    expect(rows[0]!.similarity).toBe(1);
    await db.close();
  });

  it("gives the planner statistics and cleans dead rows, as autovacuum would", async () => {
    const db = openPglite(undefined);
    await db.exec("create table notes (id int primary key, body text)");
    await db.exec("insert into notes select n, 'note ' || n from generate_series(1, 2000) as n");
    await db.exec("update notes set body = body || '!' where id <= 1000");
    const maintenance = startPgliteMaintenance(db, { intervalMs: 10 });

    const statistics = () =>
      db.query<{ reltuples: number; dead: number }>(
        "select c.reltuples, s.n_dead_tup as dead from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'notes'",
      );
    await expect.poll(async () => (await statistics()).rows[0]!.reltuples, { timeout: 10_000 }).toBe(2000);
    await maintenance.stop();
    expect(Number((await statistics()).rows[0]!.dead)).toBe(0);
    await db.close();
  });

  it("keeps the write-ahead log bounded, as PostgreSQL's checkpointer would", async () => {
    const directory = join(dataDir, "wal");
    const db = openPglite(directory);
    const walBytes = () => readdirSync(join(directory, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * WAL_SEGMENT_BYTES;
    await db.exec("create table notes (id int primary key, body text)");
    await db.exec("insert into notes select n, repeat(md5(n::text), 3) from generate_series(1, 400000) as n");
    expect(walBytes(), "the load wrote more log than a checkpoint keeps").toBeGreaterThan(2 * CHECKPOINT_AFTER_WAL_BYTES);

    const maintenance = startPgliteMaintenance(db, { intervalMs: 10 });
    await expect.poll(walBytes, { timeout: 20_000 }).toBeLessThanOrEqual(64 * 1024 * 1024 + WAL_SEGMENT_BYTES);
    await maintenance.stop();
    await db.close();
    // Nothing was lost to the checkpoint.
    const reopened = openPglite(directory);
    expect((await reopened.query<{ count: number }>("select count(*)::int as count from notes")).rows[0]!.count).toBe(400_000);
    await reopened.close();
  }, 60_000);
});
