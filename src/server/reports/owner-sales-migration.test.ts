import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { checkBooks } from "../operations/books-check";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/*
 * Migration 0030 (docs/decisions.md 159) on a database made before it: each owner's sales of all
 * time are summed from the delivered and paid orders already there, and the triggers keep them as
 * orders change and as clients change owner or are deleted.
 */
describe(`the owners' sales of all time on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};
  const run = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));
  const WORKSPACE = "00000000-0000-4000-8000-00000000000a";
  const [ACME, GLOBEX] = ["00000000-0000-4000-8000-0000000000c1", "00000000-0000-4000-8000-0000000000c2"];
  const kept = async () =>
    (
      await rowsOf<{ owner_id: string; orders: number; revenue: string | number }>(
        await database.db.execute(sql`select owner_id, orders, revenue from owner_sales where orders > 0 order by owner_id`),
      )
    ).map((row) => [row.owner_id, Number(row.orders), Number(row.revenue)]);

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0030_owner_sales"));
    await run(sql`insert into workspaces (id, name) values (${WORKSPACE}, 'Shop')`);
    await run(sql`insert into "user" (id, name, email) values ('u-ada', 'Ada', 'ada@example.com'), ('u-bob', 'Bob', 'bob@example.com')`);
    await run(sql`insert into clients (workspace_id, id, owner_id, name)
      values (${WORKSPACE}, ${ACME}, 'u-ada', 'Acme'), (${WORKSPACE}, ${GLOBEX}, 'u-bob', 'Globex')`);
    await run(sql`insert into orders (workspace_id, number, client_id, status, subtotal_net, total_price) values
      (${WORKSPACE}, 1, ${ACME}, 'paid', 10, 10),
      (${WORKSPACE}, 2, ${ACME}, 'delivered', 2.5, 2.5),
      (${WORKSPACE}, 3, ${GLOBEX}, 'confirmed', 20, 20),
      (${WORKSPACE}, 4, ${GLOBEX}, 'paid', 7, 7),
      (${WORKSPACE}, 5, null, 'paid', 5, 5)`);
    await run(sql`insert into order_items (workspace_id, order_id, item_name, quantity, unit_price)
      select workspace_id, id, 'Tea', 1, total_price from orders`);
    await run(sql`insert into number_series (workspace_id, series, last_number) values (${WORKSPACE}, 'order', 5)`);
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("sums the delivered and paid orders of each owner's clients, and no other", async () => {
    expect(await kept()).toEqual([
      ["u-ada", 2, 12.5],
      ["u-bob", 1, 7],
    ]);
    expect(await checkBooks(database.db)).toEqual([]);
  });

  it("follows orders into the sales and out of them, a client to another owner, and a client deleted", async () => {
    await run(sql`update orders set status = 'delivered' where number = 3`);
    await run(sql`update orders set status = 'cancelled' where number = 1`);
    await run(sql`update orders set client_id = ${GLOBEX} where number = 5`);
    expect(await kept()).toEqual([
      ["u-ada", 1, 2.5],
      ["u-bob", 3, 32],
    ]);
    await run(sql`update clients set owner_id = 'u-ada' where id = ${GLOBEX}`);
    expect(await kept()).toEqual([["u-ada", 4, 34.5]]);
    await run(sql`delete from clients where id = ${ACME}`);
    expect(await kept()).toEqual([["u-ada", 3, 32]]);
    expect(await checkBooks(database.db)).toEqual([]);
  });
});
