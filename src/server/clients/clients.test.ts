import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "../db/schema";
import { ordersApi } from "../test/orders-api";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import type { Client as ClientResource, ClientSummary } from "@shared/clients/client.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import type { Page } from "@shared/pagination";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());

const call = (user: TestUser, method: string, path: string, body?: unknown) => t.api(user, method, path, body);

async function create(user: TestUser, body: Record<string, unknown>): Promise<ClientResource> {
  const response = await call(user, "POST", "/clients", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ClientResource;
}

async function list(user: TestUser, query = ""): Promise<Page<ClientResource>> {
  const response = await call(user, "GET", `/clients${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page<ClientResource>;
}

/** Creating with `body` fails with 400 and this message key on `field`. */
async function expectFieldError(body: Record<string, unknown>, field: string, key: string) {
  const response = await call(owner, "POST", "/clients", body);
  expect(response.status).toBe(400);
  const error = ((await response.json()) as ErrorBody).error;
  expect(error.code).toBe("VALIDATION");
  expect(error.fields?.[field]).toBe(key);
}

describe("creating a client", () => {
  it("stores every field and answers 201 with the client", async () => {
    const client = await create(owner, {
      name: "  Ada Lovelace ",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      company: "Analytical Engines",
      position: "Founder",
      linkedin_url: "https://www.linkedin.com/in/ada",
      status: "interested",
    });
    expect(client).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      company: "Analytical Engines",
      position: "Founder",
      linkedin_url: "https://www.linkedin.com/in/ada",
      status: "interested",
    });
    expect(await (await call(owner, "GET", `/clients/${client.id}`)).json()).toEqual(client);
  });

  it("needs only a name; the status defaults to uncontacted and empty fields are stored as null", async () => {
    const client = await create(owner, { name: "Grace", email: "", phone: "   ", company: "" });
    expect(client).toMatchObject({
      name: "Grace",
      email: null,
      phone: null,
      company: null,
      position: null,
      linkedin_url: null,
      status: "uncontacted",
    });
  });

  it("ignores a user_id or workspace_id sent in the body: the client belongs to the signed-in user's workspace", async () => {
    const client = await create(owner, { name: "Mine", user_id: stranger.id, workspace_id: stranger.workspaceId });
    expect((await call(stranger, "GET", `/clients/${client.id}`)).status).toBe(404);
    expect((await call(owner, "GET", `/clients/${client.id}`)).status).toBe(200);
  });

  it("refuses a missing or blank name with 'Name is required'", async () => {
    await expectFieldError({}, "name", "validation.nameRequired");
    await expectFieldError({ name: "   " }, "name", "validation.nameRequired");
  });

  it.each([
    ["name", 100, "validation.nameTooLong"],
    ["phone", 50, "validation.phoneTooLong"],
    ["company", 100, "validation.companyTooLong"],
    ["position", 100, "validation.positionTooLong"],
  ])("accepts %s at %i characters and refuses one more", async (field, max, key) => {
    const ok = await create(owner, { name: "Limit", [field]: "x".repeat(max) });
    expect(ok[field as keyof ClientResource]).toHaveLength(max);
    await expectFieldError({ name: "Limit", [field]: "x".repeat(max + 1) }, field, key);
  });

  it("accepts an email of 255 characters, refuses 256, and refuses an invalid one", async () => {
    const domain = "@example.com";
    const email = `${"a".repeat(255 - domain.length)}${domain}`;
    expect((await create(owner, { name: "Long mail", email })).email).toBe(email);
    await expectFieldError({ name: "x", email: `a${email}` }, "email", "validation.emailTooLong");
    await expectFieldError({ name: "x", email: "not-an-email" }, "email", "validation.invalidEmail");
  });

  it("accepts a LinkedIn URL of 500 characters, refuses 501, and refuses what is not a web address", async () => {
    const prefix = "https://www.linkedin.com/in/";
    const url = prefix + "a".repeat(500 - prefix.length);
    expect((await create(owner, { name: "Long url", linkedin_url: url })).linkedin_url).toBe(url);
    await expectFieldError({ name: "x", linkedin_url: `${url}a` }, "linkedin_url", "validation.urlTooLong");
    await expectFieldError({ name: "x", linkedin_url: "linkedin profile" }, "linkedin_url", "validation.invalidUrl");
    await expectFieldError({ name: "x", linkedin_url: "javascript:alert(1)" }, "linkedin_url", "validation.invalidUrl");
  });

  it("refuses a LinkedIn URL holding a line break or another control character, and changes nothing", async () => {
    // URL parsers skip tabs and line breaks, so such an address would pass as valid and be stored as typed.
    const existing = await create(owner, { name: "Kept url", linkedin_url: "https://www.linkedin.com/in/kept" });
    for (const character of ["\n", "\r", "\t", "\u001b", "\u0085", "\u2028", "\u2029"]) {
      for (const url of [`https://www.linkedin.com/in/a${character}b`, `www.linkedin.com/in/a${character}b`]) {
        await expectFieldError({ name: "x", linkedin_url: url }, "linkedin_url", "validation.invalidUrl");
        const updated = await call(owner, "PATCH", `/clients/${existing.id}`, { linkedin_url: url });
        expect(updated.status, JSON.stringify(url)).toBe(400);
      }
    }
    const stored = (await (await call(owner, "GET", `/clients/${existing.id}`)).json()) as ClientResource;
    expect(stored.linkedin_url).toBe("https://www.linkedin.com/in/kept");
  });

  it("completes a LinkedIn address typed without https://", async () => {
    const client = await create(owner, { name: "Typed short", linkedin_url: "www.linkedin.com/in/ada" });
    expect(client.linkedin_url).toBe("https://www.linkedin.com/in/ada");
    await expectFieldError({ name: "x", linkedin_url: "ftp://linkedin.com/in/ada" }, "linkedin_url", "validation.invalidUrl");
  });

  it("refuses a status outside the seven values", async () => {
    await expectFieldError({ name: "x", status: "won" }, "status", "validation.invalidStatus");
  });

  it("refuses malformed JSON with 400 and creates nothing", async () => {
    const before = (await list(owner, "?limit=200")).items.length;
    const response = await t.request("/api/v1/clients", {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      body: "{name:",
    });
    expect(response.status).toBe(400);
    expect((await list(owner, "?limit=200")).items.length).toBe(before);
  });
});

describe("updating a client", () => {
  it("changes only the fields sent, and clears an optional field sent empty", async () => {
    const client = await create(owner, { name: "Edit me", email: "edit@example.com", company: "Old Co" });
    const response = await call(owner, "PATCH", `/clients/${client.id}`, { status: "negotiation", email: "" });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as ClientResource;
    expect(updated).toMatchObject({ name: "Edit me", company: "Old Co", email: null, status: "negotiation" });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(client.updated_at));
  });

  it("applies the same rules as creation and changes nothing when a field is invalid", async () => {
    const client = await create(owner, { name: "Keep me" });
    const response = await call(owner, "PATCH", `/clients/${client.id}`, { name: "", company: "New Co" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ name: "validation.nameRequired" });
    expect(await (await call(owner, "GET", `/clients/${client.id}`)).json()).toEqual(client);
  });

  it("refuses an empty patch", async () => {
    const client = await create(owner, { name: "Nothing" });
    expect((await call(owner, "PATCH", `/clients/${client.id}`, {})).status).toBe(400);
  });
});

describe("billing details", () => {
  const get = async (client: ClientResource) => (await (await call(owner, "GET", `/clients/${client.id}`)).json()) as ClientResource;

  /** Updating `client` with `patch` fails with 400 and this message key on `field`, and changes nothing. */
  async function expectPatchRefused(client: ClientResource, patch: Record<string, unknown>, field: string, key: string) {
    const response = await call(owner, "PATCH", `/clients/${client.id}`, patch);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(key);
    expect(await get(client)).toEqual(client);
  }

  it("keeps the address on its lines, trims its ends, and answers the details on read and in the list", async () => {
    const client = await create(owner, {
      name: "Billed",
      address: "  Analytical Engines Ltd\n12 Babbage Street\r\n\n\tLondon SW1 ",
      tax_id: " GB123456789 ",
      preferred_language: "fr",
    });
    expect(client).toMatchObject({
      address: "Analytical Engines Ltd\n12 Babbage Street\n\n\tLondon SW1",
      tax_id: "GB123456789",
      preferred_language: "fr",
    });
    expect(await get(client)).toEqual(client);
    const listed = (await list(owner, "?q=billed")).items.find((item) => item.id === client.id);
    expect(listed).toEqual(client);
  });

  it("leaves them empty (null) when not given, and changes only the ones a PATCH sends", async () => {
    const client = await create(owner, { name: "Unbilled", address: "" });
    expect(client).toMatchObject({ address: null, tax_id: null, preferred_language: null });
    const withTaxId = await call(owner, "PATCH", `/clients/${client.id}`, { tax_id: "DE999", preferred_language: "de" });
    expect(await withTaxId.json()).toMatchObject({ address: null, tax_id: "DE999", preferred_language: "de" });
    const renamed = await call(owner, "PATCH", `/clients/${client.id}`, { name: "Renamed" });
    expect(await renamed.json()).toMatchObject({ name: "Renamed", tax_id: "DE999", preferred_language: "de" });
  });

  it("clears each of them when sent empty or null", async () => {
    const details = { address: "1 Main Street\nSpringfield", tax_id: "US-1", preferred_language: "es" };
    for (const empty of ["", null]) {
      const client = await create(owner, { name: "Cleared", ...details });
      const response = await call(owner, "PATCH", `/clients/${client.id}`, { address: empty, tax_id: empty, preferred_language: empty });
      expect(response.status).toBe(200);
      expect(await get(client)).toMatchObject({ address: null, tax_id: null, preferred_language: null });
    }
  });

  it("accepts an address of 500 characters and a tax id of 50, refuses one more, and changes nothing", async () => {
    const address = `${"a".repeat(249)}\n${"b".repeat(250)}`;
    const client = await create(owner, { name: "At the limit", address, tax_id: "x".repeat(50) });
    expect([client.address, client.tax_id]).toEqual([address, "x".repeat(50)]);
    await expectFieldError({ name: "x", address: `${address}c` }, "address", "validation.addressTooLong");
    await expectFieldError({ name: "x", tax_id: "x".repeat(51) }, "tax_id", "validation.taxIdTooLong");
    await expectPatchRefused(client, { address: `${address}c`, name: "Changed" }, "address", "validation.addressTooLong");
    await expectPatchRefused(client, { tax_id: "x".repeat(51) }, "tax_id", "validation.taxIdTooLong");
  });

  it("refuses control characters in the address other than line breaks and tabs, and a tax id on several lines", async () => {
    const client = await create(owner, { name: "Clean address", address: "Kept" });
    for (const character of ["\u0000", "\u001b", "\u0085", "\u2028"]) {
      await expectPatchRefused(client, { address: `a${character}b` }, "address", "validation.invalid");
    }
    await expectPatchRefused(client, { tax_id: "GB\n123" }, "tax_id", "validation.singleLine");
  });

  it("come back with a client restored after a delete", async () => {
    const client = await create(owner, { name: "Back again", address: "Line 1\nLine 2", tax_id: "FR42", preferred_language: "de" });
    expect((await call(owner, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    const restored = await call(owner, "POST", `/clients/${client.id}/restore`);
    expect(await restored.json()).toMatchObject({ address: "Line 1\nLine 2", tax_id: "FR42", preferred_language: "de" });
  });

  it("refuses a language other than the five with 'validation.invalidLanguage'", async () => {
    const client = await create(owner, { name: "Speaks", preferred_language: "pt" });
    for (const language of ["it", "EN", "en-GB", " fr", 7]) {
      await expectFieldError({ name: "x", preferred_language: language }, "preferred_language", "validation.invalidLanguage");
      await expectPatchRefused(client, { preferred_language: language }, "preferred_language", "validation.invalidLanguage");
    }
  });
});

describe("a client's summary", () => {
  const summaryOf = (user: TestUser, clientId: string) => call(user, "GET", `/clients/${clientId}/summary`);

  it("sums the paid orders as lifetime revenue, the confirmed and delivered ones as the open amount, and counts them all", async () => {
    const seller = await t.signUp();
    const api = ordersApi(t, seller);
    const client = await api.createClient("Good customer");
    const other = await api.createClient("Other customer");
    const item = await api.createItem("Widget", 100, 12.25);
    const totals = {} as Record<OrderStatus, number>;
    // Each status gets a different quantity, so that every total differs and a wrong sum shows.
    const quantities: [OrderStatus, number][] = [
      ["created", 1],
      ["confirmed", 2],
      ["delivered", 3],
      ["paid", 4],
      ["cancelled", 5],
    ];
    for (const [status, quantity] of quantities) {
      const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity }] });
      totals[status] = status === "created" ? order.total_price : (await api.updateOrder(order.id, { status })).total_price;
    }
    // A second paid order, and another client's and a client-less order, which do not count.
    const secondPaid = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 1 }] });
    await api.updateOrder(secondPaid.id, { status: "paid" });
    for (const client_id of [other.id, null]) {
      const elsewhere = await api.createOrder({ client_id, lines: [{ inventory_item_id: item.id, quantity: 6 }] });
      await api.updateOrder(elsewhere.id, { status: "paid" });
    }

    const response = await summaryOf(seller, client.id);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as ClientSummary;
    expect(totals.paid).toBeCloseTo(4 * 12.25, 2);
    expect(summary).toEqual({
      lifetime_revenue: totals.paid + secondPaid.total_price,
      open_amount: totals.confirmed + totals.delivered,
      orders_count: 6,
    });
    expect(summary.lifetime_revenue).toBeCloseTo(5 * 12.25, 2);
    expect(summary.open_amount).toBeCloseTo(5 * 12.25, 2);
  });

  it("answers zeros for a client without orders", async () => {
    const client = await create(owner, { name: "New customer" });
    const response = await summaryOf(owner, client.id);
    expect(await response.json()).toEqual({ lifetime_revenue: 0, open_amount: 0, orders_count: 0 });
  });

  it("is 404 for another workspace's client, an unknown id and a deleted client", async () => {
    const client = await create(owner, { name: "Not theirs" });
    for (const [user, id] of [
      [stranger, client.id],
      [owner, crypto.randomUUID()],
    ] as const) {
      const response = await summaryOf(user, id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
    }
    await call(owner, "DELETE", `/clients/${client.id}`);
    expect((await summaryOf(owner, client.id)).status).toBe(404);
  });
});

describe("deleting a client", () => {
  it("removes it", async () => {
    const client = await create(owner, { name: "Gone soon" });
    expect((await call(owner, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/clients/${client.id}`)).status).toBe(404);
    expect((await call(owner, "DELETE", `/clients/${client.id}`)).status).toBe(404);
  });
});

describe("another user's clients", () => {
  it("are 404 for every verb, and stay untouched", async () => {
    const client = await create(owner, { name: "Private", email: "private@example.com" });
    const path = `/clients/${client.id}`;
    for (const [method, body] of [["GET"], ["PATCH", { name: "Hijacked" }], ["DELETE"]] as const) {
      const response = await call(stranger, method, path, body);
      expect(response.status, method).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
    }
    expect(await (await call(owner, "GET", path)).json()).toEqual(client);
    expect((await list(stranger, "?limit=200")).items.map((item) => item.id)).not.toContain(client.id);
    expect((await list(stranger, `?q=private`)).items).toEqual([]);
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    expect((await call(owner, "GET", "/clients/not-a-uuid")).status).toBe(400);
    expect((await call(owner, "GET", `/clients/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("listing clients", () => {
  let reader: TestUser;
  const names: string[] = [];

  beforeAll(async () => {
    reader = await t.signUp();
    for (let index = 0; index < 120; index++) {
      const name = `Client ${String(index).padStart(3, "0")}`;
      names.push(name);
      await create(reader, {
        name,
        company: index % 10 === 0 ? "Tenth & Co" : "Other Ltd",
        email: index === 7 ? "seven@special.example" : "",
        status: index % 3 === 0 ? "contacted" : "uncontacted",
      });
    }
  });

  it("pages through every client exactly once, newest first, 50 at a time by default", async () => {
    const seen: string[] = [];
    const pageSizes: number[] = [];
    const totals: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(reader, cursor ? `?cursor=${cursor}` : "");
      pageSizes.push(page.items.length);
      totals.push(page.total);
      seen.push(...page.items.map((item) => item.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(pageSizes).toEqual([50, 50, 20]);
    expect(totals).toEqual([120, null, null]);
    expect(seen).toEqual([...names].reverse());
  });

  it("sorts by name with sort=name, across pages", async () => {
    const first = await list(reader, "?sort=name&limit=70");
    const second = await list(reader, `?sort=name&limit=70&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.name)).toEqual([...names].sort());
  });

  it("searches name, email and company, case-insensitively", async () => {
    expect((await list(reader, "?q=client%20119")).items.map((item) => item.name)).toEqual(["Client 119"]);
    expect((await list(reader, "?q=SEVEN@SPECIAL")).items.map((item) => item.name)).toEqual(["Client 007"]);
    const tenth = await list(reader, "?q=tenth%20%26&limit=5");
    expect(tenth.items).toHaveLength(5);
    expect(tenth.total).toBe(12);
    expect((await list(reader, "?q=%25")).items).toEqual([]); // "%" is a character, not a wildcard
  });

  it("filters by status", async () => {
    const contacted = await list(reader, "?status=contacted&limit=200");
    expect(contacted.items).toHaveLength(40);
    expect(contacted.total).toBe(40);
    expect(contacted.items.every((item) => item.status === "contacted")).toBe(true);
  });

  it("counts up to 10,000 clients (1,000 found by a search) and says when there are more", async () => {
    const large = await t.signUp();
    await t.db.execute(sql`
      insert into clients (workspace_id, owner_id, name, company)
      select ${large.workspaceId}, ${large.id}, 'Client ' || n, case when n <= 1000 then 'Big Co' end from generate_series(1, 10001) as n`);
    const counted = async (query: string) => {
      const page = await list(large, query);
      return [page.total, page.total_capped];
    };
    expect(await counted("")).toEqual([10_000, true]);
    expect(await counted("?q=big%20co")).toEqual([1_000, false]);
    expect(await counted("?q=client")).toEqual([1_000, true]);
    expect(await counted(`?cursor=${(await list(large)).next_cursor}`)).toEqual([null, false]);
    // What shows no total (the command palette) leaves the count out; the page is the same.
    expect(await counted("?q=client&count=false")).toEqual([null, false]);
    expect((await list(large, "?q=client&limit=5&count=false")).items).toEqual((await list(large, "?q=client&limit=5")).items);
    expect((await call(large, "GET", "/clients?count=no")).status).toBe(400);
  });

  it("refuses a page size over 200, an unknown sort and a forged cursor", async () => {
    expect((await call(reader, "GET", "/clients?limit=201")).status).toBe(400);
    expect((await call(reader, "GET", "/clients?sort=email")).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(["yesterday'); drop table clients;--", "x"])).toString("base64url");
    const response = await call(reader, "GET", `/clients?cursor=${forged}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ cursor: "validation.invalid" });
  });
});

describe("activity", () => {
  it("records each change to a client in the same transaction", async () => {
    const user = await t.signUp();
    const client = await create(user, { name: "Tracked" });
    await call(user, "PATCH", `/clients/${client.id}`, { status: "closed_won" });
    await call(user, "DELETE", `/clients/${client.id}`);
    const rows = await t.db.select().from(activity).where(eq(activity.actorId, user.id)).orderBy(activity.createdAt);
    expect(rows.map((row) => [row.kind, row.entityId, row.details.name])).toEqual([
      ["client.created", client.id, "Tracked"],
      ["client.updated", client.id, "Tracked"],
      ["client.deleted", client.id, "Tracked"],
    ]);
  });

  it("records nothing when the change fails", async () => {
    const user = await t.signUp();
    await call(user, "POST", "/clients", { name: "" });
    await call(user, "PATCH", `/clients/${crypto.randomUUID()}`, { name: "Nobody" });
    expect(await t.db.select().from(activity).where(eq(activity.actorId, user.id))).toEqual([]);
  });
});

describe("input PostgreSQL cannot store", () => {
  it("is refused with 400, never a 500, wherever it is sent", async () => {
    await expectFieldError({ name: "a\u0000b" }, "name", "validation.invalid");
    await expectFieldError({ name: "x", company: "\u0000" }, "company", "validation.invalid");
    expect((await call(owner, "GET", "/clients?q=%00")).status).toBe(400);
    const cursor = Buffer.from(JSON.stringify(["a\u0000", crypto.randomUUID()])).toString("base64url");
    expect((await call(owner, "GET", `/clients?sort=name&cursor=${cursor}`)).status).toBe(400);
    const signUp = await t.postJson("/api/auth/sign-up/email", {
      email: "nul@example.com",
      password: "Sturdy-Passw0rd",
      name: "a\u0000b",
    });
    expect(signUp.status).toBe(400);
  });
});
