import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeed, NewCalendarFeed } from "@shared/calendar-feed/calendar-feed.schema";
import type { Task } from "@shared/tasks/task.schema";
import { calendarFeeds, tasks, workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
/** Works in the owner's workspace, "Acme; Sales, North", with the owner. */
let user: TestUser;
let owner: TestUser;
const WORKSPACE_NAME = "Acme; Sales, North";

beforeAll(async () => {
  t = await createTestApp();
  [owner, user] = [await t.signUp(), await t.signUp()];
  expect((await t.api(owner, "PATCH", `/workspaces/${owner.workspaceId}`, { name: WORKSPACE_NAME })).status).toBe(200);
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: user.id, role: "member" });
  expect((await t.api(user, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
});
afterAll(() => t.close());

async function rotate(who: TestUser): Promise<NewCalendarFeed> {
  const response = await t.api(who, "POST", "/calendar-feed/rotate");
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as NewCalendarFeed;
}

async function state(who: TestUser): Promise<CalendarFeed> {
  const response = await t.api(who, "GET", "/calendar-feed");
  expect(response.status).toBe(200);
  return (await response.json()) as CalendarFeed;
}

/** Reads a feed as a calendar app does: the URL alone, no cookie. */
const read = (url: string, headers: Record<string, string> = {}) => t.request(new URL(url).pathname, { headers });

async function addTask(who: TestUser, body: Record<string, unknown>): Promise<Task> {
  const response = await t.api(who, "POST", "/tasks", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Task;
}

/** The feed's events, by summary, read back by ical.js. */
async function eventsOf(url: string) {
  const response = await read(url);
  expect(response.status).toBe(200);
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return { text, calendar, events, bySummary: new Map(events.map((event) => [event.summary, event])) };
}

describe("the feed's state", () => {
  it("is none at first, then made: the URL once, then only when it was made, last read and ends", async () => {
    const newcomer = await t.signUp();
    expect(await state(newcomer)).toEqual({ active: false, created_at: null, last_used_at: null, expires_at: null });

    const feed = await rotate(newcomer);
    expect(feed.url).toMatch(new RegExp(`^http://localhost:3000/api/v1/calendar/${newcomer.workspaceId}\\.[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed).toMatchObject({ active: true, last_used_at: null });
    expect(Date.parse(feed.expires_at!) - Date.parse(feed.created_at!)).toBe(90 * 86_400_000);

    const { url: _, ...withoutUrl } = feed;
    const shown = await state(newcomer);
    expect(shown).toEqual(withoutUrl);
    expect(JSON.stringify(shown)).not.toContain(new URL(feed.url).pathname.split("/").pop()!.split(".")[1]);

    expect((await read(feed.url)).status).toBe(200);
    const afterRead = await state(newcomer);
    expect(afterRead.last_used_at).not.toBeNull();
    expect(Date.parse(afterRead.expires_at!)).toBeGreaterThanOrEqual(Date.parse(feed.expires_at!));
  });

  it("is deleted with DELETE: its URL answers 404, as one that never was", async () => {
    const feed = await rotate(user);
    expect((await t.api(user, "DELETE", "/calendar-feed")).status).toBe(204);
    expect(await state(user)).toMatchObject({ active: false });
    const gone = await read(feed.url);
    expect(gone.status).toBe(404);
    const never = await read(`http://localhost:3000/api/v1/calendar/${owner.workspaceId}.${"A".repeat(43)}.ics`);
    expect({ status: never.status, body: await never.text() }).toEqual({ status: 404, body: await gone.text() });
    // Nothing to delete answers the same.
    expect((await t.api(user, "DELETE", "/calendar-feed")).status).toBe(204);
  });

  it("is refused to an API key, which cannot make a credential of its own", async () => {
    const created = await t.api(user, "POST", "/api-keys", { name: "script" });
    const { key } = (await created.json()) as { key: string };
    for (const [method, path] of [
      ["GET", "/calendar-feed"],
      ["POST", "/calendar-feed/rotate"],
      ["DELETE", "/calendar-feed"],
    ] as const) {
      const response = await t.apiWith({ "x-api-key": key }, method, path);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
    }
  });
});

describe("the calendar file", () => {
  let url: string;
  const made: Record<string, Task> = {};
  beforeAll(async () => {
    const client = await t.api(user, "POST", "/clients", { name: "Lovelace, Ada; Analytical Engines" });
    const clientId = ((await client.json()) as { id: string }).id;
    made.timed = await addTask(user, {
      title: "Call back, about the quote; bring \\ the price list",
      client_id: clientId,
      due_date: "2031-03-14",
      due_at: "2031-03-14T09:30:00+01:00",
    });
    made.day = await addTask(user, { title: "Year-end review", due_date: "2031-12-31" });
    made.long = await addTask(user, {
      title: `Relancer Zoë 📞 au sujet du devis — 3 € de remise, 日本語のテキスト ${"é".repeat(80)}`,
      due_date: "2031-04-01",
    });
    made.noDay = await addTask(user, { title: "Someday" });
    made.done = await addTask(user, { title: "Already done", due_date: "2031-03-01", done: true });
    made.owners = await addTask(owner, { title: "The owner's", due_date: "2031-03-14" });
    made.ownerGaveMe = await addTask(owner, { title: "Given by the owner", due_date: "2031-03-15", assignee_id: user.id });
    // The user's own workspace's tasks belong in that workspace's feed only.
    await t.db
      .insert(tasks)
      .values({ workspaceId: user.workspaceId, title: "In my personal workspace", dueDate: "2031-03-14", assigneeId: user.id });
    url = (await rotate(user)).url;
  });

  it("answers text/calendar that nobody caches, no session needed", async () => {
    const response = await read(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is a calendar to publish, named after the workspace, in the language the calendar app asks for", async () => {
    const { text, calendar } = await eventsOf(url);
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Clientele//Tasks//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(text).toContain("\r\nX-WR-CALNAME:Acme\\; Sales\\, North · Tasks\r\n");
    const french = await (await read(url, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).text();
    expect(french).toContain("\r\nX-WR-CALNAME:Acme\\; Sales\\, North · Tâches\r\n");
  });

  it("holds the member's open tasks with a due date in the workspace, and no other", async () => {
    const { events } = await eventsOf(url);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [made.timed, made.long, made.day, made.ownerGaveMe].map((task) => `${task!.id}@localhost`).sort(),
    );
  });

  it("gives a timed task 30 minutes in UTC, a day's task the whole day", async () => {
    const { text, bySummary } = await eventsOf(url);
    const timed = bySummary.get("Call back, about the quote; bring \\ the price list · Lovelace, Ada; Analytical Engines")!;
    expect(timed.startDate.toJSDate().toISOString()).toBe("2031-03-14T08:30:00.000Z");
    expect(timed.endDate.toJSDate().toISOString()).toBe("2031-03-14T09:00:00.000Z");
    expect(timed.startDate.zone?.tzid).toBe("UTC");
    expect(timed.description).toBe("Lovelace, Ada; Analytical Engines");
    expect(text).toContain("\r\nDTSTART:20310314T083000Z\r\nDTEND:20310314T090000Z\r\n");

    const day = bySummary.get("Year-end review")!;
    expect(day.startDate.isDate).toBe(true);
    expect(day.startDate.toString()).toBe("2031-12-31");
    expect(day.endDate.toString()).toBe("2032-01-01");
    for (const stamp of text.match(/^DTSTAMP:.*$/gm)!) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/);
  });

  it("folds long lines at 75 octets, and the summary reads back whole", async () => {
    const { text, bySummary } = await eventsOf(url);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(bySummary.has(made.long!.title)).toBe(true);
  });

  it("keeps each event's UID from one read to the next, so that calendar apps update rather than add", async () => {
    const first = (await eventsOf(url)).events.map((event) => event.uid).sort();
    await t.api(user, "PATCH", `/tasks/${made.day!.id}`, { title: "Year-end review (moved)", due_date: "2031-12-30" });
    const { events, bySummary } = await eventsOf(url);
    expect(events.map((event) => event.uid).sort()).toEqual(first);
    expect(bySummary.get("Year-end review (moved)")!.startDate.toString()).toBe("2031-12-30");
  });

  it("writes a title stored with line breaks (before the rules, or by hand) as text, never as properties of its own", async () => {
    const [row] = await t.db
      .insert(tasks)
      .values({
        workspaceId: owner.workspaceId,
        title: "First line\r\nATTENDEE:mailto:attacker@example.com\nSecond\u2028third, with; a comma",
        dueDate: "2031-06-01",
        assigneeId: user.id,
      })
      .returning({ id: tasks.id });
    const { text, events } = await eventsOf(url);
    const event = events.find((candidate) => candidate.uid === `${row!.id}@localhost`)!;
    expect(event.summary).toBe("First line\nATTENDEE:mailto:attacker@example.com\nSecond\nthird, with; a comma");
    expect(event.attendees).toEqual([]);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u2028]/);
  });
});

describe("reading a feed", () => {
  it("pushes its end 90 days past the read, at most once an hour", async () => {
    const reader = await t.signUp();
    const feed = await rotate(reader);
    const stored = () =>
      t.db
        .select({ lastUsedAt: calendarFeeds.lastUsedAt, expiresAt: calendarFeeds.expiresAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, reader.id))
        .then((rows) => rows[0]!);

    expect((await read(feed.url)).status).toBe(200);
    const first = await stored();
    expect(first.lastUsedAt).not.toBeNull();
    expect(first.expiresAt.getTime() - first.lastUsedAt!.getTime()).toBe(90 * 86_400_000);

    expect((await read(feed.url)).status).toBe(200);
    expect(await stored()).toEqual(first);

    await t.db
      .update(calendarFeeds)
      .set({ lastUsedAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '3 days'` })
      .where(eq(calendarFeeds.userId, reader.id));
    expect((await read(feed.url)).status).toBe(200);
    const later = await stored();
    expect(later.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(later.expiresAt.getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it("answers every token that is no working feed's with the same 404", async () => {
    const feed = await rotate(user);
    const token = new URL(feed.url).pathname.split("/").pop()!.slice(0, -".ics".length);
    const [workspaceId, secret] = token.split(".") as [string, string];
    const answers = new Set<string>();
    for (const path of [
      `/api/v1/calendar/${crypto.randomUUID()}.${secret}.ics`,
      `/api/v1/calendar/${user.workspaceId}.${secret}.ics`,
      `/api/v1/calendar/${workspaceId}.${secret.slice(0, -1)}B.ics`,
      `/api/v1/calendar/${token}.ICS`,
      `/api/v1/calendar/${token}`,
      `/api/v1/calendar/${secret}.ics`,
      `/api/v1/calendar/.ics`,
      `/api/v1/calendar/${token}.ics.ics`,
    ]) {
      const response = await t.request(path);
      answers.add(`${response.status} ${await response.text()}`);
    }
    expect([...answers]).toEqual([`404 ${JSON.stringify({ error: { code: "NOT_FOUND", message: "Calendar feed not found" } })}`]);
    expect((await read(feed.url)).status).toBe(200);
  });
});
