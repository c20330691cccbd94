import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase } from "../db/database";
import { openPglite } from "../db/pglite";
import { holdsData, OperationRefused } from "./backup";
import { checkBooks, countRecords } from "./books-check";
import { serverRunsOn } from "./control-socket";

/**
 * Moves the embedded database to a PostgreSQL server: the migrations create the schema on
 * the target, then every table's rows are copied in one transaction, in an order that
 * satisfies the foreign keys, with the triggers off (the rows already hold what they would
 * compute), and each table's row count is compared before the commit. The source is only read.
 */

/** Rows read and written at a time. */
const BATCH_ROWS = 2_000;

export interface DatabaseMoved {
  milliseconds: number;
  /** Rows copied, by table. */
  rows: Record<string, number>;
  records: Awaited<ReturnType<typeof countRecords>>;
}

interface TableShape {
  name: string;
  /** The columns to write: the generated ones are computed again by the target. */
  columns: string[];
}

export async function moveDatabase(dataDir: string, targetUrl: string): Promise<DatabaseMoved> {
  const started = performance.now();
  if (await serverRunsOn(dataDir)) {
    throw new OperationRefused(`Clientele is running on ${dataDir}: stop it first, or writes made during the move would be lost.`);
  }

  // Both databases at the app's current schema: the source as the app would leave it at its next start.
  const source = openDatabase({ engine: "pglite", dataDir });
  const target = openDatabase({ engine: "postgres", url: targetUrl, maxConnections: 1 });
  try {
    await source.migrate();
    if (await holdsData(target.db)) {
      throw new OperationRefused("The PostgreSQL database already holds data: move into an empty database.");
    }
    await target.migrate();
  } finally {
    await source.close();
    await target.close();
  }

  const pglite = openPglite(dataDir);
  const sql = postgres(targetUrl, { max: 1, onnotice: () => {} });
  let rows: Record<string, number>;
  try {
    const tables = await tablesInCopyOrder(pglite);
    rows = await sql.begin(async (transaction) => {
      const copied: Record<string, number> = {};
      for (const table of tables) {
        copied[table.name] = await copyTable(pglite, transaction, table);
      }
      await copySequences(pglite, transaction);
      return copied;
    });
  } finally {
    await pglite.close();
    await sql.end({ timeout: 5 });
  }

  const check = openDatabase({ engine: "postgres", url: targetUrl, maxConnections: 1 });
  try {
    const problems = await checkBooks(check.db);
    if (problems.length > 0) throw new Error(`The moved data breaks the app's rules: ${problems.join("; ")}.`);
    return { milliseconds: performance.now() - started, rows, records: await countRecords(check.db) };
  } finally {
    await check.close();
  }
}

/** The app's tables, each after the tables its foreign keys point to, with their writable columns. */
async function tablesInCopyOrder(pglite: PGlite): Promise<TableShape[]> {
  const { rows: columns } = await pglite.query<{ table: string; column: string }>(`
    select c.relname as table, a.attname as column
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname, a.attnum`);
  const { rows: references } = await pglite.query<{ table: string; references: string }>(`
    select c.relname as table, r.relname as references
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`);

  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    for (const reference of references.filter(({ table }) => table === name)) place(reference.references, [...path, name]);
    placed.add(name);
    ordered.push(shapes.get(name)!);
  };
  for (const name of [...shapes.keys()].sort()) place(name, []);
  return ordered;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Copies `table` in batches read in physical order (ctid), as JSON: every type keeps its
 * exact value through its text form. Its user triggers (the live-update notifications, the
 * client counts, which are copied as they are) stay off meanwhile.
 */
async function copyTable(pglite: PGlite, transaction: postgres.TransactionSql, table: TableShape): Promise<number> {
  const name = quoted(table.name);
  const columns = table.columns.map(quoted).join(", ");
  await transaction.unsafe(`alter table ${name} disable trigger user`);
  let after = "(0,0)";
  let copied = 0;
  for (;;) {
    const { rows } = await pglite.query<{ batch: string | null; last: string | null; count: number }>(
      `select json_agg(row_to_json(t))::text as batch, max(ctid)::text as last, count(*)::int as count
       from (select ctid, ${columns} from ${name} where ctid > $1::tid order by ctid limit ${BATCH_ROWS}) as t`,
      [after],
    );
    const { batch, last, count } = rows[0]!;
    if (!batch || !last || count === 0) break;
    await transaction.unsafe(
      `insert into ${name} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${name}, $1::text::json)`,
      [batch],
    );
    copied += count;
    after = last;
  }
  await transaction.unsafe(`alter table ${name} enable trigger user`);

  const [{ count: sourceCount }] = (await pglite.query<{ count: number }>(`select count(*)::int as count from ${name}`)).rows as [
    { count: number },
  ];
  const [{ count: targetCount }] = (await transaction.unsafe(`select count(*)::int as count from ${name}`)) as unknown as [
    { count: number },
  ];
  if (copied !== sourceCount || targetCount !== sourceCount) {
    throw new Error(`${table.name}: ${sourceCount} rows in the embedded database, ${targetCount} copied`);
  }
  return copied;
}

/** Sets the target's sequences where the source's are, so that new rows do not reuse numbers. */
async function copySequences(pglite: PGlite, transaction: postgres.TransactionSql): Promise<void> {
  const { rows } = await pglite.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { name } of rows) {
    const state = (
      await pglite.query<{ last: string; called: boolean }>(`select last_value::text as last, is_called as called from ${quoted(name)}`)
    ).rows[0]!;
    await transaction.unsafe(`select setval($1::regclass, $2::bigint, $3)`, [quoted(name), state.last, state.called]);
  }
}
