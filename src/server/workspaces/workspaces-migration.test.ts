import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { migrationsBefore } from "../test/older-schema";
import { openEmptyTestDatabase, rowsOf, testEngine } from "../test/test-database";

/** The accounts of a database made before workspaces: two with their data and sessions, one with a blank name. */
const ACCOUNTS = [
  { id: "u-ada", name: "Ada Lovelace", email: "ada@example.com", sessions: 2, clients: 3 },
  { id: "u-bob", name: "Bob", email: "bob@example.com", sessions: 1, clients: 0 },
  { id: "u-blank", name: "  ", email: "grace.hopper@example.com", sessions: 0, clients: 1 },
];

describe(`the workspaces migration on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let destroy = async () => {};

  beforeAll(async () => {
    ({ database, destroy } = await openEmptyTestDatabase());
    await database.migrate(migrationsBefore("0014_workspaces"));
    for (const account of ACCOUNTS) {
      await database.db.execute(sql`insert into "user" (id, name, email) values (${account.id}, ${account.name}, ${account.email})`);
      for (let n = 0; n < account.sessions; n++) {
        await database.db.execute(sql`insert into session (id, token, user_id, expires_at)
          values (${`${account.id}-s${n}`}, ${`${account.id}-t${n}`}, ${account.id}, now() + interval '1 day')`);
      }
      await database.db.execute(sql`insert into api_keys (user_id, name, prefix, key_hash)
        values (${account.id}, 'script', 'clt_abcdefgh', ${`hash-${account.id}`})`);
      for (let n = 0; n < account.clients; n++) {
        await database.db.execute(sql`insert into clients (user_id, name, status) values (${account.id}, ${`Client ${n}`}, 'contacted')`);
      }
      if (account.clients > 0) {
        // An order of the first client with one line of an item, its activity, and a deleted record.
        await database.db.execute(sql`
          with item as (insert into inventory_items (user_id, item_name, quantity, unit_price)
            values (${account.id}, 'Tea', 5, 4.5) returning id),
          client as (select id from clients where user_id = ${account.id} order by name limit 1),
          placed as (insert into orders (user_id, client_id, total_price) select ${account.id}, client.id, 9 from client returning id)
          insert into order_items (order_id, inventory_item_id, item_name, quantity, unit_price)
          select placed.id, item.id, 'Tea', 2, 4.5 from placed, item`);
        await database.db.execute(sql`insert into activity (user_id, kind, details) values (${account.id}, 'client.created', '{}')`);
        await database.db.execute(sql`insert into deleted_records (user_id, kind, record_id, snapshot)
          values (${account.id}, 'client', gen_random_uuid(), '{}')`);
      }
    }
    await database.migrate();
  }, 120_000);

  afterAll(() => destroy());

  it("gives every account a personal workspace it owns, named after it, where each of its sessions and API keys works", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`
      select m.user_id, w.name, m.role::text as role, w.currency,
        (select count(*)::int from workspace_members others where others.workspace_id = w.id) as members
      from workspace_members m join workspaces w on w.id = m.workspace_id order by m.user_id`),
    );
    expect(rows).toEqual([
      { user_id: "u-ada", name: "Ada Lovelace", role: "owner", currency: "USD", members: 1 },
      { user_id: "u-blank", name: "grace.hopper", role: "owner", currency: "USD", members: 1 },
      { user_id: "u-bob", name: "Bob", role: "owner", currency: "USD", members: 1 },
    ]);
    const sessions = rowsOf(
      await database.db.execute(sql`
      select s.id from session s
      left join workspace_members m on m.workspace_id = s.active_workspace_id and m.user_id = s.user_id
      where m.user_id is null`),
    );
    expect(sessions, "every session works in its user's workspace").toEqual([]);
    const keys = rowsOf(
      await database.db.execute(sql`
      select k.user_id from api_keys k
      join workspace_members m on m.workspace_id = k.workspace_id and m.user_id = k.user_id order by k.user_id`),
    );
    expect(keys, "every API key works in its user's workspace").toEqual([
      { user_id: "u-ada" },
      { user_id: "u-blank" },
      { user_id: "u-bob" },
    ]);
  });

  it("moves every row of an account to its personal workspace, its clients owned and its rows made by it", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`
      with personal as (select user_id, workspace_id from workspace_members where role = 'owner'),
      tenant_rows as (
        select 'clients' as tenant_table, workspace_id, owner_id as by_user from clients
        union all select 'inventory_items', workspace_id, created_by from inventory_items
        union all select 'orders', workspace_id, created_by from orders
        union all select 'order_items', lines.workspace_id, orders.created_by from order_items lines
          join orders on orders.workspace_id = lines.workspace_id and orders.id = lines.order_id
        union all select 'activity', workspace_id, actor_id from activity
        union all select 'deleted_records', workspace_id, deleted_by from deleted_records
      )
      select tenant_table, personal.user_id, count(*)::int as rows from tenant_rows
      left join personal on personal.workspace_id = tenant_rows.workspace_id and personal.user_id = tenant_rows.by_user
      group by tenant_table, personal.user_id order by tenant_table, personal.user_id`),
    );
    const everyTable = ["activity", "clients", "deleted_records", "inventory_items", "order_items", "orders"];
    expect(rows).toEqual(
      everyTable.flatMap((table) => [
        { tenant_table: table, user_id: "u-ada", rows: table === "clients" ? 3 : 1 },
        { tenant_table: table, user_id: "u-blank", rows: 1 },
      ]),
    );
  });

  it("counts each owner's clients by status again, and keeps them counted", async () => {
    const counts = () =>
      database.db
        .execute(sql`select owner_id, status::text as status, count from client_status_counts where count > 0 order by owner_id`)
        .then(rowsOf);
    expect(await counts()).toEqual([
      { owner_id: "u-ada", status: "contacted", count: 3 },
      { owner_id: "u-blank", status: "contacted", count: 1 },
    ]);
    await database.db.execute(sql`update clients set status = 'closed_won' where owner_id = 'u-blank'`);
    expect(await counts()).toEqual([
      { owner_id: "u-ada", status: "contacted", count: 3 },
      { owner_id: "u-blank", status: "closed_won", count: 1 },
    ]);
  });

  it("leaves an order without its client, and a line without its item, when they are deleted, in their workspace still", async () => {
    await database.db.execute(sql`delete from clients where owner_id = 'u-blank'`);
    await database.db.execute(sql`delete from inventory_items where created_by = 'u-blank'`);
    const [order] = rowsOf(
      await database.db.execute(sql`
      select orders.client_id, lines.inventory_item_id, lines.item_name, orders.workspace_id = m.workspace_id as in_workspace
      from orders join order_items lines on lines.workspace_id = orders.workspace_id and lines.order_id = orders.id
      join workspace_members m on m.user_id = orders.created_by where orders.created_by = 'u-blank'`),
    );
    expect(order).toEqual({ client_id: null, inventory_item_id: null, item_name: "Tea", in_workspace: true });
  });
});
