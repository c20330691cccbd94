import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, rowsOf, type TestDatabase } from "../test/test-database";

/**
 * The tables of accounts rather than workspaces (docs/decisions.md 87, docs/operations.md
 * "Scaling out"). Every other table holds a workspace's rows; a new table is one of those unless
 * it is added here, with the reason in the decision.
 */
const ACCOUNT_TABLES = [
  "account",
  "account_link",
  "ai_rate_limits",
  "api_key_rate_limits",
  "api_keys",
  "email_signatures",
  "rate_limit",
  "session",
  "user",
  "verification",
  // Memberships are read with every request's session, by user and by workspace: small, written rarely.
  "workspace_members",
  "workspaces",
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

async function tenantTables(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  return rows.map((row) => row.name).filter((name) => !ACCOUNT_TABLES.includes(name) && !name.startsWith("__drizzle"));
}

/** The columns of each key and index of the public schema, in order. */
async function keyColumns(kind: "primary" | "unique" | "foreign" | "index") {
  const query =
    kind === "index"
      ? sql`select t.relname as table_name, i.relname as key_name, am.amname as method,
              array(select a.attname from unnest(x.indkey) with ordinality as k(attnum, n)
                    left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n)::text[] as columns
            from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
            join pg_am am on am.oid = i.relam join pg_namespace ns on ns.oid = t.relnamespace
            where ns.nspname = 'public'`
      : sql`select t.relname as table_name, c.conname as key_name, f.relname as references_table,
              array(select a.attname from unnest(c.conkey) with ordinality as k(attnum, n)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n)::text[] as columns
            from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace ns on ns.oid = t.relnamespace
            left join pg_class f on f.oid = c.confrelid
            where ns.nspname = 'public' and c.contype = ${{ primary: "p", unique: "u", foreign: "f" }[kind]}`;
  return rowsOf<{ table_name: string; key_name: string; columns: string[]; references_table?: string; method?: string }>(
    await t.db.execute(query),
  );
}

describe("the tables of a workspace's rows (docs/decisions.md 87)", () => {
  it("are the ones the app's features write, so that the list of account tables above stays honest", async () => {
    expect(await tenantTables()).toEqual([
      "activity",
      "calendar_feeds",
      "client_emails",
      "client_notes",
      "client_sales",
      "client_status_counts",
      "clients",
      "deleted_records",
      "imports",
      "inventory_items",
      "invoices",
      "item_sales",
      "number_series",
      "order_items",
      "orders",
      "owner_sales",
      "tasks",
      "tax_rates",
      "workspace_invitations",
      "workspace_logos",
    ]);
  });

  it("start every primary key, unique key and b-tree index with workspace_id, the distribution column", async () => {
    const tables = await tenantTables();
    const keys = [...(await keyColumns("primary")), ...(await keyColumns("unique")), ...(await keyColumns("index"))].filter(
      // Trigram (GIN) indexes serve searches within rows already narrowed to one workspace.
      (key) => tables.includes(key.table_name) && key.method !== "gin",
    );
    expect(keys.length).toBeGreaterThan(tables.length);
    expect(keys.filter((key) => key.columns[0] !== "workspace_id").map((key) => `${key.table_name}.${key.key_name}`)).toEqual([]);
    const withPrimaryKey = new Set((await keyColumns("primary")).map((key) => key.table_name));
    expect(tables.filter((table) => !withPrimaryKey.has(table))).toEqual([]);
  });

  it("refer to one another only with workspace_id in the foreign key, so that no row can name another workspace's", async () => {
    const tables = await tenantTables();
    const between = (await keyColumns("foreign")).filter(
      (key) => tables.includes(key.table_name) && key.references_table && tables.includes(key.references_table),
    );
    expect(between.map((key) => `${key.table_name} → ${key.references_table}`).sort()).toEqual([
      "client_emails → clients",
      "client_notes → clients",
      "client_sales → clients",
      "inventory_items → tax_rates",
      "invoices → clients",
      "invoices → orders",
      "item_sales → inventory_items",
      "order_items → inventory_items",
      "order_items → orders",
      "order_items → tax_rates",
      "orders → clients",
      "tasks → clients",
    ]);
    expect(between.filter((key) => key.columns[0] !== "workspace_id").map((key) => key.key_name)).toEqual([]);
  });
});
