import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database";

/**
 * Tables whose rows legitimately change on a refused request: rate-limit counters count
 * refusals too.
 */
const COUNTERS = /rate_limit/;

/**
 * A digest of every row of every table of the database except rate-limit counters: equal
 * digests before and after a request mean the request changed nothing at all (activity rows
 * and columns the API does not show included). Each test file has a database of its own.
 * New tables are picked up from the catalogue. `everyTable` adds the counters and the
 * migrations' journal: two databases with equal digests then hold the same data. `leaveOut` names
 * columns to ignore, by table: what a refused request still writes by design (an API key's
 * `last_used_at`, set by its first request of each minute).
 */
export async function databaseFingerprint(
  db: Database,
  { everyTable = false, leaveOut = {} }: { everyTable?: boolean; leaveOut?: Record<string, string[]> } = {},
): Promise<Record<string, string>> {
  const schemas = everyTable ? ["public", "drizzle"] : ["public"];
  const tables = (
    await queryRows<{ schema: string; name: string }>(
      db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in (${sql.join(
            schemas.map((schema) => sql`${schema}`),
            sql`, `,
          )})
            and table_type = 'BASE TABLE' order by table_schema, table_name`,
    )
  ).filter(({ name }) => everyTable || !COUNTERS.test(name));
  const digests = tables.map(({ schema, name }) => {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const label = schema === "public" ? name : `${schema}.${name}`;
    const ignored = leaveOut[label] ?? [];
    const rowText =
      ignored.length === 0
        ? sql`t::text`
        : sql`(to_jsonb(t) - array[${sql.join(
            ignored.map((column) => sql`${column}`),
            sql`, `,
          )}]::text[])::text`;
    return sql`select ${label}::text as name, md5(coalesce(string_agg(row_text, ',' order by row_text), '')) as digest
               from (select ${rowText} as row_text from ${table} as t) as t`;
  });
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}
