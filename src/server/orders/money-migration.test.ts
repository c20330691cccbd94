import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/*
 * Migration 0021 (docs/decisions.md 91–93) on a database made before it: existing orders are
 * numbered by creation time in each workspace, the series go on from there, their net is their
 * total (they had no tax), their activity shows the number, and no amount changes.
 */
describe(`the money migration on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};
  const run = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0021_money_and_taxes"));
    await run(sql`insert into "user" (id, name, email) values ('u-ada', 'Ada', 'ada@example.com')`);
    await run(sql`insert into workspaces (id, name) values
      ('00000000-0000-4000-8000-00000000000a', 'Shop A'), ('00000000-0000-4000-8000-00000000000b', 'Shop B')`);
    // Shop A: three orders whose ids sort the other way round from their creation times.
    await run(sql`insert into orders (workspace_id, id, total_price, created_at) values
      ('00000000-0000-4000-8000-00000000000a', 'ffffffff-0000-4000-8000-000000000001', 10.5, '2026-01-01T10:00:00Z'),
      ('00000000-0000-4000-8000-00000000000a', 'eeeeeeee-0000-4000-8000-000000000002', 20, '2026-01-02T10:00:00Z'),
      ('00000000-0000-4000-8000-00000000000a', 'dddddddd-0000-4000-8000-000000000003', 30.25, '2026-01-03T10:00:00Z'),
      ('00000000-0000-4000-8000-00000000000b', 'cccccccc-0000-4000-8000-000000000004', 99.99, '2025-06-01T10:00:00Z')`);
    await run(sql`insert into order_items (workspace_id, order_id, item_name, quantity, unit_price) values
      ('00000000-0000-4000-8000-00000000000a', 'ffffffff-0000-4000-8000-000000000001', 'Tea', 3, 3.5)`);
    await run(sql`insert into activity (workspace_id, actor_id, kind, entity_id, details) values
      ('00000000-0000-4000-8000-00000000000a', 'u-ada', 'order.created', 'eeeeeeee-0000-4000-8000-000000000002',
       '{"number": "eeeeeeee", "client_name": null, "total": 20}'),
      ('00000000-0000-4000-8000-00000000000a', 'u-ada', 'order.deleted', gen_random_uuid(), '{"number": "0badc0de", "total": 5}')`);
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("numbers each workspace's orders by creation time, and its next order takes the number after", async () => {
    expect(await run(sql`select workspace_id, number, total_price::text as total from orders order by workspace_id, number`)).toEqual([
      { workspace_id: "00000000-0000-4000-8000-00000000000a", number: 1, total: "10.5000" },
      { workspace_id: "00000000-0000-4000-8000-00000000000a", number: 2, total: "20.0000" },
      { workspace_id: "00000000-0000-4000-8000-00000000000a", number: 3, total: "30.2500" },
      { workspace_id: "00000000-0000-4000-8000-00000000000b", number: 1, total: "99.9900" },
    ]);
    expect(await run(sql`select workspace_id, series, last_number from number_series order by workspace_id`)).toEqual([
      { workspace_id: "00000000-0000-4000-8000-00000000000a", series: "order", last_number: 3 },
      { workspace_id: "00000000-0000-4000-8000-00000000000b", series: "order", last_number: 1 },
    ]);
  });

  it("gives the orders their total as net and no tax, and keeps each line's subtotal", async () => {
    expect(
      await run(sql`select count(*)::int as wrong from orders
        where subtotal_net <> total_price or tax_total <> 0 or taxes <> '[]'::jsonb or prices_include_tax`),
    ).toEqual([{ wrong: 0 }]);
    expect(await run(sql`select subtotal::text as subtotal, tax_name from order_items`)).toEqual([{ subtotal: "10.5000", tax_name: null }]);
  });

  it("shows the number in the activity of orders still there, and leaves a gone order's as it was", async () => {
    expect(await run(sql`select kind, details->'number' as number from activity order by kind`)).toEqual([
      { kind: "order.created", number: 2 },
      { kind: "order.deleted", number: "0badc0de" },
    ]);
  });
});
