import { z } from "@hono/zod-openapi";
import type { Page } from "@shared/pagination";
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

/** Rows were fetched with limit + 1: the extra one says whether another page exists. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => readonly string[],
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    next_cursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/** Escapes LIKE wildcards so that a search for "50%" finds "50%", not everything. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
