import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@shared/orders/order-status";
import type { Page } from "@shared/pagination";
import { CLIENT_SORT_FIELDS, INVENTORY_SORT_FIELDS, ORDER_SORT_FIELDS, parseSort, sortValues } from "@shared/sorting";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let owner: TestUser;
let other: TestUser;

/** Rows with ties on every key (same day, same stock, same price, names equal but for case), so the id must break them. */
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await t.signUp(), await t.signUp()];
  const day = (n: number) => `2030-01-0${n} 09:00:00+00`;
  for (const user of [owner, other]) {
    await t.db.execute(sql`
      insert into clients (workspace_id, owner_id, name, created_at)
      select ${user.workspaceId}, ${user.id}, (array['apple', 'Apple', 'banana', 'Cherry', 'cherry', 'date'])[n % 6 + 1], ${day(1)}::timestamptz + (n % 3) * interval '1 day'
      from generate_series(0, 16) as n`);
    await t.db.execute(sql`
      insert into inventory_items (workspace_id, item_name, quantity, unit_price, created_at)
      select ${user.workspaceId}, (array['bolt', 'Bolt', 'nut', 'Washer'])[n % 4 + 1], n % 5, (n % 3) * 2.5, ${day(1)}::timestamptz + (n % 4) * interval '1 day'
      from generate_series(0, 16) as n`);
    await t.db.execute(sql`
      insert into orders (workspace_id, number, status, subtotal_net, total_price, created_at)
      select ${user.workspaceId}, n + 1, (array['created', 'paid', 'cancelled', 'delivered', 'confirmed'])[n % 5 + 1]::order_status,
        (n % 4) * 10, (n % 4) * 10, ${day(1)}::timestamptz + (n % 3) * interval '1 day'
      from generate_series(0, 16) as n`);
  }
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string };

/** Every row of a list, read three at a time, following the cursors. */
async function readAll(path: string, sort: string): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ sort, limit: "3", ...(cursor ? { cursor } : {}) });
    const response = await t.api(owner, "GET", `${path}?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as Page<Row>;
    rows.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

/** The order the list promises: by the field (names without case, statuses in lifecycle order, then by date), then by id. */
function expectedOrder(rows: Row[], sort: string): Row[] {
  const { field, descending } = parseSort(sort);
  const keysOf = (row: Row): (string | number)[] => {
    if (field === "status") return [ORDER_STATUSES.indexOf(row.status as never), String(row.created_at)];
    const value = row[field];
    return [typeof value === "string" ? value.toLowerCase() : (value as number)];
  };
  const compare = (a: Row, b: Row) => {
    for (const [x, y] of [...keysOf(a).map((key, index) => [key, keysOf(b)[index]!]), [a.id, b.id]]) {
      if (x! < y!) return -1;
      if (x! > y!) return 1;
    }
    return 0;
  };
  return [...rows].sort((a, b) => (descending ? -compare(a, b) : compare(a, b)));
}

describe.each([
  ["/clients", CLIENT_SORT_FIELDS],
  ["/inventory", INVENTORY_SORT_FIELDS],
  ["/orders", ORDER_SORT_FIELDS],
] as const)("%s sorted", (path, fields) => {
  it.each(sortValues(fields))("by %s, page after page, with ties broken the same way on every page", async (sort) => {
    const rows = await readAll(path, sort);
    expect(rows).toHaveLength(17);
    expect(rows.map((row) => row.id)).toEqual(expectedOrder(rows, sort).map((row) => row.id));
  });
});

describe("sort parameter", () => {
  it("refuses a field the list does not sort by, with the field named", async () => {
    for (const path of ["/clients?sort=email", "/inventory?sort=-user_id", "/orders?sort=client_name", "/orders?sort=created_at;drop"]) {
      const response = await t.api(owner, "GET", path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields, path).toEqual({ sort: "validation.invalid" });
    }
  });

  it("refuses a cursor made for another sort instead of failing in the database", async () => {
    const byName = (await (await t.api(owner, "GET", "/inventory?sort=item_name&limit=2")).json()) as Page<Row>;
    for (const sort of ["quantity", "unit_price", "-created_at"]) {
      const response = await t.api(owner, "GET", `/inventory?sort=${sort}&cursor=${byName.next_cursor}`);
      expect(response.status, sort).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual({ cursor: "validation.invalid" });
    }
    const byStatus = (await (await t.api(owner, "GET", "/orders?sort=status&limit=2")).json()) as Page<Row>;
    expect((await t.api(owner, "GET", `/orders?sort=total_price&cursor=${byStatus.next_cursor}`)).status).toBe(400);
  });
});
