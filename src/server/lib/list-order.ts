import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "@hono/zod-openapi";
import { isStorableText } from "@shared/schema-helpers";
import { parseSort, sortValues, type SortValue } from "@shared/sorting";
import { decodeCursor, timestampTextSchema } from "./pagination";

/**
 * How a key travels in a cursor (as PostgreSQL writes it as text) and is read back: the
 * type it is cast to, and what a well-formed value looks like. A cursor that does not
 * match is refused with 400 rather than reaching the cast.
 */
const KEY_TYPES = {
  timestamptz: timestampTextSchema,
  numeric: z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/),
  integer: z.string().regex(/^-?\d{1,10}$/),
  text: z.string().max(1000).refine(isStorableText),
} satisfies Record<string, z.ZodType<string>>;

type KeyType = keyof typeof KEY_TYPES;

interface SortKey {
  expression: SQL | PgColumn;
  /** The cast of the cursor's text, e.g. `timestamptz`, or an enum's type name. */
  type: KeyType | { enumName: string; values: readonly [string, ...string[]] };
}

/**
 * One way to order a list: its keys, all in one direction, then the row's id to break ties.
 * Served by an index on (workspace_id, …keys, id), read forwards or backwards; the next page
 * starts after the last row's keys and id (keyset pagination), so a page costs the same
 * however deep it is, and rows added meanwhile neither repeat nor vanish.
 */
export interface ListOrder {
  keys: readonly SortKey[];
  direction: "asc" | "desc";
}

/** The placeholder of the cursor's n-th key, filled by `cursorValues`. */
const afterKey = (index: number) => sql.placeholder(`after${index}`);
const afterId = sql.placeholder("afterId");

const castOf = (key: SortKey) => sql.raw(typeof key.type === "string" ? key.type : key.type.enumName);

const cursorSchemaOf = (order: ListOrder) =>
  z.tuple([
    ...order.keys.map((key) => (typeof key.type === "string" ? KEY_TYPES[key.type] : z.enum(key.type.values))),
    z.uuid(),
  ] as unknown as [z.ZodString]);

export type Keyset = ReturnType<typeof buildKeyset>;

const keysets = new WeakMap<ListOrder, Map<PgColumn, Keyset>>();

/**
 * The pieces of a query that pages through a table in `order`, `id` being the table's id column:
 * built once per order and column (an order of `sortOrders` is one object per sort), since a list
 * request asks for them each time and building Drizzle's SQL pieces costs more than the rest of
 * its query's preparation.
 */
export function keyset(order: ListOrder, id: PgColumn): Keyset {
  let byId = keysets.get(order);
  if (!byId) keysets.set(order, (byId = new Map()));
  let pieces = byId.get(id);
  if (!pieces) byId.set(id, (pieces = buildKeyset(order, id)));
  return pieces;
}

function buildKeyset(order: ListOrder, id: PgColumn) {
  const cursorSchema = cursorSchemaOf(order);
  const sides = (make: (key: SortKey, index: number) => SQL) => sql.join(order.keys.map(make), sql`, `);
  const ascending = order.direction === "asc";
  return {
    /** Selected beside the row (`cursor0`, `cursor1`…): the keys as text, keeping microseconds. */
    cursorFields: Object.fromEntries(order.keys.map((key, index) => [`cursor${index}`, sql<string>`${key.expression}::text`])),
    orderBy: [...order.keys.map((key) => key.expression), id].map((column) => (ascending ? asc(column) : desc(column))),
    /** The rows after the cursor's row. */
    after: sql`(${sides((key) => sql`${key.expression}`)}, ${id}) ${sql.raw(ascending ? ">" : "<")} (${sides(
      (key, index) => sql`${afterKey(index)}::${castOf(key)}`,
    )}, ${afterId}::uuid)`,
    /** The cursor of a selected row: its keys and its id. */
    cursorOf: (row: Record<string, unknown>, rowId: string) => [...order.keys.map((_, index) => String(row[`cursor${index}`])), rowId],
    /** The placeholder values of `after` for a cursor, or none without one. */
    cursorValues(cursor: string | undefined): Record<string, string> {
      if (!cursor) return {};
      const values = decodeCursor(cursor, cursorSchema) as unknown as string[];
      return Object.fromEntries([...order.keys.map((_, index) => [`after${index}`, values[index]!]), ["afterId", values.at(-1)!]]);
    },
  };
}

/**
 * The orders a list's `sort` parameter stands for (src/shared/sorting.ts), by field: each
 * field's keys, ascending for `field` and descending for `-field`. Only these reach SQL: a
 * list sorts by what an index serves, nothing else.
 */
export function sortOrders<Field extends string>(keysByField: Record<Field, readonly SortKey[]>) {
  const orders = new Map<SortValue<Field>, ListOrder>();
  return (sort: SortValue<Field>): ListOrder => {
    let order = orders.get(sort);
    if (!order) {
      const { field, descending } = parseSort(sort);
      orders.set(sort, (order = { keys: keysByField[field], direction: descending ? "desc" : "asc" }));
    }
    return order;
  };
}

/** The `sort` query parameter of a list sortable by these fields. */
export const sortQuerySchema = <Field extends string>(fields: readonly Field[], defaultSort: SortValue<Field>) =>
  z
    .enum(sortValues(fields), { error: "validation.invalid" })
    // zod's enum type maps the values through a record, which TypeScript cannot match to a generic value.
    .default(defaultSort as never)
    .openapi({ description: `${fields.join(", ")}: ascending; with a leading \`-\`, descending. Default ${defaultSort}` });
