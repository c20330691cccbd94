import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Client } from "@shared/clients/client.schema";
import type { ImportResource } from "@shared/imports/import.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Page } from "@shared/pagination";
import { imports, workspaceMembers } from "../db/schema";
import { EventStreamReader } from "../test/event-stream-reader";
import { pseudoRandomBytes, xlsxFile, xlsxZipBomb } from "./test-files";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Uploads a file as the web app does: its bytes as the body. */
function upload(user: TestUser, kind: "clients" | "inventory", bytes: Uint8Array, fileName = "file.csv") {
  return t.request(`/api/v1/imports?${new URLSearchParams({ kind, file_name: fileName })}`, {
    method: "POST",
    headers: { cookie: user.cookie, "content-type": "application/octet-stream" },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

const uploaded = async (user: TestUser, kind: "clients" | "inventory", text: string | Uint8Array) =>
  json<ImportResource>(await upload(user, kind, typeof text === "string" ? encode(text) : text), 201);

/** Runs an import and waits for its report, as the web app polls it. */
async function imported(user: TestUser, preview: ImportResource, options: Record<string, unknown> = {}): Promise<ImportResource> {
  const started = await json<ImportResource>(
    await t.api(user, "POST", `/imports/${preview.id}/run`, { mapping: preview.guessed_mapping, number_format: "dot", ...options }),
    202,
  );
  expect(started.status).toBe("running");
  for (;;) {
    const current = await json<ImportResource>(await t.api(user, "GET", `/imports/${preview.id}`), 200);
    if (current.status !== "running") return current;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const clientsOf = async (user: TestUser) => (await json<Page<Client>>(await t.api(user, "GET", "/clients?limit=100&sort=name"), 200)).items;
const itemsOf = async (user: TestUser) =>
  (await json<Page<InventoryItem>>(await t.api(user, "GET", "/inventory?limit=100&sort=item_name"), 200)).items;

const GERMAN_CLIENTS = [
  "Name;Firma;E-Mail;Telefon;Status;Verantwortlich;Sprache",
  'Ada Lovelace;"Analytical; Engines";ada@example.com;+44 20 7946 0001;Interessiert;;Englisch',
  "Grace Hopper;Navy;grace@;;Kontaktiert;;",
  '"Jean ""Django"" Reinhardt";Quintette;django@example.com;;In Verhandlung;OWNER;fr',
  "Émilie du Châtelet;;emilie@example.com;;Status unbekannt;;",
  "",
  "Alan Turing;Bletchley;ADA@example.com;;;;",
].join("\r\n");

describe("an import of clients", () => {
  it("previews a semicolon file with German headers and guesses the mapping", async () => {
    const ana = await t.signUp();
    const preview = await uploaded(ana, "clients", GERMAN_CLIENTS);
    expect(preview).toMatchObject({
      status: "ready",
      format: "csv",
      encoding: "utf-8",
      separator: ";",
      headers: ["Name", "Firma", "E-Mail", "Telefon", "Status", "Verantwortlich", "Sprache"],
      rows: 5,
      progress: { processed: 0, total: 5 },
      report: null,
    });
    expect(preview.preview[0]).toEqual([
      "Ada Lovelace",
      "Analytical; Engines",
      "ada@example.com",
      "+44 20 7946 0001",
      "Interessiert",
      "",
      "Englisch",
    ]);
    expect(preview.guessed_mapping).toMatchObject({ name: 0, company: 1, email: 2, phone: 3, status: 4, owner: 5, preferred_language: 6 });
    // Nothing is imported before the run.
    expect(await clientsOf(ana)).toEqual([]);
  });

  it("creates the valid rows and reports each skipped one with its line, field and reason", async () => {
    const ana = await t.signUp();
    const preview = await uploaded(ana, "clients", GERMAN_CLIENTS.replace("OWNER", ana.email.toUpperCase()));
    const done = await imported(ana, preview);
    expect(done.status).toBe("done");
    expect(done.report).toEqual({
      created: 2,
      updated: 0,
      skipped: 3,
      errors: [
        { line: 3, field: "email", reason: "validation.invalidEmail", value: "grace@", duplicate_of: null },
        { line: 5, field: "status", reason: "imports.reasons.unknownStatus", value: "Status unbekannt", duplicate_of: null },
        // Line 6 is blank; line 7 repeats line 2's email in other letters.
        { line: 7, field: null, reason: "imports.reasons.duplicateInFile", value: "ada@example.com", duplicate_of: 2 },
      ],
    });
    const [ada, django] = await clientsOf(ana);
    expect(ada).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical; Engines",
      email: "ada@example.com",
      phone: "+44 20 7946 0001",
      status: "interested",
      owner_id: ana.id,
      preferred_language: "en",
    });
    expect(django).toMatchObject({ name: 'Jean "Django" Reinhardt', status: "negotiation", preferred_language: "fr", owner_id: ana.id });
    expect(done.progress).toEqual({ processed: 5, total: 5 });
    expect(done.finished_at).not.toBeNull();
  });

  it("gives each client the member its owner cell names by email or name, else the importer", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const bobName = bob.email.split("@")[0]!;
    const preview = await uploaded(
      ana,
      "clients",
      `name,owner\nBy email,${bob.email}\nBy name,${bobName.toUpperCase()}\nNobody known,someone@else.com\nEmpty,\n`,
    );
    await imported(ana, preview);
    const owners = Object.fromEntries((await clientsOf(ana)).map((client) => [client.name, client.owner_id]));
    expect(owners).toEqual({ "By email": bob.id, "By name": bob.id, "Nobody known": ana.id, Empty: ana.id });
  });

  it("skips the rows matching an existing client by email, or updates it with the cells that hold something", async () => {
    const ana = await t.signUp();
    const existing = await json<Client>(
      await t.api(ana, "POST", "/clients", { name: "Ada L.", email: "Ada@Example.com", phone: "+1 555 0100", company: "Old" }),
      201,
    );
    const file = "name,email,phone,company\nAda Lovelace,ada@example.com,,Analytical Engines\nNew One,new@example.com,,\n";

    const skipped = await imported(ana, await uploaded(ana, "clients", file), { duplicates: "skip" });
    expect(skipped.report).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect(skipped.report!.errors).toEqual([
      { line: 2, field: null, reason: "imports.reasons.alreadyExists", value: "ada@example.com", duplicate_of: null },
    ]);
    expect((await clientsOf(ana)).find((client) => client.id === existing.id)).toMatchObject({ name: "Ada L.", company: "Old" });

    const updated = await imported(ana, await uploaded(ana, "clients", file.replace("New One", "Other").replace("new@", "other@")), {
      duplicates: "update",
    });
    expect(updated.report).toMatchObject({ created: 1, updated: 1, skipped: 0, errors: [] });
    // The empty phone cell leaves the phone as it was.
    expect((await clientsOf(ana)).find((client) => client.id === existing.id)).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      phone: "+1 555 0100",
    });
  });

  it("all or nothing: one invalid row and nothing is saved; every row valid and all are", async () => {
    const ana = await t.signUp();
    const refused = await imported(ana, await uploaded(ana, "clients", "name,email\nAda,ada@example.com\nGrace,not-an-email\n"), {
      all_or_nothing: true,
    });
    expect(refused.status).toBe("done");
    expect(refused.report).toEqual({
      created: 0,
      updated: 0,
      skipped: 2,
      errors: [{ line: 3, field: "email", reason: "validation.invalidEmail", value: "not-an-email", duplicate_of: null }],
    });
    expect(await clientsOf(ana)).toEqual([]);

    const accepted = await imported(ana, await uploaded(ana, "clients", "name,email\nAda,ada@example.com\nGrace,grace@example.com\n"), {
      all_or_nothing: true,
    });
    expect(accepted.report).toMatchObject({ created: 2, skipped: 0 });
    expect((await clientsOf(ana)).map((client) => client.name)).toEqual(["Ada", "Grace"]);
  });

  it("publishes one change for the whole import, not one per row, and one activity entry", async () => {
    const ana = await t.signUp();
    const response = await t.request("/api/v1/events", { headers: { cookie: ana.cookie } });
    const stream = new EventStreamReader(response.body!);
    const rows = Array.from({ length: 600 }, (_, index) => `Client ${index},client${index}@example.com`).join("\n");
    const done = await imported(ana, await uploaded(ana, "clients", `name,email\n${rows}\n`));
    expect(done.report).toMatchObject({ created: 600, skipped: 0 });
    expect(await stream.changesUntilQuiet()).toEqual([{ entity: "client", action: "created", id: null }]);
    await stream.cancel();

    const dashboard = await json<{ recent_activity: { kind: string; details: Record<string, unknown> }[] }>(
      await t.api(ana, "GET", "/dashboard"),
      200,
    );
    const entries = dashboard.recent_activity.filter((entry) => entry.kind.startsWith("client.") || entry.kind === "import.completed");
    expect(entries).toEqual([
      expect.objectContaining({ kind: "import.completed", details: expect.objectContaining({ created: 600, updated: 0, skipped: 0 }) }),
    ]);
  });
});

describe("an import of inventory", () => {
  it("reads prices in the file's number format and tax rates by name or percent", async () => {
    const ana = await t.signUp();
    const rate = await json<{ id: string }>(await t.api(ana, "POST", "/tax-rates", { name: "MwSt", rate: 19 }), 201);
    const reduced = await json<{ id: string }>(await t.api(ana, "POST", "/tax-rates", { name: "Ermäßigt", rate: 7 }), 201);
    const file = [
      "Artikel;Menge;Preis;Mindestbestand;MwSt",
      "Stuhl;1.200;1.234,50;10;19 %",
      "Tisch;3;99,9;;Ermäßigt",
      "Lampe;zwei;5;;",
      "Regal;1;5;;25 %",
      "Kiste;-1;5;;",
    ].join("\n");
    const preview = await uploaded(ana, "inventory", file);
    expect(preview.guessed_number_format).toBe("comma");
    expect(preview.guessed_mapping).toMatchObject({ item_name: 0, quantity: 1, unit_price: 2, low_stock_threshold: 3, tax_rate: 4 });
    const done = await imported(ana, preview, { number_format: "comma" });
    expect(done.report).toEqual({
      created: 2,
      updated: 0,
      skipped: 3,
      errors: [
        { line: 4, field: "quantity", reason: "imports.reasons.invalidNumber", value: "zwei", duplicate_of: null },
        { line: 5, field: "tax_rate", reason: "imports.reasons.unknownTaxRate", value: "25 %", duplicate_of: null },
        { line: 6, field: "quantity", reason: "validation.quantityNonNegative", value: "-1", duplicate_of: null },
      ],
    });
    expect(await itemsOf(ana)).toEqual([
      expect.objectContaining({ item_name: "Stuhl", quantity: 1200, unit_price: 1234.5, low_stock_threshold: 10, tax_rate_id: rate.id }),
      expect.objectContaining({ item_name: "Tisch", quantity: 3, unit_price: 99.9, low_stock_threshold: null, tax_rate_id: reduced.id }),
    ]);
  });

  it("refuses a price with more decimals than the workspace currency has", async () => {
    const ana = await t.signUp();
    expect((await t.api(ana, "PATCH", `/workspaces/${ana.workspaceId}`, { currency: "JPY" })).status).toBe(200);
    const done = await imported(ana, await uploaded(ana, "inventory", "item_name,unit_price\nTea,1.5\nRice,300\n"));
    expect(done.report).toMatchObject({ created: 1, skipped: 1 });
    expect(done.report!.errors[0]).toMatchObject({ line: 2, field: "unit_price", reason: "validation.priceDecimals" });
  });
});

describe("what an import refuses", () => {
  const expectReason = async (response: Response, status: number, reason: string) => {
    const body = await json<ErrorBody>(response, status);
    expect(body.error.details?.reason).toBe(reason);
  };
  const importCount = async (user: TestUser) =>
    (
      await t.db
        .select({ count: sql<number>`count(*)::int` })
        .from(imports)
        .where(eq(imports.workspaceId, user.workspaceId))
    )[0]!.count;

  it("a file past 10 MB, an unreadable one or one without a header, storing nothing", async () => {
    const ana = await t.signUp();
    await expectReason(await upload(ana, "clients", new Uint8Array(10 * 1024 * 1024 + 1).fill(65)), 413, "body_too_large");
    await expectReason(await upload(ana, "clients", new Uint8Array([0x00, 0x01, 0x02, 0xff, 0x00, 0x10, 0x00])), 400, "unreadable");
    await expectReason(await upload(ana, "clients", encode("\n\n ,  , \nAda,1,2\n")), 400, "no_header");
    await expectReason(await upload(ana, "clients", new Uint8Array()), 400, "empty_file");
    expect(await importCount(ana)).toBe(0);
  });

  it("hostile files: garbage, a zip bomb, 50,000 columns; a 2 MB cell refuses its row only", async () => {
    const ana = await t.signUp();
    await expectReason(await upload(ana, "clients", pseudoRandomBytes(10 * 1024 * 1024 - 1, 7)), 400, "unreadable");
    await expectReason(await upload(ana, "clients", xlsxZipBomb(101 * 1024 * 1024), "bomb.xlsx"), 400, "xlsx_too_large");
    await expectReason(
      await upload(ana, "clients", encode(`${Array.from({ length: 50_000 }, (_, i) => `c${i}`).join(",")}\n`)),
      400,
      "too_many_columns",
    );
    expect(await importCount(ana)).toBe(0);

    const done = await imported(ana, await uploaded(ana, "clients", `name,company\nAda,${"x".repeat(2 * 1024 * 1024)}\nGrace,Navy\n`));
    expect(done.report).toMatchObject({ created: 1, skipped: 1 });
    expect(done.report!.errors[0]).toMatchObject({
      line: 2,
      field: "company",
      reason: "validation.companyTooLong",
      value: "x".repeat(100),
    });
    expect((await clientsOf(ana)).map((client) => client.name)).toEqual(["Grace"]);
  });

  it("a mapping without the name, or with a column given twice, and a second run", async () => {
    const ana = await t.signUp();
    const preview = await uploaded(ana, "clients", "name,email\nAda,ada@example.com\n");
    const run = (mapping: Record<string, number | null>) =>
      t.api(ana, "POST", `/imports/${preview.id}/run`, { mapping, number_format: "dot" });
    await expectReason(await run({ name: null, email: 1 }), 400, "required_field_unmapped");
    await expectReason(await run({ name: 0, email: 0 }), 400, "column_mapped_twice");
    await expectReason(await run({ name: 0, email: 5 }), 400, "unknown_column");
    await imported(ana, preview);
    await expectReason(await run({ name: 0 }), 409, "import_not_ready");
    expect(await clientsOf(ana)).toHaveLength(1);
  });

  it("another workspace's import, which is not found whatever is asked of it", async () => {
    const [ana, eve] = [await t.signUp(), await t.signUp()];
    const preview = await uploaded(ana, "clients", "name\nAda\n");
    expect((await t.api(eve, "GET", `/imports/${preview.id}`)).status).toBe(404);
    expect((await t.api(eve, "PATCH", `/imports/${preview.id}`, { encoding: "windows-1252" })).status).toBe(404);
    expect((await t.api(eve, "POST", `/imports/${preview.id}/run`, { mapping: { name: 0 }, number_format: "dot" })).status).toBe(404);
    expect(await clientsOf(eve)).toEqual([]);
    expect((await json<{ items: ImportResource[] }>(await t.api(eve, "GET", "/imports"), 200)).items).toEqual([]);
    expect((await json<ImportResource>(await t.api(ana, "GET", `/imports/${preview.id}`), 200)).status).toBe("ready");
  });
});

describe("an import's file", () => {
  it("may be the first sheet of an xlsx workbook, its numbers typed", async () => {
    const ana = await t.signUp();
    const workbook = xlsxFile([["Produkt", "Bestand", "Preis"], ["Stuhl", 12, 1234.5], [], ["Tisch", 3, 99.9]], {
      otherSheets: [[["item_name"], ["Not this sheet"]]],
    });
    const preview = await uploaded(ana, "inventory", workbook);
    expect(preview).toMatchObject({ format: "xlsx", encoding: null, separator: null, rows: 2, guessed_number_format: "dot" });
    expect(preview.guessed_mapping).toMatchObject({ item_name: 0, quantity: 1, unit_price: 2 });
    // Without a mapping, the guessed one.
    const done = await imported(ana, preview, { mapping: undefined });
    expect(done.report).toMatchObject({ created: 2, skipped: 0 });
    expect(await itemsOf(ana)).toEqual([
      expect.objectContaining({ item_name: "Stuhl", quantity: 12, unit_price: 1234.5 }),
      expect.objectContaining({ item_name: "Tisch", quantity: 3, unit_price: 99.9 }),
    ]);
  });

  it("read in Windows-1252 when it is not UTF-8, or in the encoding chosen", async () => {
    const ana = await t.signUp();
    // "Name\nJosé Müller\n" in Windows-1252.
    const latin1 = new Uint8Array([...encode("Name\nJos"), 0xe9, ...encode(" M"), 0xfc, ...encode("ller\n")]);
    const preview = await uploaded(ana, "clients", latin1);
    expect(preview).toMatchObject({ encoding: "windows-1252", preview: [["José Müller"]] });
    const utf8 = await uploaded(ana, "clients", "Name\nJosé Müller\n");
    const misread = await json<ImportResource>(await t.api(ana, "PATCH", `/imports/${utf8.id}`, { encoding: "windows-1252" }), 200);
    expect(misread).toMatchObject({ encoding: "windows-1252", preview: [["JosÃ© MÃ¼ller"]] });
  });

  it("is forgotten once imported, and an import stopped by a restart reads as interrupted", async () => {
    const ana = await t.signUp();
    const preview = await uploaded(ana, "clients", "name\nAda\n");
    await imported(ana, preview);
    const [row] = await t.db.select({ content: imports.content }).from(imports).where(eq(imports.id, preview.id));
    expect(row!.content).toBeNull();
    // Listed with its report, newest first, for a tab opened after it ended.
    const listed = await json<{ items: ImportResource[] }>(await t.api(ana, "GET", "/imports"), 200);
    expect(listed.items.map((item) => [item.id, item.status, item.report?.created])).toEqual([[preview.id, "done", 1]]);

    const stalled = await uploaded(ana, "clients", "name\nGrace\n");
    await t.db
      .update(imports)
      .set({ status: "running", updatedAt: sql`now() - interval '10 minutes'` })
      .where(and(eq(imports.workspaceId, ana.workspaceId), eq(imports.id, stalled.id)));
    const interrupted = await json<ImportResource>(await t.api(ana, "GET", `/imports/${stalled.id}`), 200);
    expect(interrupted).toMatchObject({ status: "failed", failure: "imports.failures.interrupted" });
  });
});
