import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testEngine } from "../test/test-database";
import { openPglite, PGLITE_SETTINGS, startPgliteMaintenance } from "./pglite";

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
    const maintenance = startPgliteMaintenance(db, 10);

    const statistics = () =>
      db.query<{ reltuples: number; dead: number }>(
        "select c.reltuples, s.n_dead_tup as dead from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'notes'",
      );
    await expect.poll(async () => (await statistics()).rows[0]!.reltuples, { timeout: 10_000 }).toBe(2000);
    await maintenance.stop();
    expect(Number((await statistics()).rows[0]!.dead)).toBe(0);
    await db.close();
  });
});
