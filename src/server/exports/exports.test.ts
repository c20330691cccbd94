import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Client } from "@shared/clients/client.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Order, OrderDetail } from "@shared/orders/order.schema";
import type { Page } from "@shared/pagination";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { clients, orderItems, orders, workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { CLIENT_COLUMNS, INVENTORY_COLUMNS, ORDER_COLUMNS } from "./export-columns";
import { EXPORT_PAGE_ROWS } from "./exports.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** An export as a spreadsheet program reads it: the header, then each row by column name. */
interface ReadExport {
  response: Response;
  /** The file's text after its byte order mark. */
  text: string;
  header: string[];
  rows: Record<string, string>[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

async function exportOf(user: TestUser, path: string, query: Record<string, string> = {}): Promise<ReadExport> {
  const search = new URLSearchParams(query);
  const response = await t.api(user, "GET", `/exports/${path}${search.size > 0 ? `?${search}` : ""}`);
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)], "the file starts with a UTF-8 byte order mark").toEqual(UTF8_BOM);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(3));
  const parsed = Papa.parse<string[]>(text, { delimiter: query.separator === "semicolon" ? ";" : ",", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...cells] = parsed.data;
  return { response, text, header, rows: cells.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]!]))) };
}

/** Makes `member` a member of `owner`'s workspace, working in it. */
async function join(owner: TestUser, member: TestUser) {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

const addClient = async (user: TestUser, client: Record<string, unknown>) =>
  json<Client>(await t.api(user, "POST", "/clients", client), 201);
const addItem = async (user: TestUser, item: Record<string, unknown>) =>
  json<InventoryItem>(await t.api(user, "POST", "/inventory", { quantity: 100, ...item }), 201);
const addRate = async (user: TestUser, name: string, rate: number) =>
  json<TaxRate>(await t.api(user, "POST", "/tax-rates", { name, rate }), 201);
const addOrder = async (user: TestUser, body: Record<string, unknown>) =>
  json<OrderDetail>(await t.api(user, "POST", "/orders", body), 201);
const setWorkspace = async (user: TestUser, patch: Record<string, unknown>) =>
  json(await t.api(user, "PATCH", `/workspaces/${user.workspaceId}`, patch), 200);

const today = () => new Date().toISOString().slice(0, 10);

describe("the clients' export", () => {
  it("is a CSV download of every client with the API's field names, owners by email, statuses as codes", async () => {
    const owner = await t.signUp();
    const added = await addClient(owner, {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      company: "Analytical, Engines & Co",
      position: 'Countess "Ada"',
      linkedin_url: "https://www.linkedin.com/in/ada",
      status: "closed_won",
      address: "12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom",
      tax_id: "GB123456789",
      preferred_language: "fr",
    });

    const exported = await exportOf(owner, "clients.csv");
    expect(exported.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.response.headers.get("content-disposition")).toBe(`attachment; filename="clients-${today()}.csv"`);
    expect(exported.header).toEqual([...CLIENT_COLUMNS]);
    expect(exported.header).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "position",
      "linkedin_url",
      "status",
      "owner",
      "address",
      "tax_id",
      "preferred_language",
      "created_at",
    ]);
    expect(exported.rows).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        // A leading + is a formula's start to a spreadsheet: neutralised like any other.
        phone: "'+44 20 7946 0000",
        company: "Analytical, Engines & Co",
        position: 'Countess "Ada"',
        linkedin_url: "https://www.linkedin.com/in/ada",
        status: "closed_won",
        owner: owner.email,
        address: "12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom",
        tax_id: "GB123456789",
        preferred_language: "fr",
        created_at: added.created_at,
      },
    ]);
    // The line breaks of the address stay inside one quoted cell; every row ends with CRLF.
    expect(exported.text).toContain(`,"12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom",`);
    expect(exported.text.endsWith("\r\n")).toBe(true);
  });

  it("neutralises every cell a spreadsheet would run as a formula", async () => {
    const owner = await t.signUp();
    for (const name of ['=HYPERLINK("http://evil","click")', "@SUM(1)", "-2+3", "+1", "Plain"]) {
      await addClient(owner, { name, company: "=1+1" });
    }
    const { rows } = await exportOf(owner, "clients.csv");
    expect(rows.map((row) => row.name).sort()).toEqual(["'+1", "'-2+3", '\'=HYPERLINK("http://evil","click")', "'@SUM(1)", "Plain"].sort());
    expect(rows.every((row) => row.company === "'=1+1")).toBe(true);
  });

  it("honours the list's search, status, owner and sort, and shows a member what the list shows them", async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    await join(owner, member);
    await addClient(owner, { name: "Bravo Ltd", status: "contacted" });
    await addClient(owner, { name: "alpha GmbH", status: "closed_won", email: "buyer@alpha.example" });
    await addClient(member, { name: "Charlie SA", status: "closed_won" });
    await addClient(member, { name: "Delta SARL", status: "uncontacted", company: "Alphabet" });
    const names = async (user: TestUser, query: Record<string, string> = {}) =>
      (await exportOf(user, "clients.csv", query)).rows.map((row) => row.name);

    expect(await names(owner)).toEqual(["Delta SARL", "Charlie SA", "alpha GmbH", "Bravo Ltd"]);
    expect(await names(owner, { sort: "name" })).toEqual(["alpha GmbH", "Bravo Ltd", "Charlie SA", "Delta SARL"]);
    expect(await names(owner, { sort: "-name" })).toEqual(["Delta SARL", "Charlie SA", "Bravo Ltd", "alpha GmbH"]);
    expect(await names(owner, { status: "closed_won", sort: "name" })).toEqual(["alpha GmbH", "Charlie SA"]);
    expect(await names(owner, { q: "alpha", sort: "name" })).toEqual(["alpha GmbH", "Delta SARL"]);
    expect(await names(owner, { owner: "me" })).toEqual(["alpha GmbH", "Bravo Ltd"]);
    expect(await names(member, { owner: "me" })).toEqual(["Delta SARL", "Charlie SA"]);
    expect(await names(owner, { owner: member.id, status: "closed_won" })).toEqual(["Charlie SA"]);
    // A member exports the whole workspace, as the list shows it to them.
    expect(await names(member)).toEqual(await names(owner));
    const { rows } = await exportOf(member, "clients.csv", { q: "Charlie" });
    expect(rows[0]!.owner).toBe(member.email);
  });

  it("answers a bad filter with the usual 400 and its translation key, and nobody signed out with 401", async () => {
    const owner = await t.signUp();
    for (const [query, field] of [
      ["status=bogus", "status"],
      ["sort=email", "sort"],
      ["separator=tab", "separator"],
    ] as const) {
      const response = await t.api(owner, "GET", `/exports/clients.csv?${query}`);
      const body = await json<ErrorBody>(response, 400);
      expect(body.error.code).toBe("VALIDATION");
      expect(body.error.fields?.[field], query).toMatch(/^validation\./);
    }
    for (const path of ["clients.csv", "inventory.csv", "orders.csv"]) {
      const response = await t.request(`/api/v1/exports/${path}`);
      expect((await json<ErrorBody>(response, 401)).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("never holds another workspace's clients", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await addClient(ana, { name: "Ana's secret client" });
    await addClient(bob, { name: "Bob's client" });
    const bobs = await exportOf(bob, "clients.csv");
    expect(bobs.rows.map((row) => row.name)).toEqual(["Bob's client"]);
    expect(bobs.text).not.toContain("Ana");
    // Naming Ana as the owner finds nothing in Bob's workspace.
    expect((await exportOf(bob, "clients.csv", { owner: ana.id })).rows).toEqual([]);
  });

  it("holds every row of several pages once, in the list's order", async () => {
    const owner = await t.signUp();
    const count = EXPORT_PAGE_ROWS * 2 + 345;
    // One statement: the rows share their created_at, and names repeat, so that only the id tells ties apart.
    await t.db.insert(clients).values(
      Array.from({ length: count }, (_, index) => ({
        workspaceId: owner.workspaceId,
        ownerId: owner.id,
        name: `Client ${index % 700}`,
        email: `client-${index}@example.com`,
      })),
    );
    for (const sort of ["-created_at", "name", "-name"]) {
      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `/clients?sort=${sort}&limit=200${cursor ? `&cursor=${cursor}` : ""}`;
        const page: Page<Client> = await json<Page<Client>>(await t.api(owner, "GET", query), 200);
        listed.push(...page.items.map((client) => client.email!));
        cursor = page.next_cursor;
      } while (cursor);
      const exported = (await exportOf(owner, "clients.csv", { sort })).rows.map((row) => row.email);
      expect(exported.length, sort).toBe(count);
      expect(new Set(exported).size, sort).toBe(count);
      expect(exported, sort).toEqual(listed);
    }
  });
});

describe("the inventory's export", () => {
  it("writes numbers as numbers, with a decimal comma after a semicolon, and each item's default tax rate", async () => {
    const owner = await t.signUp();
    const reduced = await addRate(owner, "TVA réduite; 5,5", 5.5);
    const item = await addItem(owner, {
      item_name: "-Chaise; pliante",
      quantity: 12,
      unit_price: 1234.5,
      low_stock_threshold: 3,
      tax_rate_id: reduced.id,
    });
    await addItem(owner, { item_name: "Table", quantity: 0, unit_price: 0.1 });

    const comma = await exportOf(owner, "inventory.csv", { sort: "item_name" });
    expect(comma.header).toEqual([...INVENTORY_COLUMNS]);
    expect(comma.header).toEqual([
      "item_name",
      "quantity",
      "unit_price",
      "low_stock_threshold",
      "tax_rate",
      "tax_rate_percent",
      "created_at",
    ]);
    expect(comma.rows).toEqual([
      {
        item_name: "'-Chaise; pliante",
        quantity: "12",
        unit_price: "1234.5",
        low_stock_threshold: "3",
        tax_rate: "TVA réduite; 5,5",
        tax_rate_percent: "5.5",
        created_at: item.created_at,
      },
      {
        item_name: "Table",
        quantity: "0",
        unit_price: "0.1",
        low_stock_threshold: "",
        tax_rate: "",
        tax_rate_percent: "",
        created_at: expect.any(String),
      },
    ]);
    expect(comma.response.headers.get("content-disposition")).toBe(`attachment; filename="inventory-${today()}.csv"`);

    const semicolon = await exportOf(owner, "inventory.csv", { sort: "item_name", separator: "semicolon" });
    expect(semicolon.rows.map(({ created_at: _, ...row }) => row)).toEqual([
      {
        item_name: "'-Chaise; pliante",
        quantity: "12",
        unit_price: "1234,5",
        low_stock_threshold: "3",
        tax_rate: "TVA réduite; 5,5",
        tax_rate_percent: "5,5",
      },
      { item_name: "Table", quantity: "0", unit_price: "0,1", low_stock_threshold: "", tax_rate: "", tax_rate_percent: "" },
    ]);
    // Text holding the separator is quoted; numbers are not.
    expect(semicolon.text).toContain(`"'-Chaise; pliante";12;1234,5;3;"TVA réduite; 5,5";5,5;`);
  });

  it("honours the list's search, low-stock filter and sort", async () => {
    const owner = await t.signUp();
    await addItem(owner, { item_name: "Desk lamp", quantity: 2, unit_price: 30, low_stock_threshold: 5 });
    await addItem(owner, { item_name: "Desk", quantity: 50, unit_price: 200, low_stock_threshold: 5 });
    await addItem(owner, { item_name: "Chair", quantity: 1, unit_price: 80, low_stock_threshold: 2 });
    const names = async (query: Record<string, string>) => (await exportOf(owner, "inventory.csv", query)).rows.map((row) => row.item_name);
    expect(await names({ sort: "-unit_price" })).toEqual(["Desk", "Chair", "Desk lamp"]);
    expect(await names({ sort: "quantity" })).toEqual(["Chair", "Desk lamp", "Desk"]);
    expect(await names({ q: "desk", sort: "item_name" })).toEqual(["Desk", "Desk lamp"]);
    expect(await names({ low_stock: "true", sort: "item_name" })).toEqual(["Chair", "Desk lamp"]);
  });
});

describe("the orders' export", () => {
  /** A workspace in euros with a rate whose tax rounds, and an order of three taxed lines and an untaxed one. */
  async function ordersWorkspace() {
    const owner = await t.signUp();
    await setWorkspace(owner, { currency: "EUR" });
    const rate = await addRate(owner, "VAT 10.5", 10.5);
    const client = await addClient(owner, { name: "Ada Lovelace", email: "ada@example.com" });
    const [pen, ink, pad] = [
      await addItem(owner, { item_name: "Pen", unit_price: 1, tax_rate_id: rate.id }),
      await addItem(owner, { item_name: "Ink", unit_price: 1, tax_rate_id: rate.id }),
      await addItem(owner, { item_name: "Pad", unit_price: 1, tax_rate_id: rate.id }),
    ];
    const book = await addItem(owner, { item_name: "=Book", unit_price: 2.5 });
    const order = await addOrder(owner, {
      client_id: client.id,
      lines: [
        { inventory_item_id: pen.id, quantity: 1 },
        { inventory_item_id: ink.id, quantity: 1 },
        { inventory_item_id: pad.id, quantity: 1 },
        { inventory_item_id: book.id, quantity: 2 },
      ],
    });
    return { owner, rate, client, items: { pen, ink, pad, book }, order };
  }

  it("has a row per line with the line's share of its rate's tax, adding up to the order's saved amounts", async () => {
    const { owner, order } = await ordersWorkspace();
    // 3.00 at 10.5 %: 0.315, rounded half-up on the sum of the rate's lines to 0.32.
    expect(order).toMatchObject({ subtotal_net: 8, tax_total: 0.32, total_price: 8.32 });

    const exported = await exportOf(owner, "orders.csv");
    expect(exported.header).toEqual([...ORDER_COLUMNS]);
    expect(exported.response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${today()}.csv"`);
    const sameForEveryLine = {
      order_number: String(order.number),
      order_date: order.created_at,
      status: "created",
      client_name: "Ada Lovelace",
      client_email: "ada@example.com",
      order_net: "8",
      order_tax: "0.32",
      order_total: "8.32",
      currency: "EUR",
    };
    expect(exported.rows).toEqual([
      {
        ...sameForEveryLine,
        item_name: "Pen",
        quantity: "1",
        unit_price: "1",
        tax_rate: "VAT 10.5",
        tax_rate_percent: "10.5",
        line_net: "1",
        line_tax: "0.11",
        line_total: "1.11",
      },
      {
        ...sameForEveryLine,
        item_name: "Ink",
        quantity: "1",
        unit_price: "1",
        tax_rate: "VAT 10.5",
        tax_rate_percent: "10.5",
        line_net: "1",
        line_tax: "0.11",
        line_total: "1.11",
      },
      {
        ...sameForEveryLine,
        item_name: "Pad",
        quantity: "1",
        unit_price: "1",
        tax_rate: "VAT 10.5",
        tax_rate_percent: "10.5",
        line_net: "1",
        line_tax: "0.1",
        line_total: "1.1",
      },
      {
        ...sameForEveryLine,
        item_name: "'=Book",
        quantity: "2",
        unit_price: "2.5",
        tax_rate: "",
        tax_rate_percent: "",
        line_net: "5",
        line_tax: "0",
        line_total: "5",
      },
    ]);

    const semicolon = await exportOf(owner, "orders.csv", { separator: "semicolon" });
    expect(semicolon.rows.map((row) => [row.line_tax, row.line_total, row.order_total])).toEqual([
      ["0,11", "1,11", "8,32"],
      ["0,11", "1,11", "8,32"],
      ["0,1", "1,1", "8,32"],
      ["0", "5", "8,32"],
    ]);
  });

  it("takes the tax out of the lines when the order's prices include it", async () => {
    const owner = await t.signUp();
    await setWorkspace(owner, { currency: "EUR", prices_include_tax: true });
    const vat = await addRate(owner, "VAT 20", 20);
    const chair = await addItem(owner, { item_name: "Chair", unit_price: 100, tax_rate_id: vat.id });
    const stool = await addItem(owner, { item_name: "Stool", unit_price: 50, tax_rate_id: vat.id });
    const order = await addOrder(owner, {
      lines: [
        { inventory_item_id: chair.id, quantity: 1 },
        { inventory_item_id: stool.id, quantity: 1 },
      ],
    });
    expect(order).toMatchObject({ subtotal_net: 125, tax_total: 25, total_price: 150 });
    const { rows } = await exportOf(owner, "orders.csv");
    expect(rows.map((row) => [row.item_name, row.client_name, row.line_net, row.line_tax, row.line_total])).toEqual([
      ["Chair", "", "83.33", "16.67", "100"],
      ["Stool", "", "41.67", "8.33", "50"],
    ]);
  });

  it("gives an order without lines one row with empty line cells", async () => {
    const { owner, order } = await ordersWorkspace();
    await t.db.delete(orderItems).where(eq(orderItems.orderId, order.id));
    const { rows } = await exportOf(owner, "orders.csv");
    expect(rows).toEqual([
      expect.objectContaining({
        order_number: String(order.number),
        item_name: "",
        quantity: "",
        line_net: "",
        line_total: "",
        order_total: "8.32",
      }),
    ]);
  });

  it("honours the list's status, search, client and sort, and never holds another workspace's orders", async () => {
    const { owner, client, items, order: first } = await ordersWorkspace();
    const second = await addOrder(owner, { lines: [{ inventory_item_id: items.book.id, quantity: 10 }] });
    const third = await addOrder(owner, { client_id: client.id, lines: [{ inventory_item_id: items.pen.id, quantity: 3 }] });
    await json(await t.api(owner, "PATCH", `/orders/${second.id}`, { status: "confirmed" }), 200);
    const numbers = async (user: TestUser, query: Record<string, string>) => [
      ...new Set((await exportOf(user, "orders.csv", query)).rows.map((row) => Number(row.order_number))),
    ];

    expect(await numbers(owner, {})).toEqual([third.number, second.number, first.number]);
    expect(await numbers(owner, { status: "confirmed" })).toEqual([second.number]);
    expect((await exportOf(owner, "orders.csv", { status: "confirmed" })).rows[0]!.status).toBe("confirmed");
    expect(await numbers(owner, { q: `#${first.number}` })).toEqual([first.number]);
    expect(await numbers(owner, { q: "lovelace" })).toEqual([third.number, first.number]);
    expect(await numbers(owner, { client_id: client.id, sort: "created_at" })).toEqual([first.number, third.number]);
    expect(await numbers(owner, { sort: "-total_price" })).toEqual([second.number, first.number, third.number]);
    const range = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    expect(await numbers(owner, range)).toHaveLength(3);
    expect(await numbers(owner, { ...range, from: range.to })).toEqual([]);

    // Another workspace's export holds none of these, even when it names this workspace's client.
    const other = await t.signUp();
    const otherClient = await addClient(other, { name: "Other's client" });
    const otherItem = await addItem(other, { item_name: "Other's item", unit_price: 3 });
    await addOrder(other, { client_id: otherClient.id, lines: [{ inventory_item_id: otherItem.id, quantity: 1 }] });
    const others = await exportOf(other, "orders.csv");
    expect(others.rows.map((row) => [row.client_name, row.item_name])).toEqual([["Other's client", "Other's item"]]);
    expect(others.text).not.toMatch(/Lovelace|Pen|Book/);
    const named = await exportOf(other, "orders.csv", { client_id: client.id });
    expect(named.rows).toEqual([]);
    expect(named.text).toBe(`${ORDER_COLUMNS.join(",")}\r\n`);
  });

  it("holds every order of several pages once, in the list's order, with all their lines", async () => {
    const owner = await t.signUp();
    const count = EXPORT_PAGE_ROWS + 234;
    const inserted = await t.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, index) => ({
          workspaceId: owner.workspaceId,
          number: index + 1,
          subtotalNet: index,
          totalPrice: index,
        })),
      )
      .returning({ id: orders.id, number: orders.number });
    await t.db.insert(orderItems).values(
      inserted.flatMap((order) => [
        {
          workspaceId: owner.workspaceId,
          orderId: order.id,
          itemName: `First of ${order.number}`,
          quantity: 1,
          unitPrice: 0,
          lineNumber: 1,
        },
        {
          workspaceId: owner.workspaceId,
          orderId: order.id,
          itemName: `Second of ${order.number}`,
          quantity: 1,
          unitPrice: 0,
          lineNumber: 2,
        },
      ]),
    );
    const listed: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Order> = await json<Page<Order>>(
        await t.api(owner, "GET", `/orders?limit=200${cursor ? `&cursor=${cursor}` : ""}`),
        200,
      );
      listed.push(...page.items.map((order) => order.number));
      cursor = page.next_cursor;
    } while (cursor);

    const { rows } = await exportOf(owner, "orders.csv");
    expect(rows).toHaveLength(count * 2);
    expect(rows.filter((_, index) => index % 2 === 0).map((row) => Number(row.order_number))).toEqual(listed);
    expect(rows.every((row, index) => row.item_name === `${index % 2 === 0 ? "First" : "Second"} of ${row.order_number}`)).toBe(true);
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(count);
  });
});
