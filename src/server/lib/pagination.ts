import { desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "@hono/zod-openapi";
import type { Page } from "@shared/pagination";
import { text } from "@shared/schema-helpers";
import type { Database } from "../db/database";
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
export const timestampTextSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/);

/**
 * Rows were fetched with limit + 1: the extra one says whether another page exists.
 * `total` is the number of rows the filters match, counted for the first page only.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => readonly string[],
  total: number | null = null,
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    next_cursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
    total,
  };
}

/**
 * How many rows match `filters`, for the first page of a list (the count a
 * screen shows); later pages, which carry a cursor, skip the count.
 */
export async function countForFirstPage(
  db: Database,
  table: PgTable,
  filters: SQL | undefined,
  cursor: string | undefined,
): Promise<number | null> {
  return cursor ? null : db.$count(table, filters);
}

/** Escapes LIKE wildcards so that a search for "50%" finds "50%", not everything. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The list response schema for OpenAPI: `{items, next_cursor}`. */
export const pageSchema = <T extends z.ZodType>(itemSchema: T, name: string) =>
  z
    .object({
      items: z.array(itemSchema),
      next_cursor: z.string().nullable(),
      total: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "How many rows match the filters; counted on the first page (no cursor), null on later pages" }),
    })
    .openapi(name);

export const searchQuerySchema = (description: string) =>
  text().max(200, "validation.invalid").optional().openapi({ description });

/** A table listed newest first, with `id` breaking ties between equal timestamps. */
interface NewestFirstTable {
  id: PgColumn;
  createdAt: PgColumn;
}

const newestFirstCursorSchema = z.tuple([timestampTextSchema, z.uuid()]);

/** Newest-first paging over any table with `created_at` and `id`, served by its (user_id, created_at, id) index. */
export const newestFirst = {
  /** Select this beside the row: the cursor key keeps the timestamp's microseconds. */
  cursorKey: (table: NewestFirstTable) => sql<string>`${table.createdAt}::text`,
  orderBy: (table: NewestFirstTable) => [desc(table.createdAt), desc(table.id)],
  /** Rows after the cursor's row, or no condition without a cursor. */
  after(table: NewestFirstTable, cursor: string | undefined): SQL | undefined {
    if (!cursor) return undefined;
    const [createdAt, id] = decodeCursor(cursor, newestFirstCursorSchema);
    return sql`(${table.createdAt}, ${table.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
  },
};
