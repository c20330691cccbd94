import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Client } from "@shared/clients/client.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import type { ImportedWorkspace, WorkspaceFile } from "@shared/workspace-export/workspace-file.schema";
import type { AccountFile } from "@shared/workspace-export/account-file.schema";
import { account, apiKeys, calendarFeeds, session, workspaceInvitations, workspaceMembers, workspaces } from "../db/schema";
import { createMailingTestApp, createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { fingerprint } from "./workspace-file-fingerprint";
import { checkBooks } from "../operations/books-check";

let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
/** The server a workspace moves from (it mails, so that an email to a client is sent), and the one it moves to. */
let source: TestApp;
let destination: TestApp;
beforeAll(async () => {
  mailing = await createMailingTestApp();
  source = mailing.t;
  destination = await createTestApp();
});
afterAll(async () => {
  await mailing.close();
  await destination.close();
});

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

/** The workspace worked in, as a download: the file's text and the name the server gives it. */
async function exportWorkspace(t: TestApp, user: TestUser): Promise<{ text: string; file: WorkspaceFile; fileName: string | undefined }> {
  const response = await t.api(user, "GET", "/exports/workspace");
  expect(response.status, await response.clone().text()).toBe(200);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const text = await response.text();
  return { text, file: JSON.parse(text) as WorkspaceFile, fileName };
}

function importFile(t: TestApp, user: TestUser, body: string) {
  return t.request("/api/v1/workspaces/import", {
    method: "POST",
    headers: { cookie: user.cookie, "content-type": "application/json" },
    body,
  });
}

const workspaceCount = async (t: TestApp) => (await t.db.select({ count: sql<number>`count(*)::int` }).from(workspaces))[0]!.count;

/** Makes `member` a member of `owner`'s workspace with `role`, working in it. */
async function join(t: TestApp, owner: TestUser, member: TestUser, role: "admin" | "member") {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

/**
 * A workspace with some of everything: euros with prices tax included, three rates (one
 * archived), items (one with a default rate, one deleted after it was sold), clients with their
 * billing details, orders in every status (lines at two rates), notes by two people, tasks with
 * and without a time (one done), a draft and a sent email, and the activity all this wrote.
 */
async function fillWorkspace(t: TestApp, owner: TestUser, colleague: TestUser) {
  const call = async <T>(user: TestUser, method: string, path: string, body: unknown, status: number) =>
    json<T>(await t.api(user, method, path, body), status);
  await call(
    owner,
    "PATCH",
    `/workspaces/${owner.workspaceId}`,
    { name: "Müller & Söhne GmbH", currency: "EUR", prices_include_tax: true },
    200,
  );
  const vat = await call<TaxRate>(owner, "POST", "/tax-rates", { name: "MwSt 19 %", rate: 19 }, 201);
  const reduced = await call<TaxRate>(owner, "POST", "/tax-rates", { name: "MwSt 7 %", rate: 7 }, 201);
  const old = await call<TaxRate>(owner, "POST", "/tax-rates", { name: "Alt 16 %", rate: 16 }, 201);
  const chair = await call<InventoryItem>(
    owner,
    "POST",
    "/inventory",
    { item_name: "Stuhl", quantity: 100, unit_price: 49.9, tax_rate_id: vat.id },
    201,
  );
  const book = await call<InventoryItem>(
    owner,
    "POST",
    "/inventory",
    { item_name: "Buch", quantity: 40, unit_price: 12.5, low_stock_threshold: 5 },
    201,
  );
  const gone = await call<InventoryItem>(owner, "POST", "/inventory", { item_name: "Auslaufmodell", quantity: 10, unit_price: 3 }, 201);
  const ada = await call<Client>(
    owner,
    "POST",
    "/clients",
    {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      status: "interested",
      address: "12 Rue de la Paix\n75002 Paris",
      tax_id: "FR 12 345678901",
      preferred_language: "fr",
      linkedin_url: "linkedin.com/in/ada",
    },
    201,
  );
  const grace = await call<Client>(colleague, "POST", "/clients", { name: "Grace Hopper", phone: "+1 555 0100" }, 201);
  const alan = await call<Client>(owner, "POST", "/clients", { name: "Alan Turing", status: "negotiation" }, 201);
  await call(owner, "PATCH", `/clients/${alan.id}`, { status: "closed_won" }, 200);

  const order = (client: Client | null, lines: { inventory_item_id: string; quantity: number; tax_rate_id?: string | null }[]) =>
    call<OrderDetail>(owner, "POST", "/orders", { client_id: client?.id ?? null, lines }, 201);
  const statuses = ["created", "confirmed", "delivered", "paid", "cancelled"] as const;
  for (const [index, status] of statuses.entries()) {
    const made = await order(index % 2 === 0 ? ada : grace, [
      { inventory_item_id: chair.id, quantity: index + 1 },
      { inventory_item_id: book.id, quantity: 2, tax_rate_id: reduced.id },
    ]);
    if (status !== "created") await call(owner, "PATCH", `/orders/${made.id}`, { status }, 200);
  }
  await order(null, [{ inventory_item_id: gone.id, quantity: 1, tax_rate_id: old.id }]);
  await call(owner, "DELETE", `/inventory/${gone.id}`, undefined, 204);
  await call(owner, "PATCH", `/tax-rates/${old.id}`, { archived: true }, 200);

  await call(owner, "POST", `/clients/${ada.id}/notes`, { body: "Wants 40 chairs.\n\n  - budget < 5 000 € 👍🏽" }, 201);
  await call(colleague, "POST", `/clients/${grace.id}/notes`, { body: "Called back" }, 201);
  await call(
    owner,
    "POST",
    "/tasks",
    { title: "Send the quote", client_id: ada.id, due_date: "2026-12-01", due_at: "2026-12-01T09:30:00+01:00" },
    201,
  );
  const done = await call<{ id: string }>(
    colleague,
    "POST",
    "/tasks",
    { title: "Book a room", due_date: "2026-11-20", assignee_id: owner.id },
    201,
  );
  await call(owner, "PATCH", `/tasks/${done.id}`, { done: true }, 200);
  await call(owner, "POST", `/clients/${ada.id}/emails`, { subject: "Your quote", body: "Dear Ada,\nhere it is.", send: false }, 201);
  await call(owner, "POST", `/clients/${ada.id}/emails`, { subject: "Thank you", body: "See you soon.", send: true }, 201);
}

describe("the workspace file", () => {
  it("moves a workspace to another server: the imported workspace exports the same data, and its numbering continues", async () => {
    const [owner, colleague] = [await source.signUp(), await source.signUp()];
    await join(source, owner, colleague, "member");
    await fillWorkspace(source, owner, colleague);

    const exported = await exportWorkspace(source, owner);
    expect(exported.fileName).toBe(`muller-sohne-gmbh-${new Date().toISOString().slice(0, 10)}.clientele.json`);
    const { file } = exported;
    expect(file).toMatchObject({
      format: "clientele-workspace",
      version: 1,
      workspace: { name: "Müller & Söhne GmbH", currency: "EUR", prices_include_tax: true },
    });
    expect(file.members.map((member) => member.email).sort()).toEqual([owner.email, colleague.email].sort());
    expect(file.clients.map((client) => client.name).sort()).toEqual(["Ada Lovelace", "Alan Turing", "Grace Hopper"]);
    expect(file.orders.map((order) => order.status).sort()).toEqual(["cancelled", "confirmed", "created", "created", "delivered", "paid"]);
    expect(file.orders.flatMap((order) => order.lines).find((line) => line.item_name === "Auslaufmodell")).toMatchObject({
      inventory_item_id: null,
      tax_name: "Alt 16 %",
      tax_rate: 16,
    });
    expect(file.tax_rates.filter((rate) => rate.archived_at !== null)).toHaveLength(1);
    expect(file.client_emails.map((email) => email.state).sort()).toEqual(["draft", "sent"]);
    expect(file.tasks.filter((task) => task.done_at !== null)).toHaveLength(1);
    expect(file.activity.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["client.created", "order.status_changed", "note.added", "email.sent"]),
    );
    expect(file.number_series).toEqual([{ series: "order", last_number: 6 }]);
    // Timestamps keep the database's microseconds.
    expect(file.clients[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

    // Another account, on another server, imports it.
    const importer = await destination.signUp();
    const before = await workspaceCount(destination);
    const { workspace } = await json<ImportedWorkspace>(await importFile(destination, importer, exported.text), 201);
    expect(workspace.name).toBe("Müller & Söhne GmbH");
    expect(await workspaceCount(destination)).toBe(before + 1);
    // The session stays where it was until the app switches.
    const listed = await json<{ items: { id: string; role: string; active: boolean }[] }>(
      await destination.api(importer, "GET", "/workspaces"),
      200,
    );
    expect(listed.items.find((item) => item.id === workspace.id)).toMatchObject({ role: "owner", active: false });
    expect((await destination.api(importer, "POST", `/workspaces/${workspace.id}/activate`)).status).toBe(200);

    const reexported = await exportWorkspace(destination, importer);
    expect(fingerprint(reexported.file)).toBe(fingerprint(file));
    // Nobody from the file joined: the importer alone, and every person reference is the importer.
    expect(reexported.file.members.map((member) => member.email)).toEqual([importer.email]);
    expect(new Set(reexported.file.clients.map((client) => client.owner_id))).toEqual(new Set([importer.id]));
    expect(new Set(reexported.file.notes.map((note) => note.author_id))).toEqual(new Set([importer.id]));
    // Same ids as on the source server.
    expect(reexported.file.orders.map((order) => order.id)).toEqual(file.orders.map((order) => order.id));

    // What triggers derive from the rows (the counts by status, each client's sales, the lines' sale dates) was made again.
    expect(await checkBooks(destination.db)).toEqual([]);
    // The new workspace works: its lists, its dashboard counts, and the next order's number.
    const clients = await json<{ items: Client[] }>(await destination.api(importer, "GET", "/clients?owner_id=" + importer.id), 200);
    expect(clients.items.map((client) => client.name).sort()).toEqual(["Ada Lovelace", "Alan Turing", "Grace Hopper"]);
    const chair = reexported.file.inventory_items.find((item) => item.item_name === "Stuhl")!;
    const next = await json<OrderDetail>(
      await destination.api(importer, "POST", "/orders", { lines: [{ inventory_item_id: chair.id, quantity: 1 }] }),
      201,
    );
    expect(next.number).toBe(7);
    expect(next.lines[0]).toMatchObject({ tax_name: "MwSt 19 %", tax_rate: 19 });
  });

  it("can be imported on the same server, beside the workspace it came from, with the same ids", async () => {
    const owner = await destination.signUp();
    const item = await json<InventoryItem>(await destination.api(owner, "POST", "/inventory", { item_name: "Lamp", quantity: 3 }), 201);
    const { text } = await exportWorkspace(destination, owner);
    const { workspace } = await json<ImportedWorkspace>(await importFile(destination, owner, text), 201);
    expect((await destination.api(owner, "POST", `/workspaces/${workspace.id}/activate`)).status).toBe(200);
    const copy = await json<InventoryItem>(await destination.api(owner, "GET", `/inventory/${item.id}`), 200);
    expect(copy).toEqual(item);
    // Changing the copy leaves the original as it was.
    await json(await destination.api(owner, "PATCH", `/inventory/${item.id}`, { quantity: 9 }), 200);
    expect((await destination.api(owner, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
    expect(await json<InventoryItem>(await destination.api(owner, "GET", `/inventory/${item.id}`), 200)).toEqual(item);
  });

  it("holds no password hash, key, token or secret, and nothing of another workspace", async () => {
    const t = source;
    const owner = await t.signUp();
    await json(await t.api(owner, "POST", "/clients", { name: "Own client" }), 201);
    const { key } = await json<{ key: string }>(await t.api(owner, "POST", "/api-keys", { name: "Backups" }), 201);
    const { url: feedUrl } = await json<{ url: string }>(await t.api(owner, "POST", "/calendar-feed/rotate"), 201);
    const { url: invitationUrl } = await json<{ url: string }>(
      await t.api(owner, "POST", `/workspaces/${owner.workspaceId}/invitations`, { email: "newcomer@example.com", role: "member" }),
      201,
    );
    // The owner's second workspace, and another user's.
    const second = await json<{ id: string }>(await t.api(owner, "POST", "/workspaces", { name: "Second" }), 201);
    await json(await t.api(owner, "POST", "/clients", { name: "Client of the second workspace" }), 201);
    expect((await t.api(owner, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
    const stranger = await t.signUp();
    await json(await t.api(stranger, "POST", "/clients", { name: "Client of a stranger" }), 201);

    const { text } = await exportWorkspace(t, owner);
    expect(text).toContain("Own client");
    const secrets = [
      key,
      ...(await t.db.select({ value: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.userId, owner.id))).map((row) => row.value),
      feedUrl.slice(feedUrl.lastIndexOf("/") + 1).replace(/\.ics$/, ""),
      ...(await t.db.select({ value: calendarFeeds.tokenHash }).from(calendarFeeds).where(eq(calendarFeeds.userId, owner.id))).map(
        (row) => row.value,
      ),
      decodeURIComponent(invitationUrl.slice(invitationUrl.lastIndexOf("/") + 1)),
      ...(
        await t.db
          .select({ value: workspaceInvitations.tokenHash })
          .from(workspaceInvitations)
          .where(eq(workspaceInvitations.invitedBy, owner.id))
      ).map((row) => row.value),
      ...(await t.db.select({ value: account.password }).from(account).where(eq(account.userId, owner.id))).map((row) => row.value!),
      ...(await t.db.select({ value: session.token }).from(session).where(eq(session.userId, owner.id))).map((row) => row.value),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) expect(text, `the export holds ${secret}`).not.toContain(secret);
    for (const foreign of ["Client of the second workspace", "Client of a stranger", second.id, stranger.email, stranger.workspaceId]) {
      expect(text, `the export holds ${foreign}`).not.toContain(foreign);
    }
  });

  it("is for admins and the owner: a member is refused", async () => {
    const [owner, admin, member] = [await source.signUp(), await source.signUp(), await source.signUp()];
    await join(source, owner, admin, "admin");
    await join(source, owner, member, "member");
    const refused = await json<ErrorBody>(await source.api(member, "GET", "/exports/workspace"), 403);
    expect(refused.error.code).toBe("FORBIDDEN");
    expect((await exportWorkspace(source, admin)).file.workspace.id).toBe(owner.workspaceId);
  });

  it("is written compressed for a caller that accepts gzip", async () => {
    const owner = await source.signUp();
    const response = await source.request("/api/v1/exports/workspace", { headers: { cookie: owner.cookie, "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(JSON.parse(text)).toMatchObject({ format: "clientele-workspace", workspace: { id: owner.workspaceId } });
  });
});

/** A small valid file, made by hand: a rate, a client, an item and an order of it. */
function validFile(): WorkspaceFile {
  const at = "2026-11-26T09:30:00.000000Z";
  const ids = { rate: crypto.randomUUID(), client: crypto.randomUUID(), item: crypto.randomUUID(), order: crypto.randomUUID() };
  return {
    format: "clientele-workspace",
    version: 1,
    exported_at: at,
    workspace: { id: crypto.randomUUID(), name: "Imported", currency: "EUR", prices_include_tax: false },
    members: [{ id: "someone", email: "someone@example.com", name: "Someone", role: "owner" }],
    tax_rates: [{ id: ids.rate, name: "VAT", rate: 20, archived_at: null, created_at: at, updated_at: at }],
    clients: [
      {
        id: ids.client,
        owner_id: "someone",
        name: "Ada",
        email: null,
        phone: null,
        company: null,
        position: null,
        linkedin_url: null,
        status: "uncontacted",
        address: null,
        tax_id: null,
        preferred_language: null,
        created_at: at,
        updated_at: at,
      },
    ],
    inventory_items: [
      {
        id: ids.item,
        created_by: "someone",
        item_name: "Chair",
        quantity: 5,
        unit_price: 10,
        low_stock_threshold: null,
        tax_rate_id: ids.rate,
        created_at: at,
        updated_at: at,
      },
    ],
    orders: [
      {
        id: ids.order,
        number: 1,
        created_by: "someone",
        client_id: ids.client,
        status: "confirmed",
        prices_include_tax: false,
        subtotal_net: 20,
        tax_total: 4,
        taxes: [{ name: "VAT", rate: 20, base: 20, amount: 4 }],
        total_price: 24,
        created_at: at,
        updated_at: at,
        lines: [
          {
            id: crypto.randomUUID(),
            line_number: 0,
            inventory_item_id: ids.item,
            item_name: "Chair",
            quantity: 2,
            unit_price: 10,
            tax_rate_id: ids.rate,
            tax_name: "VAT",
            tax_rate: 20,
            created_at: at,
            updated_at: at,
          },
        ],
      },
    ],
    notes: [{ id: crypto.randomUUID(), client_id: ids.client, author_id: null, body: "Hello", created_at: at, updated_at: at }],
    tasks: [],
    client_emails: [],
    activity: [],
    number_series: [{ series: "order", last_number: 1 }],
  };
}

describe("importing a workspace file", () => {
  let importer: TestUser;
  beforeAll(async () => {
    importer = await destination.signUp();
  });

  /** The file is refused with 400 and `details` saying why, and no workspace is made. */
  async function expectRefused(body: string, details: Record<string, unknown>) {
    const before = await workspaceCount(destination);
    const refused = await json<ErrorBody>(await importFile(destination, importer, body), 400);
    expect(refused.error.code).toBe("VALIDATION");
    expect(refused.error.details).toMatchObject(details);
    expect(await workspaceCount(destination)).toBe(before);
  }

  const withChange = (change: (file: WorkspaceFile) => void) => {
    const file = validFile();
    change(file);
    return JSON.stringify(file);
  };

  it("accepts a file made by hand, its people becoming the importer", async () => {
    const { workspace } = await json<ImportedWorkspace>(await importFile(destination, importer, JSON.stringify(validFile())), 201);
    expect((await destination.api(importer, "POST", `/workspaces/${workspace.id}/activate`)).status).toBe(200);
    const { file } = await exportWorkspace(destination, importer);
    expect(file.clients[0]).toMatchObject({ name: "Ada", owner_id: importer.id });
    // A note whose author was unknown stays without one.
    expect(file.notes[0]).toMatchObject({ body: "Hello", author_id: null });
    expect(file.orders[0]).toMatchObject({ number: 1, total_price: 24 });
  });

  it("refuses what is not JSON, not a workspace file, or of another version", async () => {
    await expectRefused("{not json", { reason: "not_json" });
    await expectRefused("[1, 2]", { reason: "not_a_workspace_file" });
    await expectRefused(JSON.stringify({ format: "something-else", version: 1 }), { reason: "not_a_workspace_file" });
    await expectRefused(JSON.stringify({ ...validFile(), version: 2 }), { reason: "unsupported_version" });
  });

  it("refuses a value the forms would refuse, saying where", async () => {
    await expectRefused(
      withChange((file) => (file.clients[0]!.name = "x".repeat(2 * 1024 * 1024))),
      { reason: "invalid_workspace_file", at: "clients[0].name", problem: "validation.nameTooLong" },
    );
    await expectRefused(
      withChange((file) => ((file.orders[0]!.lines[0] as { quantity: unknown }).quantity = "2")),
      { reason: "invalid_workspace_file", at: "orders[0].lines[0].quantity", problem: "validation.quantityWhole" },
    );
    await expectRefused(
      withChange((file) => (file.clients[0]!.linkedin_url = "javascript:alert(1)")),
      { reason: "invalid_workspace_file", at: "clients[0].linkedin_url", problem: "validation.invalidUrl" },
    );
    // Hundreds of thousands of faulty records, or facts, are one refusal: the first.
    await expectRefused(
      withChange((file) => (file.clients = Array.from({ length: 300_000 }, () => ({}) as WorkspaceFile["clients"][number]))),
      { reason: "invalid_workspace_file", at: "clients[0].id", problem: "validation.invalid" },
    );
    await expectRefused(
      withChange((file) =>
        file.activity.push({
          id: crypto.randomUUID(),
          actor_id: null,
          kind: "client.created",
          entity_id: null,
          client_id: null,
          details: Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`key${index}`, String(index)])),
          created_at: file.exported_at,
        }),
      ),
      { reason: "invalid_workspace_file", at: "activity[0].details", problem: "validation.invalid" },
    );
    await expectRefused(
      withChange((file) => delete (file as Partial<WorkspaceFile>).orders),
      {
        reason: "invalid_workspace_file",
        at: "orders",
      },
    );
  });

  it("refuses references to records the file does not hold, duplicate ids, and amounts that do not add up", async () => {
    const elsewhere = crypto.randomUUID();
    await expectRefused(
      withChange((file) => (file.orders[0]!.lines[0]!.inventory_item_id = elsewhere)),
      {
        reason: "invalid_workspace_file",
        at: "orders[0].lines[0].inventory_item_id",
        problem: "dataExport.problems.unknownReference",
        value: elsewhere,
      },
    );
    await expectRefused(
      withChange((file) => (file.notes[0]!.client_id = elsewhere)),
      { at: "notes[0].client_id", problem: "dataExport.problems.unknownReference" },
    );
    await expectRefused(
      withChange((file) => file.clients.push({ ...file.clients[0]!, name: "Twin" })),
      { at: "clients[1].id", problem: "dataExport.problems.duplicateId" },
    );
    await expectRefused(
      withChange((file) =>
        file.orders.push({
          ...file.orders[0]!,
          id: crypto.randomUUID(),
          lines: [{ ...file.orders[0]!.lines[0]!, id: crypto.randomUUID() }],
        }),
      ),
      { at: "orders[1].number", problem: "dataExport.problems.duplicateOrderNumber" },
    );
    await expectRefused(
      withChange((file) => (file.orders[0]!.total_price = 25)),
      { at: "orders[0].total_price", problem: "dataExport.problems.amountsDoNotAdd" },
    );
    await expectRefused(
      withChange((file) => (file.number_series = [])),
      { at: "number_series", problem: "dataExport.problems.numberingBehind" },
    );
  });

  it("refuses a file over 50 MB with 413, and makes nothing", async () => {
    const before = await workspaceCount(destination);
    const file = JSON.stringify(validFile());
    const body = file.slice(0, -1) + `,"padding":"${"x".repeat(WORKSPACE_FILE_MAX_BYTES - file.length - 12)}"}`;
    expect(Buffer.byteLength(body)).toBe(WORKSPACE_FILE_MAX_BYTES + 1);
    const refused = await json<ErrorBody>(await importFile(destination, importer, body), 413);
    expect(refused.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await workspaceCount(destination)).toBe(before);
  });

  it("needs a signed-in session, and counts against the workspaces an account may own", async () => {
    const user = await destination.signUp();
    const { key } = await json<{ key: string }>(await destination.api(user, "POST", "/api-keys", { name: "Script" }), 201);
    const withKey = await destination.request("/api/v1/workspaces/import", {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify(validFile()),
    });
    expect(withKey.status).toBe(403);

    const more = await destination.db
      .insert(workspaces)
      .values(Array.from({ length: 19 }, (_, index) => ({ name: `Owned ${index}` })))
      .returning({ id: workspaces.id });
    await destination.db
      .insert(workspaceMembers)
      .values(more.map(({ id }) => ({ workspaceId: id, userId: user.id, role: "owner" as const })));
    const before = await workspaceCount(destination);
    const refused = await json<ErrorBody>(await importFile(destination, user, JSON.stringify(validFile())), 409);
    expect(refused.error.details).toEqual({ reason: "too_many_workspaces" });
    expect(await workspaceCount(destination)).toBe(before);
  });
});

describe("the personal data export", () => {
  it("holds the account, its memberships and what the user wrote, and no secret or other person's data", async () => {
    const t = source;
    const [user, owner] = [await t.signUp(), await t.signUp()];
    const mine = await json<Client>(await t.api(user, "POST", "/clients", { name: "My own client" }), 201);
    await json(await t.api(user, "POST", `/clients/${mine.id}/notes`, { body: "My note in my workspace" }), 201);
    await json(await t.api(user, "POST", "/api-keys", { name: "My script" }), 201);
    await join(t, owner, user, "member");
    const theirs = await json<Client>(await t.api(owner, "POST", "/clients", { name: "The owner's client" }), 201);
    await json(await t.api(user, "POST", `/clients/${theirs.id}/notes`, { body: "My note in a shared workspace" }), 201);
    await json(await t.api(owner, "POST", `/clients/${theirs.id}/notes`, { body: "The owner's note" }), 201);
    await json(await t.api(owner, "POST", "/tasks", { title: "Task the owner gave me", assignee_id: user.id }), 201);

    const response = await t.api(user, "GET", "/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="clientele-my-data-\d{4}-\d\d-\d\d\.json"$/);
    const text = await response.text();
    const file = JSON.parse(text) as AccountFile;
    expect(file.account).toMatchObject({ id: user.id, email: user.email, sign_in_methods: ["credential"] });
    expect(file.api_keys.map((key) => key.name)).toEqual(["My script"]);
    expect(file.workspaces.map((workspace) => workspace.role)).toEqual(["owner", "member"]);
    const [own, shared] = file.workspaces;
    expect(own!.clients_owned).toEqual([{ id: mine.id, name: "My own client" }]);
    expect(own!.notes.map((note) => note.body)).toEqual(["My note in my workspace"]);
    expect(shared!.notes.map((note) => note.body)).toEqual(["My note in a shared workspace"]);
    expect(shared!.tasks).toEqual([
      expect.objectContaining({ title: "Task the owner gave me", assigned_to_me: true, created_by_me: false }),
    ]);
    expect(shared!.activity.map((entry) => entry.kind)).toEqual(["note.added"]);

    const [password] = await t.db.select({ value: account.password }).from(account).where(eq(account.userId, user.id));
    const tokens = await t.db.select({ value: session.token }).from(session).where(eq(session.userId, user.id));
    const [keyHash] = await t.db.select({ value: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.userId, user.id));
    for (const secret of [password!.value!, keyHash!.value, ...tokens.map((row) => row.value)]) expect(text).not.toContain(secret);
    for (const others of ["The owner's note", owner.email, owner.id]) expect(text).not.toContain(others);
  });

  it("needs a signed-in session, not an API key", async () => {
    const user = await source.signUp();
    const { key } = await json<{ key: string }>(await source.api(user, "POST", "/api-keys", { name: "Script" }), 201);
    expect((await source.apiWith({ "x-api-key": key }, "GET", "/account/export")).status).toBe(403);
  });
});
