import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { checkBooks } from "../operations/books-check";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/*
 * Migration 0029 (docs/decisions.md 158) on a database made before it: each item's sales of all
 * time are summed from the lines of the delivered and paid orders already there, and the triggers
 * keep them from then on.
 */
describe(`the items' sales of all time on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};
  const run = async (query: ReturnType<typeof sql>) => rowsOf(await database.db.execute(query));
  const WORKSPACE = "00000000-0000-4000-8000-00000000000a";
  const [DESK, LAMP] = ["00000000-0000-4000-8000-0000000000d1", "00000000-0000-4000-8000-0000000000d2"];
  const kept = async () =>
    (
      await rowsOf<{ inventory_item_id: string; quantity: number | string; revenue: string | number }>(
        await database.db.execute(
          sql`select inventory_item_id, quantity, revenue from item_sales where quantity > 0 order by inventory_item_id`,
        ),
      )
    ).map((row) => [row.inventory_item_id, Number(row.quantity), Number(row.revenue)]);
  const line = (order: number, item: string | null, name: string, quantity: number, price: number) =>
    sql`insert into order_items (workspace_id, order_id, inventory_item_id, item_name, quantity, unit_price)
        select workspace_id, id, ${item}, ${name}, ${quantity}, ${price} from orders where number = ${order}`;

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0029_item_sales"));
    await run(sql`insert into workspaces (id, name) values (${WORKSPACE}, 'Shop')`);
    await run(sql`insert into inventory_items (workspace_id, id, item_name, quantity, unit_price)
      values (${WORKSPACE}, ${DESK}, 'Desk', 100, 10), (${WORKSPACE}, ${LAMP}, 'Lamp', 100, 2.5)`);
    await run(sql`insert into orders (workspace_id, number, status, subtotal_net, total_price) values
      (${WORKSPACE}, 1, 'paid', 25, 25),
      (${WORKSPACE}, 2, 'delivered', 30, 30),
      (${WORKSPACE}, 3, 'confirmed', 10, 10),
      (${WORKSPACE}, 4, 'cancelled', 5, 5)`);
    await run(line(1, DESK, "Desk", 2, 10));
    await run(line(1, LAMP, "Lamp", 2, 2.5));
    await run(line(2, DESK, "Desk", 3, 10));
    await run(line(3, DESK, "Desk", 1, 10));
    await run(line(4, LAMP, "Lamp", 2, 2.5));
    await run(sql`insert into number_series (workspace_id, series, last_number) values (${WORKSPACE}, 'order', 4)`);
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("sums the lines of each item's delivered and paid orders, and no others", async () => {
    expect(await kept()).toEqual([
      [DESK, 5, 50],
      [LAMP, 2, 5],
    ]);
    expect(await checkBooks(database.db)).toEqual([]);
  });

  it("follows lines into the sales and out of them, a line changed, an item deleted, and an order deleted", async () => {
    await run(sql`update orders set status = 'delivered' where number = 4`);
    await run(sql`update orders set status = 'cancelled' where number = 2`);
    await run(sql`update orders set status = 'paid' where number = 1`);
    await run(sql`update order_items set quantity = 4 where inventory_item_id = ${LAMP}
      and order_id = (select id from orders where number = 4)`);
    await run(sql`update orders set subtotal_net = 10, total_price = 10 where number = 4`);
    expect(await kept()).toEqual([
      [DESK, 2, 20],
      [LAMP, 6, 15],
    ]);
    await run(sql`delete from inventory_items where id = ${LAMP}`);
    expect(await kept()).toEqual([[DESK, 2, 20]]);
    expect(await checkBooks(database.db)).toEqual([]);
    // The item comes back (as an undo does it) and takes its lines again.
    await run(
      sql`insert into inventory_items (workspace_id, id, item_name, quantity, unit_price) values (${WORKSPACE}, ${LAMP}, 'Lamp', 100, 2.5)`,
    );
    await run(sql`update order_items set inventory_item_id = ${LAMP} where item_name = 'Lamp'`);
    expect(await kept()).toEqual([
      [DESK, 2, 20],
      [LAMP, 6, 15],
    ]);
    await run(sql`delete from orders where number = 1`);
    expect(await kept()).toEqual([[LAMP, 4, 10]]);
    expect(await checkBooks(database.db)).toEqual([]);
  });
});
