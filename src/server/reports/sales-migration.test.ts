import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { checkBooks } from "../operations/books-check";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/*
 * Migration 0022 (docs/decisions.md 99) on a database made before it: the lines of the orders that
 * are sales take their order's date, the others none; from then on the triggers keep them so as
 * orders move in and out of the sales, are re-dated, or get lines.
 */
describe(`the sale date of order lines on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};
  const run = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));
  const WORKSPACE = "00000000-0000-4000-8000-00000000000a";
  const [PAID, CONFIRMED, DELIVERED] = [
    "00000000-0000-4000-8000-000000000001",
    "00000000-0000-4000-8000-000000000002",
    "00000000-0000-4000-8000-000000000003",
  ];
  const saleDates = async () =>
    rowsOf<{ order_id: string; sale_at: string | Date | null }>(
      await database.db.execute(sql`select order_id, sale_at from order_items order by order_id, line_number`),
    ).map((row) => [row.order_id, row.sale_at === null ? null : new Date(row.sale_at).toISOString()]);

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0022_reports"));
    await run(sql`insert into workspaces (id, name) values (${WORKSPACE}, 'Shop')`);
    await run(sql`insert into orders (workspace_id, id, number, status, subtotal_net, total_price, created_at) values
      (${WORKSPACE}, ${PAID}, 1, 'paid', 10, 10, '2026-01-01T10:00:00Z'),
      (${WORKSPACE}, ${CONFIRMED}, 2, 'confirmed', 20, 20, '2026-01-02T10:00:00Z'),
      (${WORKSPACE}, ${DELIVERED}, 3, 'delivered', 5, 5, '2026-01-03T10:00:00Z')`);
    await run(sql`insert into number_series (workspace_id, series, last_number) values (${WORKSPACE}, 'order', 3)`);
    await run(sql`insert into order_items (workspace_id, order_id, item_name, line_number, quantity, unit_price) values
      (${WORKSPACE}, ${PAID}, 'Tea', 0, 2, 5),
      (${WORKSPACE}, ${CONFIRMED}, 'Cake', 0, 4, 5),
      (${WORKSPACE}, ${DELIVERED}, 'Jam', 0, 1, 5)`);
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("dates the lines of the delivered and paid orders, and no other", async () => {
    expect(await saleDates()).toEqual([
      [PAID, "2026-01-01T10:00:00.000Z"],
      [CONFIRMED, null],
      [DELIVERED, "2026-01-03T10:00:00.000Z"],
    ]);
    expect(await checkBooks(database.db)).toEqual([]);
  });

  it("follows an order into the sales and out of them, re-dated, and a line written to it", async () => {
    await run(sql`update orders set status = 'delivered' where id = ${CONFIRMED}`);
    await run(sql`update orders set status = 'cancelled' where id = ${DELIVERED}`);
    await run(sql`update orders set created_at = '2026-02-01T00:00:00Z' where id = ${PAID}`);
    await run(sql`insert into order_items (workspace_id, order_id, item_name, line_number, quantity, unit_price)
      values (${WORKSPACE}, ${PAID}, 'Scone', 1, 1, 3)`);
    expect(await saleDates()).toEqual([
      [PAID, "2026-02-01T00:00:00.000Z"],
      [PAID, "2026-02-01T00:00:00.000Z"],
      [CONFIRMED, "2026-01-02T10:00:00.000Z"],
      [DELIVERED, null],
    ]);
  });
});
