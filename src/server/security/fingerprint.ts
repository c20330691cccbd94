import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

/**
 * Tables whose rows legitimately change on a refused request: rate-limit counters count
 * refusals too.
 */
const COUNTERS = /rate_limit/;

/** Runs a raw query on either engine (PGlite answers {rows}, postgres.js an array). */
async function rowsOf<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A digest of every row of every table of the database except rate-limit counters: equal
 * digests before and after a request mean the request changed nothing at all (activity rows
 * and columns the API does not show included). Each test file has a database of its own.
 * New tables are picked up from the catalogue.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map(({ name }) => name)
    .filter((name) => !COUNTERS.test(name));
  const digests = tables.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(row_text, ',' order by row_text), '')) as digest
          from (select ${sql.identifier(name)}::text as row_text from ${sql.identifier(name)}) as t`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}
