import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { randomUUID } from "node:crypto";
import { and, eq, fillPlaceholders, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Client } from "@shared/clients/client.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Note } from "@shared/notes/note.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import { TIMELINE_PAGE_SIZE, type TimelineEntry, type TimelinePage } from "@shared/timeline/timeline.schema";
import { queryRows } from "../db/database";
import { activity, clientEmails, clientNotes, workspaceMembers } from "../db/schema";
import { encodeCursor } from "../lib/pagination";
import { timelinePageQuery } from "./timeline.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** The name an account gets at sign-up (test-app's signUp): its address before the @. */
const nameOf = (user: TestUser) => user.email.split("@")[0];

async function join(owner: TestUser, member: TestUser) {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

const addClient = async (user: TestUser, name = "Ada Lovelace") => json<Client>(await t.api(user, "POST", "/clients", { name }), 201);

const timelinePage = async (user: TestUser, clientId: string, cursor?: string) =>
  json<TimelinePage>(
    await t.api(user, "GET", `/clients/${clientId}/timeline${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`),
    200,
  );

/** Every entry of the client's timeline, a page at a time as the page loads them, checking that each page but the last is full. */
async function wholeTimeline(user: TestUser, clientId: string): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await timelinePage(user, clientId, cursor);
    entries.push(...page.items);
    if (page.next_cursor === null) {
      expect(page.items.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      return entries;
    }
    expect(page.items).toHaveLength(TIMELINE_PAGE_SIZE);
    cursor = page.next_cursor;
  }
  throw new Error("the timeline never ended");
}

/** What a seeded entry should look like on the timeline, and whether it should be there. */
interface SeededEntry {
  id: string;
  /** Entries of one group share their created_at: the id orders them. */
  group: number;
  shown: boolean;
  expected?: Partial<TimelineEntry>;
}

/** The moment the seeded entries go back from, 0.7 ms a group: close enough that milliseconds alone would not order them. */
const SEED_BASE = "2025-03-01 12:00:00+00";
const createdAtOf = (group: number) => sql`${SEED_BASE}::timestamptz - ${group * 700} * interval '1 microsecond'`;

/** A tiny deterministic shuffle, so that every run mixes the kinds the same way. */
function shuffled<T>(items: T[]): T[] {
  let seed = 20_260_301;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/**
 * Writes `shownCount` entries of the client's timeline straight in the activity table, as the
 * features record them (every kind the timeline shows, notes and emails with their rows), mixed
 * with `hiddenCount` entries it leaves out (other kinds, changes that are no status change, notes
 * deleted since), three to a timestamp; and a few of another client at the same moments.
 * Answers the entries in the order of the client's timeline.
 */
async function seedTimeline(user: TestUser, actors: TestUser[], client: Client, other: Client, shownCount: number, hiddenCount: number) {
  const workspaceId = user.workspaceId;
  const notes: (typeof clientNotes.$inferInsert)[] = [];
  const emails: (typeof clientEmails.$inferInsert)[] = [];
  const deletedNoteIds: string[] = [];
  type Spec = { row: Omit<typeof activity.$inferInsert, "workspaceId" | "createdAt">; shown: boolean; expected?: Partial<TimelineEntry> };

  const shownKinds: ((index: number) => Spec)[] = [
    () => ({
      row: { kind: "client.updated", entityId: client.id, details: { name: client.name, status: "negotiation", from: "interested" } },
      shown: true,
      expected: { kind: "client.status_changed", from: "interested", to: "negotiation", order: null, note: null },
    }),
    (index) => {
      const orderId = randomUUID();
      return {
        row: { kind: "order.created", entityId: orderId, details: { number: index, client_name: client.name, total: 10 } },
        shown: true,
        expected: { kind: "order.created", order: { id: orderId, number: index }, from: null, to: null },
      };
    },
    (index) => {
      const orderId = randomUUID();
      return {
        row: { kind: "order.status_changed", entityId: orderId, details: { number: index, from: "confirmed", to: "paid" } },
        shown: true,
        expected: { kind: "order.status_changed", order: { id: orderId, number: index }, from: "confirmed", to: "paid" },
      };
    },
    (index) => {
      const taskId = randomUUID();
      return {
        row: { kind: "task.created", entityId: taskId, details: { name: client.name, title: `Call back #${index}` } },
        shown: true,
        expected: { kind: "task.created", task: { id: taskId, title: `Call back #${index}` } },
      };
    },
    (index) => {
      const taskId = randomUUID();
      return {
        row: { kind: "task.completed", entityId: taskId, details: { name: client.name, title: `Send the quote #${index}` } },
        shown: true,
        expected: { kind: "task.completed", task: { id: taskId, title: `Send the quote #${index}` } },
      };
    },
    (index) => {
      const noteId = randomUUID();
      const body = `Note ${index}\nsecond line`;
      notes.push({ workspaceId, id: noteId, clientId: client.id, authorId: user.id, body });
      return {
        row: { kind: "note.added", entityId: noteId, details: { name: client.name } },
        shown: true,
        expected: { kind: "note.added", note: expect.objectContaining({ id: noteId, body, author_name: nameOf(user) }) as Note },
      };
    },
    (index) => {
      const startsAt = new Date(Date.UTC(2025, 3, 1, 9, index % 60)).toISOString();
      return {
        row: { kind: "meeting.scheduled", entityId: client.id, details: { name: client.name, client_id: client.id, starts_at: startsAt } },
        shown: true,
        expected: { kind: "meeting.scheduled", starts_at: startsAt },
      };
    },
    (index) => {
      const emailId = randomUUID();
      const subject = `Our offer #${index}`;
      emails.push({
        workspaceId,
        id: emailId,
        clientId: client.id,
        authorId: user.id,
        state: "sent",
        toAddress: "ada@example.com",
        subject,
        body: "Dear Ada,\n\nhere it is.",
        sentAt: new Date("2025-03-01T11:00:00Z"),
      });
      return {
        row: { kind: "email.sent", entityId: emailId, details: { name: client.name, subject } },
        shown: true,
        expected: {
          kind: "email.sent",
          email: expect.objectContaining({ id: emailId, subject, state: "sent", to: "ada@example.com" }) as TimelineEntry["email"],
        },
      };
    },
  ];
  const hiddenKinds: ((index: number) => Spec)[] = [
    () => ({ row: { kind: "client.updated", entityId: client.id, details: { name: client.name, status: "interested" } }, shown: false }),
    (index) => ({ row: { kind: "order.updated", entityId: randomUUID(), details: { number: index } }, shown: false }),
    () => ({ row: { kind: "outreach.generated", entityId: client.id, details: { name: client.name } }, shown: false }),
    (index) => {
      const noteId = randomUUID();
      notes.push({ workspaceId, id: noteId, clientId: client.id, authorId: user.id, body: `Deleted ${index}` });
      deletedNoteIds.push(noteId);
      return { row: { kind: "note.added", entityId: noteId, details: { name: client.name } }, shown: false };
    },
  ];

  const specs = shuffled([
    ...Array.from({ length: shownCount }, (_, index) => shownKinds[index % shownKinds.length]!(index)),
    ...Array.from({ length: hiddenCount }, (_, index) => hiddenKinds[index % hiddenKinds.length]!(index)),
  ]);
  const seeded: SeededEntry[] = [];
  const rows: PgInsertValue<typeof activity>[] = [];
  specs.forEach((spec, index) => {
    const id = randomUUID();
    const group = Math.floor(index / 3);
    const actor = actors[index % actors.length]!;
    rows.push({ ...spec.row, id, workspaceId, clientId: client.id, actorId: actor.id, createdAt: createdAtOf(group) });
    const expected = spec.expected && { ...spec.expected, actor_id: actor.id, actor_name: nameOf(actor) };
    seeded.push({ id, group, shown: spec.shown, expected });
    // Another client's entries at the same moments: never on this client's timeline.
    if (index % 10 === 0) {
      rows.push({
        workspaceId,
        clientId: other.id,
        kind: "client.updated",
        entityId: other.id,
        actorId: actor.id,
        details: { name: other.name, status: "contacted", from: "uncontacted" },
        createdAt: createdAtOf(group),
      });
    }
  });
  for (let start = 0; start < notes.length; start += 1000) await t.db.insert(clientNotes).values(notes.slice(start, start + 1000));
  for (let start = 0; start < emails.length; start += 1000) await t.db.insert(clientEmails).values(emails.slice(start, start + 1000));
  for (let start = 0; start < rows.length; start += 1000) await t.db.insert(activity).values(rows.slice(start, start + 1000));
  if (deletedNoteIds.length > 0) {
    await t.db.delete(clientNotes).where(and(eq(clientNotes.workspaceId, workspaceId), inArray(clientNotes.id, deletedNoteIds)));
  }
  return [...seeded].sort((a, b) => a.group - b.group || (a.id < b.id ? 1 : -1));
}

describe("a client's timeline", () => {
  it("holds 1,000 entries newest first, 25 a page: every entry once, none missing, those of deleted notes left out", async () => {
    const [owner, bob] = [await t.signUp(), await t.signUp()];
    await join(owner, bob);
    const client = await addClient(owner);
    const other = await addClient(owner, "Someone else");
    const seeded = await seedTimeline(owner, [owner, bob], client, other, 1000, 200);

    const entries = await wholeTimeline(bob, client.id);
    // The client's creation, recorded now through the API, comes first; then the seeded entries shown.
    expect(entries[0]).toMatchObject({ kind: "client.created", actor_id: owner.id, actor_name: nameOf(owner) });
    const expected = seeded.filter((entry) => entry.shown);
    expect(expected).toHaveLength(1000);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.slice(1).map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
    for (let index = 1; index < entries.length; index++) {
      expect(Date.parse(entries[index]!.created_at)).toBeLessThanOrEqual(Date.parse(entries[index - 1]!.created_at));
    }
    // Each entry says what it recorded and who did it.
    for (const [index, entry] of entries.slice(1).entries()) expect(entry).toMatchObject(expected[index]!.expected!);
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(
      [
        "client.created",
        "client.status_changed",
        "email.sent",
        "meeting.scheduled",
        "note.added",
        "order.created",
        "order.status_changed",
        "task.completed",
        "task.created",
      ].sort(),
    );

    // Another client's timeline holds only its own.
    const others = await wholeTimeline(owner, other.id);
    expect(others.filter((entry) => entry.kind === "client.status_changed")).toHaveLength(Math.ceil(1200 / 10));
  });

  it("shows a status change from → to and by whom, and nothing for changes of other fields", async () => {
    const [owner, bob] = [await t.signUp(), await t.signUp()];
    await join(owner, bob);
    const client = await addClient(owner);
    await json(await t.api(bob, "PATCH", `/clients/${client.id}`, { status: "contacted" }), 200);
    await json(await t.api(owner, "PATCH", `/clients/${client.id}`, { company: "Analytical Engines", owner_id: bob.id }), 200);
    await json(await t.api(owner, "PATCH", `/clients/${client.id}`, { status: "contacted", name: "Ada King" }), 200);
    await json(await t.api(owner, "PATCH", `/clients/${client.id}`, { status: "closed_won" }), 200);

    const { items, next_cursor } = await timelinePage(owner, client.id);
    expect(next_cursor).toBeNull();
    expect(items.map(({ kind, from, to, actor_name }) => ({ kind, from, to, actor_name }))).toEqual([
      { kind: "client.status_changed", from: "contacted", to: "closed_won", actor_name: nameOf(owner) },
      { kind: "client.status_changed", from: "uncontacted", to: "contacted", actor_name: nameOf(bob) },
      { kind: "client.created", from: null, to: null, actor_name: nameOf(owner) },
    ]);
    expect(items[1]).toMatchObject({ actor_id: bob.id, order: null, task: null, note: null, email: null, starts_at: null });
  });

  it("shows an order's creation and its status changes, with its number, on its client's timeline only", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const elsewhere = await addClient(owner, "Elsewhere");
    const item = await json<InventoryItem>(
      await t.api(owner, "POST", "/inventory", { item_name: "Chair", quantity: 5, unit_price: 20 }),
      201,
    );
    const order = await json<OrderDetail>(
      await t.api(owner, "POST", "/orders", { client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] }),
      201,
    );
    await json(await t.api(owner, "PATCH", `/orders/${order.id}`, { status: "confirmed" }), 200);
    await json(await t.api(owner, "PATCH", `/orders/${order.id}`, { status: "delivered" }), 200);

    const { items } = await timelinePage(owner, client.id);
    const reference = { id: order.id, number: order.number };
    expect(items.map(({ kind, order: ofEntry, from, to }) => ({ kind, order: ofEntry, from, to }))).toEqual([
      { kind: "order.status_changed", order: reference, from: "confirmed", to: "delivered" },
      { kind: "order.status_changed", order: reference, from: "created", to: "confirmed" },
      { kind: "order.created", order: reference, from: null, to: null },
      { kind: "client.created", order: null, from: null, to: null },
    ]);
    expect((await timelinePage(owner, elsewhere.id)).items.map((entry) => entry.kind)).toEqual(["client.created"]);
  });

  it("shows a note as it is now, drops it once deleted, and shows a meeting with its start", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const note = await json<Note>(await t.api(owner, "POST", `/clients/${client.id}/notes`, { body: "Draft" }), 201);
    const edited = await json<Note>(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "Final\nversion" }), 200);
    const startsAt = new Date(Date.now() + 86_400_000);
    startsAt.setUTCMilliseconds(0);
    const meeting = await t.api(owner, "POST", "/meetings", {
      client_id: client.id,
      starts_at: startsAt.toISOString(),
      duration_minutes: 30,
    });
    expect(meeting.status, await meeting.clone().text()).toBe(201);

    const before = (await timelinePage(owner, client.id)).items;
    expect(before.map((entry) => entry.kind)).toEqual(["meeting.scheduled", "note.added", "client.created"]);
    expect(before[0]!.starts_at).toBe(startsAt.toISOString());
    expect(before[1]!.note).toEqual(edited);

    expect((await t.api(owner, "DELETE", `/notes/${note.id}`)).status).toBe(204);
    expect((await timelinePage(owner, client.id)).items.map((entry) => entry.kind)).toEqual(["meeting.scheduled", "client.created"]);
  });

  it("answers 404 for another workspace's client or a missing one, and 400 for a malformed cursor", async () => {
    const [owner, stranger] = [await t.signUp(), await t.signUp()];
    const client = await addClient(owner);
    for (const clientId of [client.id, randomUUID()]) {
      const body = await json<ErrorBody>(await t.api(stranger, "GET", `/clients/${clientId}/timeline`), 404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
    expect((await t.api(stranger, "GET", "/clients/not-a-uuid/timeline")).status).toBe(400);
    for (const cursor of [
      "garbage",
      encodeCursor(["yesterday", randomUUID()]),
      encodeCursor(["2025-01-01 00:00:00+00"]),
      encodeCursor(["2025-01-01 00:00:00+00", "not-a-uuid"]),
      "x".repeat(501),
    ]) {
      const response = await t.api(owner, "GET", `/clients/${client.id}/timeline?cursor=${encodeURIComponent(cursor)}`);
      const body = await json<ErrorBody>(response, 400);
      expect(body.error).toMatchObject({ code: "VALIDATION", fields: { cursor: expect.stringMatching(/^validation\./) } });
    }
    expect((await t.request(`/api/v1/clients/${client.id}/timeline`)).status).toBe(401);
  });
});

describe("a client's timeline of 10,000 entries", () => {
  /** The plan of the first page's query as the server runs it (a prepared statement), in the plan cache mode given. */
  async function firstPagePlan(workspaceId: string, clientId: string, mode: "force_custom_plan" | "force_generic_plan") {
    const query = timelinePageQuery(t.db, false).toSQL();
    const values = fillPlaceholders(query.params, { workspaceId, clientId, limitPlusOne: TIMELINE_PAGE_SIZE + 1 });
    const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
    return t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await tx.execute(sql.raw(`prepare timeline_plan as ${query.sql}`));
      const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
        tx,
        sql.raw(`explain (format json) execute timeline_plan(${values.map(literal).join(", ")})`),
      );
      await tx.execute(sql.raw("deallocate timeline_plan"));
      return JSON.stringify(row!["QUERY PLAN"]);
    });
  }

  it("reads its first page from the index by client, in its order, without sorting the client's entries", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const other = await addClient(owner, "Someone else");
    const seeded = await seedTimeline(owner, [owner], client, other, 10_000, 1_000);
    await t.db.execute(sql`analyze activity, client_notes, client_emails`);

    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const plan = await firstPagePlan(owner.workspaceId, client.id, mode);
      expect(plan, mode).toContain('"Index Name":"activity_workspace_client_created_idx"');
      expect(plan, mode).toContain('"Scan Direction":"Backward"');
      expect(plan, mode).not.toContain('"Node Type":"Sort"');
    }

    const first = await timelinePage(owner, client.id);
    expect(first.items.slice(1).map((entry) => entry.id)).toEqual(
      seeded
        .filter((entry) => entry.shown)
        .slice(0, TIMELINE_PAGE_SIZE - 1)
        .map((entry) => entry.id),
    );

    // How long the page takes, in process on this engine: reported, not asserted (machines and their load differ). A
    // client's own page, the smallest read there is, is measured alongside as the yardstick of the machine's state.
    const measure = async (path: string) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await (await t.api(owner, "GET", path)).arrayBuffer();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      return { elapsed, cpu: (used.user + used.system) / 1000 };
    };
    const runs = { timeline: [] as { elapsed: number; cpu: number }[], client: [] as { elapsed: number; cpu: number }[] };
    for (let run = 0; run < 5; run++) await measure(`/clients/${client.id}/timeline`);
    for (let run = 0; run < 60; run++) {
      runs.timeline.push(await measure(`/clients/${client.id}/timeline`));
      runs.client.push(await measure(`/clients/${client.id}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(2);
    const summary = (name: keyof typeof runs) =>
      `median ${median(runs[name].map((run) => run.elapsed))} ms, CPU ${median(runs[name].map((run) => run.cpu))} ms`;
    console.info(
      `[timeline] first page of a client with 10,000 entries, ${runs.timeline.length} requests on ${t.database.engine}: ` +
        `${summary("timeline")} (GET /clients/{id} meanwhile: ${summary("client")})`,
    );
  });
});
