import { count, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "@hono/zod-openapi";
import type { Page } from "@shared/pagination";
import { text } from "@shared/schema-helpers";
import { pgliteOf, type Database } from "../db/database";
import { preparedQuery } from "../db/prepared-statements";
import { AppError } from "../http/errors";

export type { Page };

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

export const pageQuerySchema = {
  limit: z.coerce
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(1, "validation.invalid")
    .max(PAGE_SIZE_MAX, "validation.invalid")
    .default(PAGE_SIZE_DEFAULT)
    .openapi({ description: `Rows per page, 1 to ${PAGE_SIZE_MAX}` }),
  cursor: z.string().max(500).optional().openapi({ description: "next_cursor of the previous page" }),
};

/** Lists whose first page counts its matches (`total`) let a caller that shows no total skip the count. */
export const countQuerySchema = {
  count: z
    .enum(["true", "false"], { error: "validation.invalid" })
    .optional()
    .transform((value) => value !== "false")
    .openapi({ description: "false: the first page is not counted (`total` null), for a quick lookup such as the command palette" }),
};

/**
 * Cursors are opaque to callers: the sort key of the last row of a page, as
 * base64url JSON. Timestamps travel as PostgreSQL text, keeping microseconds.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor<Key extends z.ZodTuple>(cursor: string, keySchema: Key): z.infer<Key> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    key = undefined;
  }
  const parsed = keySchema.safeParse(key);
  if (!parsed.success) throw new AppError("VALIDATION", "Invalid cursor", { cursor: "validation.invalid" });
  return parsed.data;
}

/** A timestamptz as PostgreSQL writes it as text, e.g. 2026-11-21 09:17:52.123456+00. */
export const timestampTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/);

/**
 * Lists count the rows their filters match up to this many: counting 100,000 rows took
 * 20 ms on PGlite (more than the page itself), counting 10,001 takes 2 ms. Beyond it the
 * screens say "10,000+", as search engines do.
 */
export const TOTAL_COUNT_LIMIT = 10_000;
/** A search tests every row it counts against the text: its count stops sooner ("1,000+"). */
export const SEARCH_TOTAL_COUNT_LIMIT = 1_000;

/** The count of a first page, or none (later pages). */
export type PageTotal = Pick<Page<never>, "total" | "total_capped">;

const NOT_COUNTED: PageTotal = { total: null, total_capped: false };

/**
 * Rows were fetched with limit + 1: the extra one says whether another page exists.
 * `count` is what the filters match, counted for the first page only (rowsWithTotal).
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => readonly string[],
  count: PageTotal = NOT_COUNTED,
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    next_cursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
    ...count,
  };
}

/**
 * Placeholders of the prepared list queries (see preparedQuery): the workspace, the page size
 * plus one, and the cursor's key and id. Each list adds its own filters.
 */
export const pageParameters = {
  workspaceId: sql.placeholder("workspaceId"),
  limitPlusOne: sql.placeholder("limitPlusOne"),
  afterKey: sql.placeholder("afterKey"),
  afterId: sql.placeholder("afterId"),
};

/** Where a page stands: its cursor (none for the first page), its size, and whether its caller shows a total. */
export interface PageRequest {
  cursor: string | undefined;
  limit: number;
  /** false: the caller shows no total (`count=false`), so none is counted. */
  count?: boolean;
}

/** How a list counts its matches: the prepared query's name, the table, and the filters of its page. */
export interface MatchCount {
  name: string;
  table: PgTable;
  filters: () => SQL | undefined;
  /** Whether the filters search a text: such a count stops at SEARCH_TOTAL_COUNT_LIMIT. */
  search: boolean;
}

/**
 * A page's rows (`fetchRows` asks for `limit + 1`) and, on a first page, how many rows its
 * filters match (the count a screen shows); later pages, which carry a cursor, and callers that
 * asked for no count skip it. A first page that holds every match is its own count.
 *
 * On PostgreSQL, without a search, the count is asked for with the page rather than once the page
 * has arrived: the two statements go out together, on two of the pool's connections, and the
 * request is answered a round trip sooner for a tenth less of the server's work
 * (docs/performance.md). Otherwise it waits for the page: PGlite runs one statement at a time,
 * so a short list would pay for a count it does not need, and a search's count tests every row it
 * reads against the text, as much work as the search, while most searches fit on one page.
 */
export async function rowsWithTotal<Row>(
  db: Database,
  fetchRows: () => Promise<Row[]>,
  matches: MatchCount,
  values: Record<string, unknown>,
  { cursor, limit, count: counted = true }: PageRequest,
): Promise<{ rows: Row[]; total: PageTotal }> {
  if (cursor || !counted) return { rows: await fetchRows(), total: NOT_COUNTED };
  const ownCount = (rows: Row[]): PageTotal | undefined => (rows.length <= limit ? { total: rows.length, total_capped: false } : undefined);
  if (matches.search || pgliteOf(db)) {
    const rows = await fetchRows();
    return { rows, total: ownCount(rows) ?? (await countMatches(db, matches, values)) };
  }
  const [rows, total] = await Promise.all([fetchRows(), countMatches(db, matches, values)]);
  return { rows, total: ownCount(rows) ?? total };
}

/**
 * How many rows match, up to TOTAL_COUNT_LIMIT (SEARCH_TOTAL_COUNT_LIMIT for a search), by a
 * prepared query whose filters use the placeholders that `values` fills.
 */
async function countMatches(
  db: Database,
  { name, table, filters, search }: MatchCount,
  values: Record<string, unknown>,
): Promise<PageTotal> {
  const upTo = search ? SEARCH_TOTAL_COUNT_LIMIT : TOTAL_COUNT_LIMIT;
  const statement = `${name}_upto_${upTo}`;
  const query = preparedQuery(db, statement, () => {
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(filters())
      .limit(upTo + 1)
      .as("matching");
    return db.select({ total: count() }).from(matching).prepare(statement);
  });
  const [row] = await query.execute(values);
  const matched = row?.total ?? 0;
  return { total: Math.min(matched, upTo), total_capped: matched > upTo };
}

/** Escapes LIKE wildcards so that a search for "50%" finds "50%", not everything. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The list response schema for OpenAPI: `{items, next_cursor, total, total_capped}`. */
export const pageSchema = <T extends z.ZodType>(itemSchema: T, name: string) =>
  z
    .object({
      items: z.array(itemSchema),
      next_cursor: z.string().nullable(),
      total: z
        .number()
        .int()
        .nullable()
        .openapi({
          description:
            `How many rows match the filters, counted on the first page (no cursor) up to ${TOTAL_COUNT_LIMIT} ` +
            `(${SEARCH_TOTAL_COUNT_LIMIT} with a search \`q\`); null on later pages`,
        }),
      total_capped: z
        .boolean()
        .openapi({ description: 'More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+")' }),
    })
    .openapi(name);

export const searchQuerySchema = (description: string) => text().max(200, "validation.invalid").optional().openapi({ description });

/** A table listed newest first, with `id` breaking ties between equal timestamps. */
interface NewestFirstTable {
  id: PgColumn;
  createdAt: PgColumn;
}

const newestFirstCursorSchema = z.tuple([timestampTextSchema, z.uuid()]);

/** Newest-first paging over any table with `created_at` and `id`, served by its (workspace_id, created_at, id) index. */
export const newestFirst = {
  /** Select this beside the row: the cursor key keeps the timestamp's microseconds. */
  cursorKey: (table: NewestFirstTable) => sql<string>`${table.createdAt}::text`,
  orderBy: (table: NewestFirstTable) => [desc(table.createdAt), desc(table.id)],
  /** Rows after the cursor's row (placeholders `afterKey`, `afterId`, filled by `cursorValues`). */
  after: (table: NewestFirstTable) =>
    sql`(${table.createdAt}, ${table.id}) < (${pageParameters.afterKey}::timestamptz, ${pageParameters.afterId}::uuid)`,
  /** The placeholder values of `after` for a cursor, or none without one. */
  cursorValues(cursor: string | undefined): { afterKey?: string; afterId?: string } {
    if (!cursor) return {};
    const [afterKey, afterId] = decodeCursor(cursor, newestFirstCursorSchema);
    return { afterKey, afterId };
  },
};
