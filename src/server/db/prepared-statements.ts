import { Column, is, SQL, Subquery } from "drizzle-orm";
import { PgTimestamp } from "drizzle-orm/pg-core";
import type postgres from "postgres";
import { parsePostgresTimestamptz } from "./postgres-timestamp";

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * The postgres.js client Drizzle is given: every query with parameters runs as a prepared
 * statement (postgres.js keeps one per connection and SQL text, as for its own tagged
 * templates), in transactions too.
 *
 * Drizzle sends its queries with `prepare: false`, and postgres.js then sends a query that
 * has parameters in two round trips (describe it to learn the parameter types, then run it),
 * and PostgreSQL parses and plans it each time. Prepared, a query is one round trip and its
 * plan is reused: half the database waits of an order change, and about a third of the CPU
 * of an API request (docs/performance.md). The set of SQL texts is bounded (the queries in
 * the code, `in (…)` lists up to their limits), so the per-connection statement cache is too.
 *
 * Behind PgBouncer in transaction mode, prepared statements need PgBouncer 1.21 or later with
 * `max_prepared_statements` set.
 */
export function withPreparedStatements<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        const original = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const run = args.pop() as (inner: Sql) => unknown;
          return original(...args, (inner: Sql) => run(withPreparedStatements(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The prepared queries kept, by driver (a Drizzle session class): their SQL text and row mapping depend on nothing else. */
const queriesByDriver = new WeakMap<object, Map<string, object>>();

/**
 * Whether each call builds its query again to check that its name still stands for the same SQL
 * (in tests and development; in production the query is built once, which is the point).
 */
const CHECK_NAMES = process.env.NODE_ENV === "test" || process.env.NODE_ENV === "development";

export class PreparedQueryNameReused extends Error {
  constructor(name: string, first: string, second: string) {
    super(
      `The prepared query "${name}" stands for two SQL texts: its name must change with what its query varies on.\n${first}\n${second}`,
    );
    this.name = "PreparedQueryNameReused";
  }
}

const sqlTextOf = (query: unknown) => (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;

/** What Drizzle's database and transaction objects keep of their driver: the session, and its client. */
interface DriverSession {
  constructor: object;
  client: unknown;
}
const sessionOf = (executor: object) => (executor as { session: DriverSession }).session;

/**
 * The query `build` returns, built once per driver and `name`, and run by `executor`: a database
 * or an open transaction. Drizzle writes a query's SQL text again on every call (a tenth of a list
 * request's CPU, a quarter of an order change's), so the queries every screen and every order
 * change run are kept as Drizzle prepared queries with placeholders, whose rows are mapped by
 * `compileRowMapper`.
 *
 * A Drizzle prepared query sends its statement through the client of the database or transaction
 * it was built on; the one returned here sends it through `executor`'s (a view of the kept query,
 * with its own `client`), so that one query serves every transaction, each on its connection.
 *
 * `name` is also the statement's name: it must change with everything `build` varies on. In tests
 * and development a name that comes to stand for another SQL text (a filter added without a new
 * name) throws PreparedQueryNameReused instead of silently running the first one.
 */
export function preparedQuery<Query extends object>(executor: object, name: string, build: () => Query): Query {
  const session = sessionOf(executor);
  let queries = queriesByDriver.get(session.constructor);
  if (!queries) queriesByDriver.set(session.constructor, (queries = new Map()));
  let query = queries.get(name) as Query | undefined;
  if (query === undefined) queries.set(name, (query = withCompiledRowMapper(build())));
  else if (CHECK_NAMES) {
    const [kept, wanted] = [sqlTextOf(query), sqlTextOf(build())];
    if (kept !== wanted) throw new PreparedQueryNameReused(name, String(kept), String(wanted));
  }
  return Object.create(query, { client: { value: session.client } }) as Query;
}

/** What a Drizzle prepared query (PostgreSQL or PGlite) keeps of its select list. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface MappedPreparedQuery {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A `timestamp with time zone` column's values, read as Drizzle does but without V8's slower parser. */
const timestamptzDecoder: Decoder = {
  mapFromDriverValue: (value) => (typeof value === "string" ? parsePostgresTimestamptz(value) : value),
};

/**
 * The decoder Drizzle's own `mapResultRow` uses for a selected field: the column, or the SQL
 * expression's (`.mapWith()`), an aliased one's, or a subquery's.
 */
function decoderOf(field: unknown): Decoder {
  // `decoder` is internal to Drizzle; the test of compileRowMapper compares with its mapping.
  const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;
  if (is(field, PgTimestamp) && field.withTimezone) return timestamptzDecoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * A row mapper made once for a query's select list. Drizzle's `mapResultRow` works out each
 * field's decoder and path again for every value of every row (the `is` checks walk the
 * prototype chain): a fifth of a list request's CPU for 51 rows of 14 fields, against a tenth
 * this way (docs/performance.md); `timestamp with time zone` columns are read by
 * `parsePostgresTimestamptz` instead of V8's date parser. It returns the same objects, for flat
 * select lists (where Drizzle's nulling of a joined table's missing row cannot apply); nested
 * ones keep Drizzle's mapping.
 */
export function compileRowMapper(fields: readonly SelectedField[]): ((row: unknown[]) => Record<string, unknown>) | undefined {
  if (!fields.every((field) => field.path.length === 1)) return undefined;
  const keys = fields.map((field) => field.path[0]!);
  const decoders = fields.map((field) => decoderOf(field.field));
  // `__proto__` in an object literal would set the prototype instead of a field.
  if (keys.includes("__proto__")) return undefined;
  // One object literal for the whole select list: every row gets its final shape in one
  // allocation, where setting the fields one by one took eight times as long (10 µs for a page
  // of 51 rows, against 1.3). The keys are the select list's, written as JSON strings.
  const fieldsSource = keys.map(
    (key, index) => `${JSON.stringify(key)}: row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`,
  );
  return new Function("decoders", `return (row) => ({ ${fieldsSource.join(", ")} });`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
}

function withCompiledRowMapper<Query>(query: Query): Query {
  const prepared = query as MappedPreparedQuery;
  if (!prepared.fields || prepared.customResultMapper) return query;
  const mapRow = compileRowMapper(prepared.fields);
  if (mapRow) prepared.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}
