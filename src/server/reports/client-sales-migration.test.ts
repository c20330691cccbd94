import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { checkBooks } from "../operations/books-check";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/*
 * Migration 0028 (docs/decisions.md 148) on a database made before it: each client's sales of all
 * time are summed from the delivered and paid orders already there, and the triggers keep them
 * from then on.
 */
describe(`the clients' sales of all time on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};
  const run = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));
  const WORKSPACE = "00000000-0000-4000-8000-00000000000a";
  const [ACME, GLOBEX] = ["00000000-0000-4000-8000-0000000000c1", "00000000-0000-4000-8000-0000000000c2"];
  const kept = async () =>
    (
      await rowsOf<{ client_id: string; orders: number; revenue: string | number }>(
        await database.db.execute(sql`select client_id, orders, revenue from client_sales where orders > 0 order by client_id`),
      )
    ).map((row) => [row.client_id, Number(row.orders), Number(row.revenue)]);

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0028_client_sales"));
    await run(sql`insert into workspaces (id, name) values (${WORKSPACE}, 'Shop')`);
    await run(sql`insert into "user" (id, name, email) values ('u-ada', 'Ada', 'ada@example.com')`);
    await run(sql`insert into clients (workspace_id, id, owner_id, name)
      values (${WORKSPACE}, ${ACME}, 'u-ada', 'Acme'), (${WORKSPACE}, ${GLOBEX}, 'u-ada', 'Globex')`);
    await run(sql`insert into orders (workspace_id, number, client_id, status, subtotal_net, total_price) values
      (${WORKSPACE}, 1, ${ACME}, 'paid', 10, 10),
      (${WORKSPACE}, 2, ${ACME}, 'delivered', 2.5, 2.5),
      (${WORKSPACE}, 3, ${ACME}, 'confirmed', 20, 20),
      (${WORKSPACE}, 4, ${GLOBEX}, 'cancelled', 7, 7),
      (${WORKSPACE}, 5, null, 'paid', 5, 5)`);
    await run(sql`insert into order_items (workspace_id, order_id, item_name, quantity, unit_price)
      select workspace_id, id, 'Tea', 1, total_price from orders`);
    await run(sql`insert into number_series (workspace_id, series, last_number) values (${WORKSPACE}, 'order', 5)`);
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("sums each client's delivered and paid orders, and no other", async () => {
    expect(await kept()).toEqual([[ACME, 2, 12.5]]);
    expect(await checkBooks(database.db)).toEqual([]);
  });

  it("follows orders into the sales and out of them, from one client to another, and a client deleted", async () => {
    await run(sql`update orders set status = 'delivered' where number = 4`);
    await run(sql`update orders set status = 'paid' where number = 2`);
    await run(sql`update orders set status = 'cancelled' where number = 1`);
    await run(sql`update orders set client_id = ${GLOBEX} where number = 5`);
    expect(await kept()).toEqual([
      [ACME, 1, 2.5],
      [GLOBEX, 2, 12],
    ]);
    await run(sql`delete from clients where id = ${GLOBEX}`);
    await run(sql`delete from orders where number = 2`);
    expect(await kept()).toEqual([]);
    expect(await checkBooks(database.db)).toEqual([]);
  });
});
