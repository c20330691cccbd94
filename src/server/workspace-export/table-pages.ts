import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/database";
import { pagesOf } from "./json-stream";

/**
 * The rows of a workspace's table, read as the exports write them: a page of records at a time,
 * each record a JSON object built by the database from the fields named for it.
 */

/** Rows read per statement. */
export const PAGE_SIZE = 1000;

/** A timestamp as the files write it: in UTC, to the microsecond the database keeps. */
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What is read of a table: each field of a record and how it is read from the table's row (named
 * by the alias given). Named one by one, so that a column added later (a secret, say) leaves the
 * server only once it is added here.
 */
export type Fields = readonly (readonly [name: string, expression: (row: string) => string])[];

export const plain = (...names: string[]): Fields => names.map((name) => [name, (row: string) => `${row}.${name}`] as const);
export const stamps = (...names: string[]): Fields => names.map((name) => [name, (row: string) => utc(`${row}.${name}`)] as const);
/** A calendar day: 2026-11-26. */
export const day = (name: string): Fields => [[name, (row: string) => `to_char(${row}.${name}, 'YYYY-MM-DD')`]];

/** The SQL of a record's JSON object, from the row `row`. */
export function jsonObject(fields: Fields, row: string): string {
  return `json_build_object(${fields.map(([name, expression]) => `'${name}', ${expression(row)}`).join(", ")})`;
}

export type Row = Record<string, unknown>;

interface PageRow {
  id: string;
  row: Row;
}

/**
 * A page of the workspace's rows of `table` (as "t"), by id, after `after`'s, in the primary
 * key's order, read from its index; `filter` narrows them (a condition on "t").
 */
function readRowsPage(db: Database, table: string, fields: Fields, workspaceId: string, after: PageRow | undefined, filter: SQL) {
  return queryRows<PageRow>(
    db,
    sql`select t.id, ${sql.raw(jsonObject(fields, "t"))} as row from ${sql.raw(table)} t
      where t.workspace_id = ${workspaceId} ${after ? sql`and t.id > ${after.id}` : sql``} ${filter}
      order by t.id limit ${PAGE_SIZE}`,
  );
}

/**
 * The workspace's records of a table, page by page, by id; `filter` narrows them (a condition on
 * the row "t"), and each passes through `keep` (undefined: left out).
 */
export async function* tableRows(
  db: Database,
  {
    table,
    fields,
    workspaceId,
    filter = sql``,
    keep = (row) => row,
  }: {
    table: string;
    fields: Fields;
    workspaceId: string;
    filter?: SQL;
    keep?: (row: Row) => Row | undefined;
  },
): AsyncGenerator<Row[]> {
  for await (const page of pagesOf(PAGE_SIZE, (after: PageRow | undefined) =>
    readRowsPage(db, table, fields, workspaceId, after, filter),
  )) {
    const kept: Row[] = [];
    for (const { row } of page) {
      const value = keep(row);
      if (value) kept.push(value);
    }
    yield kept;
    // Other requests get their turn between pages: on PGlite a query holds the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
