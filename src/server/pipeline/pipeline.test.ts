import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import type { Client } from "@shared/clients/client.schema";
import type { Pipeline } from "@shared/pipeline/pipeline.schema";
import type { Page } from "@shared/pagination";
import { workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pipelineOf(user: TestUser, query = ""): Promise<Pipeline> {
  const response = await t.api(user, "GET", `/pipeline${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Pipeline;
}

/** The board as `{status: [count, value]}`, every status present. */
async function columnsOf(user: TestUser, query = ""): Promise<Record<string, [number, number]>> {
  const { columns } = await pipelineOf(user, query);
  return Object.fromEntries(columns.map((column) => [column.status, [column.count, column.value]]));
}

/** Every status at zero, with the given columns' counts and values. */
const board = (columns: Partial<Record<ClientStatus, [number, number]>>) =>
  Object.fromEntries(CLIENT_STATUSES.map((status) => [status, columns[status] ?? [0, 0]]));

async function created<T>(user: TestUser, path: string, body: unknown): Promise<T> {
  const response = await t.api(user, "POST", path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

const addClient = (user: TestUser, fields: { name: string; status?: ClientStatus; company?: string; email?: string; owner_id?: string }) =>
  created<Client>(user, "/clients", fields);

/** An order of one item at `price` for the client, moved to `status` through the API. */
async function addOrder(user: TestUser, client: { id: string } | undefined, price: number, status = "paid") {
  const item = await created<{ id: string }>(user, "/inventory", { item_name: `Item at ${price}`, quantity: 10, unit_price: price });
  const order = await created<{ id: string }>(user, "/orders", {
    ...(client && { client_id: client.id }),
    lines: [{ inventory_item_id: item.id, quantity: 1 }],
  });
  if (status !== "created") expect((await t.api(user, "PATCH", `/orders/${order.id}`, { status })).status).toBe(200);
}

/** How many clients GET /clients lists for a status and filters, page after page: what a column's cards add up to. */
async function listedCount(user: TestUser, status: ClientStatus, query: string): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const response = await t.api(user, "GET", `/clients?status=${status}&limit=2${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<Client>;
    count += page.items.length;
    cursor = page.next_cursor;
  } while (cursor);
  return count;
}

/** Makes `member` a member of `owner`'s workspace and moves their session to it. */
async function joinAndWorkIn(owner: TestUser, member: TestUser) {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

describe("GET /api/v1/pipeline", () => {
  it("answers every status in the pipeline's order, at zero for a new workspace", async () => {
    const user = await t.signUp();
    const { columns } = await pipelineOf(user);
    expect(columns.map((column) => column.status)).toEqual([
      "uncontacted",
      "contacted",
      "interested",
      "not_interested",
      "negotiation",
      "closed_won",
      "closed_lost",
    ]);
    expect(columns.every((column) => column.count === 0 && column.value === 0)).toBe(true);
  });

  it("counts the clients of each status and sums their paid orders only, none of another workspace's", async () => {
    const [user, stranger] = [await t.signUp(), await t.signUp()];
    const ada = await addClient(user, { name: "Ada", status: "negotiation" });
    const grace = await addClient(user, { name: "Grace", status: "negotiation" });
    await addClient(user, { name: "Alan", status: "negotiation" });
    const edsger = await addClient(user, { name: "Edsger", status: "closed_won" });
    await addClient(user, { name: "Barbara" });
    await addOrder(user, ada, 120.25); // paid
    await addOrder(user, ada, 10.1); // paid
    await addOrder(user, grace, 99.99); // paid
    await addOrder(user, grace, 500, "delivered"); // not paid yet: no value
    await addOrder(user, grace, 700, "confirmed");
    await addOrder(user, edsger, 1000); // paid
    await addOrder(user, edsger, 300, "cancelled");
    await addOrder(user, undefined, 4000); // paid, without a client: on no column
    // The stranger's book would change every column if it were counted.
    const theirs = await addClient(stranger, { name: "Theirs", status: "negotiation" });
    await addOrder(stranger, theirs, 5000);
    await addClient(stranger, { name: "Theirs too", status: "uncontacted" });

    expect(await columnsOf(user)).toEqual(board({ uncontacted: [1, 0], negotiation: [3, 230.34], closed_won: [1, 1000] }));
    expect(await columnsOf(stranger)).toEqual(board({ uncontacted: [1, 0], negotiation: [1, 5000] }));

    // A move takes the client's count and value to its new column.
    expect((await t.api(user, "PATCH", `/clients/${ada.id}`, { status: "closed_won" })).status).toBe(200);
    expect(await columnsOf(user)).toEqual(board({ uncontacted: [1, 0], negotiation: [2, 99.99], closed_won: [2, 1130.35] }));
    // A deleted client leaves the board, and its orders (kept, without a client) its value.
    expect((await t.api(user, "DELETE", `/clients/${edsger.id}`)).status).toBe(204);
    expect(await columnsOf(user)).toEqual(board({ uncontacted: [1, 0], negotiation: [2, 99.99], closed_won: [1, 130.35] }));
  });

  it("filters by owner, me or a member's id, as the clients' list does", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    const anas = await addClient(ana, { name: "Ana's lead", status: "interested" });
    await addClient(ana, { name: "Ana's win", status: "closed_won" });
    const bobs = await addClient(bob, { name: "Bob's lead", status: "interested" });
    const givenToBob = await addClient(ana, { name: "Added by Ana for Bob", status: "negotiation", owner_id: bob.id });
    // Who took the order does not matter: the value follows the client's owner.
    await addOrder(bob, anas, 40);
    await addOrder(ana, bobs, 100);
    await addOrder(ana, givenToBob, 7);

    const team = board({ interested: [2, 140], negotiation: [1, 7], closed_won: [1, 0] });
    expect(await columnsOf(ana)).toEqual(team);
    expect(await columnsOf(bob)).toEqual(team);
    const anasOwn = board({ interested: [1, 40], closed_won: [1, 0] });
    const bobsOwn = board({ interested: [1, 100], negotiation: [1, 7] });
    expect(await columnsOf(ana, "?owner=me")).toEqual(anasOwn);
    expect(await columnsOf(bob, "?owner=me")).toEqual(bobsOwn);
    expect(await columnsOf(ana, `?owner=${bob.id}`)).toEqual(bobsOwn);
    expect(await columnsOf(bob, `?owner=${ana.id}`)).toEqual(anasOwn);
    // Someone who owns nothing here (another workspace's user, or no account at all): an empty board, as an empty list.
    const stranger = await t.signUp();
    await addClient(stranger, { name: "Elsewhere", status: "interested" });
    expect(await columnsOf(ana, `?owner=${stranger.id}`)).toEqual(board({}));
    expect(await columnsOf(ana, "?owner=no-such-account")).toEqual(board({}));

    // Each column counts what its list of cards holds.
    for (const query of ["", "&owner=me", `&owner=${bob.id}`]) {
      const { columns } = await pipelineOf(ana, query.replace("&", "?"));
      for (const column of columns) expect(await listedCount(ana, column.status, query), `${column.status}${query}`).toBe(column.count);
    }
  });

  it("searches name, email and company as the clients' list does, with the owner filter too", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await joinAndWorkIn(ana, bob);
    const lovelace = await addClient(ana, { name: "Ada Lovelace", status: "contacted" });
    const byMail = await addClient(ana, { name: "Augusta King", email: "ada@example.com", status: "negotiation" });
    const byCompany = await addClient(bob, { name: "Charles Babbage", company: "Ada Engines", status: "negotiation" });
    await addClient(ana, { name: "Grace Hopper", status: "contacted" });
    await addClient(ana, { name: "Percent 100%", status: "contacted" });
    await addOrder(ana, lovelace, 10);
    await addOrder(ana, byMail, 20);
    await addOrder(ana, byCompany, 30);

    expect(await columnsOf(ana, "?q=ada")).toEqual(board({ contacted: [1, 10], negotiation: [2, 50] }));
    expect(await columnsOf(ana, "?q=%20ADA%20")).toEqual(board({ contacted: [1, 10], negotiation: [2, 50] }));
    expect(await columnsOf(ana, "?q=ada&owner=me")).toEqual(board({ contacted: [1, 10], negotiation: [1, 20] }));
    expect(await columnsOf(ana, `?q=ada&owner=${bob.id}`)).toEqual(board({ negotiation: [1, 30] }));
    // LIKE's wildcards are searched as written: "%" finds the one name holding it.
    expect(await columnsOf(ana, "?q=%25")).toEqual(board({ contacted: [1, 0] }));
    expect(await columnsOf(ana, "?q=nobody")).toEqual(board({}));
    for (const query of ["&q=ada", "&q=ada&owner=me"]) {
      const { columns } = await pipelineOf(ana, query.replace("&", "?"));
      for (const column of columns) expect(await listedCount(ana, column.status, query), `${column.status}${query}`).toBe(column.count);
    }
  });

  it("refuses a malformed owner or search with 400, naming the field", async () => {
    const user = await t.signUp();
    for (const [query, field] of [
      ["?owner=", "owner"],
      [`?owner=${"x".repeat(101)}`, "owner"],
      [`?q=${"x".repeat(201)}`, "q"],
      ["?q=%00", "q"],
    ] as const) {
      const response = await t.api(user, "GET", `/pipeline${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe("VALIDATION");
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    }
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("/api/v1/pipeline")).status).toBe(401);
  });
});
