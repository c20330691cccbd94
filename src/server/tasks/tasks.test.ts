import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@shared/tasks/task.schema";
import { activity, tasks, workspaceMembers } from "../db/schema";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { addDays, dayIn } from "./task-days";

let t: TestApp;
/** The owner of the workspace the tests work in, a member of it, and someone of another workspace. */
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let client: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
  await join(owner, member);
  client = await createClient(owner, "Ada Lovelace, Analytical Engines");
});
afterAll(() => t.close());

/** Makes `user` a member of `owner`'s workspace and moves their session there (inviting is tested elsewhere). */
async function join(workspaceOwner: TestUser, user: TestUser) {
  await t.db.insert(workspaceMembers).values({ workspaceId: workspaceOwner.workspaceId, userId: user.id, role: "member" });
  expect((await t.api(user, "POST", `/workspaces/${workspaceOwner.workspaceId}/activate`)).status).toBe(200);
}

async function createClient(user: TestUser, name: string): Promise<{ id: string; name: string }> {
  const response = await t.api(user, "POST", "/clients", { name });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function create(user: TestUser, body: Record<string, unknown>): Promise<Task> {
  const response = await t.api(user, "POST", "/tasks", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Task;
}

async function update(user: TestUser, id: string, body: Record<string, unknown>): Promise<Task> {
  const response = await t.api(user, "PATCH", `/tasks/${id}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Task;
}

async function list(user: TestUser, query = ""): Promise<{ items: Task[]; next_cursor: string | null }> {
  const response = await t.api(user, "GET", `/tasks${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { items: Task[]; next_cursor: string | null };
}

const titles = (page: { items: Task[] }) => page.items.map((task) => task.title);

/** The request fails with 400 VALIDATION and exactly these field errors. */
async function expectFields(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe("VALIDATION");
  expect(error.fields).toEqual(fields);
}

const taskCount = async () => (await t.db.select({ id: tasks.id }).from(tasks)).length;

const activityOf = (taskId: string) =>
  t.db
    .select({ kind: activity.kind, actorId: activity.actorId, clientId: activity.clientId, details: activity.details })
    .from(activity)
    .where(eq(activity.entityId, taskId))
    .orderBy(activity.createdAt);

describe("adding a task", () => {
  it("answers 201 with the task, for the member who adds it unless another is named, and puts it on the client's timeline", async () => {
    const task = await create(member, {
      title: "  Call back about the quote, today; before noon ",
      client_id: client.id,
      due_date: "2031-03-14",
    });
    expect(task).toMatchObject({
      title: "Call back about the quote, today; before noon",
      client_id: client.id,
      client_name: client.name,
      due_date: "2031-03-14",
      due_at: null,
      assignee_id: member.id,
      created_by: member.id,
      done: false,
      done_at: null,
    });
    expect(await activityOf(task.id)).toEqual([
      { kind: "task.created", actorId: member.id, clientId: client.id, details: { name: client.name, title: task.title } },
    ]);

    const forOwner = await create(member, { title: "Send the contract", assignee_id: owner.id });
    expect(forOwner).toMatchObject({ assignee_id: owner.id, created_by: member.id, client_id: null, client_name: null, due_date: null });
    // A task about no client is on no timeline.
    expect(await activityOf(forOwner.id)).toEqual([]);
  });

  it("keeps a time on its day: the instant the browser computed where it is", async () => {
    const task = await create(owner, { title: "Demo", due_date: "2031-03-14", due_at: "2031-03-14T09:30:00+01:00" });
    expect(task).toMatchObject({ due_date: "2031-03-14", due_at: "2031-03-14T08:30:00.000Z" });
    // Late in the evening in Honolulu is the next morning in UTC: still that day where the user is.
    const late = await create(owner, { title: "Late call", due_date: "2031-03-14", due_at: "2031-03-14T22:00:00-10:00" });
    expect(late.due_at).toBe("2031-03-15T08:00:00.000Z");
  });

  it.each([
    ["no title", { title: "   " }, { title: "validation.taskTitleRequired" }],
    ["a title too long", { title: "x".repeat(201) }, { title: "validation.taskTitleTooLong" }],
    ["a title on two lines", { title: "Call\nback" }, { title: "validation.singleLine" }],
    ["a day that does not exist", { title: "x", due_date: "2031-02-30" }, { due_date: "validation.invalidDate" }],
    ["a time without a day", { title: "x", due_at: "2031-03-14T09:00:00Z" }, { due_at: "validation.dueTimeNeedsDate" }],
    ["a time on another day", { title: "x", due_date: "2031-03-14", due_at: "2031-03-20T09:00:00Z" }, { due_at: "validation.invalidDate" }],
    ["a client id that is no id", { title: "x", client_id: "not-an-id" }, { client_id: "validation.clientNotFound" }],
  ])("refuses %s with 400, and adds nothing", async (_, body, fields) => {
    const before = await taskCount();
    await expectFields(await t.api(owner, "POST", "/tasks", body), fields);
    expect(await taskCount()).toBe(before);
  });

  it("refuses an assignee who is not a member of the workspace, whoever they are, and adds nothing", async () => {
    const before = await taskCount();
    for (const assignee of [stranger.id, "no-such-account"]) {
      await expectFields(await t.api(owner, "POST", "/tasks", { title: "x", assignee_id: assignee }), {
        assignee_id: "validation.assigneeNotMember",
      });
    }
    expect(await taskCount()).toBe(before);
  });

  it("refuses a client of another workspace as a missing one, and adds nothing", async () => {
    const theirs = await createClient(stranger, "Their client");
    const before = await taskCount();
    for (const clientId of [theirs.id, crypto.randomUUID()]) {
      await expectFields(await t.api(owner, "POST", "/tasks", { title: "x", client_id: clientId }), {
        client_id: "validation.clientNotFound",
      });
    }
    expect(await taskCount()).toBe(before);
  });
});

describe("changing a task", () => {
  it("is open to any member, on any task of the workspace", async () => {
    const task = await create(owner, { title: "Prepare the demo", client_id: client.id });
    const changed = await update(member, task.id, { title: "Prepare the demo, with slides", assignee_id: member.id });
    expect(changed).toMatchObject({ title: "Prepare the demo, with slides", assignee_id: member.id, created_by: owner.id });
  });

  it("checks a task off once on the client's timeline, and opens it again", async () => {
    const task = await create(owner, { title: "Send the invoice", client_id: client.id });
    const done = await update(member, task.id, { done: true });
    expect(done.done).toBe(true);
    expect(Date.parse(done.done_at!)).toBeGreaterThan(Date.now() - 60_000);
    // Checked again: still done when it was, and not recorded twice.
    expect((await update(owner, task.id, { done: true })).done_at).toBe(done.done_at);
    expect((await activityOf(task.id)).map((entry) => [entry.kind, entry.actorId, entry.details])).toEqual([
      ["task.created", owner.id, { name: client.name, title: "Send the invoice" }],
      ["task.completed", member.id, { name: client.name, title: "Send the invoice" }],
    ]);

    const reopened = await update(owner, task.id, { done: false });
    expect(reopened).toMatchObject({ done: false, done_at: null });
  });

  it("clears the time with the day, drops it for a new day, and sets a time alone on the task's day", async () => {
    const task = await create(owner, { title: "Meeting", due_date: "2031-05-01", due_at: "2031-05-01T10:00:00Z" });
    expect(await update(owner, task.id, { title: "Meeting (moved)" })).toMatchObject({
      due_date: "2031-05-01",
      due_at: "2031-05-01T10:00:00.000Z",
    });
    expect(await update(owner, task.id, { due_date: "2031-05-02" })).toMatchObject({ due_date: "2031-05-02", due_at: null });
    expect(await update(owner, task.id, { due_at: "2031-05-02T15:00:00+02:00" })).toMatchObject({
      due_date: "2031-05-02",
      due_at: "2031-05-02T13:00:00.000Z",
    });
    expect(await update(owner, task.id, { due_date: null })).toMatchObject({ due_date: null, due_at: null });
  });

  it.each([
    ["a time on a task without a day", () => ({ due_at: "2031-05-02T15:00:00Z" }), { due_at: "validation.dueTimeNeedsDate" }],
    ["a time with the day cleared", () => ({ due_date: null, due_at: "2031-05-02T15:00:00Z" }), { due_at: "validation.dueTimeNeedsDate" }],
    ["an assignee from another workspace", () => ({ assignee_id: stranger.id }), { assignee_id: "validation.assigneeNotMember" }],
    ["nothing", () => ({}), { _: "validation.nothingToUpdate" }],
  ])("refuses %s with 400, and changes nothing", async (_, body, fields) => {
    const task = await create(owner, { title: "Unchanged" });
    await expectFields(await t.api(owner, "PATCH", `/tasks/${task.id}`, body()), fields);
    expect((await list(owner, "?assignee=me&limit=200")).items.find((item) => item.id === task.id)).toEqual(task);
  });

  it("answers 404 for another workspace's task as for a missing one, and changes nothing", async () => {
    const theirs = await create(stranger, { title: "Their task" });
    for (const id of [theirs.id, crypto.randomUUID()]) {
      const patched = await t.api(owner, "PATCH", `/tasks/${id}`, { done: true });
      expect(patched.status).toBe(404);
      expect(((await patched.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
      expect((await t.api(owner, "DELETE", `/tasks/${id}`)).status).toBe(404);
    }
    expect((await list(stranger)).items).toEqual([theirs]);
  });
});

describe("deleting a task", () => {
  it("is open to any member, answers 204, then 404", async () => {
    const task = await create(owner, { title: "Throw away" });
    expect((await t.api(member, "DELETE", `/tasks/${task.id}`)).status).toBe(204);
    expect((await t.api(member, "DELETE", `/tasks/${task.id}`)).status).toBe(404);
    expect((await list(owner, "?limit=200")).items.map((item) => item.id)).not.toContain(task.id);
  });
});

describe("listing tasks", () => {
  /** A workspace of its own, so that the lists hold only what each test adds. */
  let user: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    [user, colleague] = [await t.signUp(), await t.signUp()];
    await join(user, colleague);
  });

  it("orders by due day (none last), then time (none last on its day), then when added; filters by assignee, client and done", async () => {
    const theirClient = await createClient(user, "Grace Hopper");
    const noDay = await create(user, { title: "No day" });
    const dayOnly = await create(user, { title: "Day only", due_date: "2031-06-02", client_id: theirClient.id });
    const early = await create(user, { title: "Early", due_date: "2031-06-02", due_at: "2031-06-02T08:00:00Z" });
    const earlier = await create(user, { title: "Day before", due_date: "2031-06-01" });
    const colleagues = await create(user, { title: "Colleague's", due_date: "2031-06-01", assignee_id: colleague.id });
    const done = await create(user, { title: "Done", due_date: "2031-05-01" });
    await update(user, done.id, { done: true });

    expect(titles(await list(user))).toEqual(["Done", "Day before", "Colleague's", "Early", "Day only", "No day"]);
    expect(titles(await list(user, "?assignee=me"))).toEqual(["Done", "Day before", "Early", "Day only", "No day"]);
    expect(titles(await list(colleague, "?assignee=me"))).toEqual(["Colleague's"]);
    expect(titles(await list(user, `?assignee=${colleague.id}`))).toEqual(["Colleague's"]);
    expect(titles(await list(user, "?done=true"))).toEqual(["Done"]);
    expect(titles(await list(user, "?done=false&assignee=me"))).toEqual(["Day before", "Early", "Day only", "No day"]);
    const ofClient = await list(user, `?client_id=${theirClient.id}`);
    expect(ofClient.items).toEqual([dayOnly]);
    expect(dayOnly.client_name).toBe("Grace Hopper");
    expect([noDay, early, earlier, colleagues].every((task) => task.client_name === null)).toBe(true);
  });

  it("pages with a cursor, each task once, in order", async () => {
    const pager = await t.signUp();
    const days = ["2031-01-03", null, "2031-01-01", "2031-01-02", null, "2031-01-01", "2031-01-02"];
    for (const [index, day] of days.entries()) await create(pager, { title: `Task ${index}`, due_date: day });
    const all = titles(await list(pager));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(pager, `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...titles(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(all).toEqual(["Task 2", "Task 5", "Task 3", "Task 6", "Task 0", "Task 1", "Task 4"]);
  });

  it("finds overdue, today's and the week's tasks by the days of the caller's time zone", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: their dates always differ.
    const kiritimati = "Pacific/Kiritimati";
    const now = new Date();
    const today = dayIn(kiritimati, now);
    const ahead = await t.signUp();
    const passed = new Date(now.getTime() - 60_000);
    const soon = new Date(now.getTime() + 2 * 3_600_000);
    const made = {
      yesterday: await create(ahead, { title: "Yesterday", due_date: addDays(today, -1) }),
      today: await create(ahead, { title: "Today", due_date: today }),
      timePassed: await create(ahead, { title: "Time passed", due_date: dayIn(kiritimati, passed), due_at: passed.toISOString() }),
      timeToCome: await create(ahead, { title: "Time to come", due_date: dayIn(kiritimati, soon), due_at: soon.toISOString() }),
      inSixDays: await create(ahead, { title: "In six days", due_date: addDays(today, 6) }),
      inSevenDays: await create(ahead, { title: "In seven days", due_date: addDays(today, 7) }),
      doneLastWeek: await create(ahead, { title: "Done last week", due_date: addDays(today, -7), done: true }),
      noDay: await create(ahead, { title: "No day" }),
    };
    const dueOn = (day: string) => Object.values(made).filter((task) => task.due_date === day);
    const due = async (filter: string, tz = kiritimati) =>
      new Set(titles(await list(ahead, `?due=${filter}&tz=${encodeURIComponent(tz)}`)));

    expect(await due("overdue")).toEqual(new Set(["Yesterday", "Time passed"]));
    expect(await due("today")).toEqual(new Set(dueOn(today).map((task) => task.title)));
    expect(await due("today")).toContain("Today");
    const week = [0, 1, 2, 3, 4, 5, 6].flatMap((days) => dueOn(addDays(today, days)).map((task) => task.title));
    expect(await due("week")).toEqual(new Set(week));
    expect(await due("week")).toContain("In six days");
    expect(await due("week")).not.toContain("In seven days");
    expect(await due("overdue,today")).toEqual(new Set([...(await due("overdue")), ...(await due("today"))]));

    // In Pago Pago it is still yesterday, or the day before, in Kiritimati's terms: nothing due on
    // Kiritimati's yesterday or today is late there yet, nor due today.
    const pagoPago = await due("overdue,today", "Pacific/Pago_Pago");
    expect(pagoPago).toContain("Time passed");
    expect(pagoPago).not.toContain("Today");
    expect(pagoPago.has("Yesterday")).toBe(dayIn("Pacific/Pago_Pago", now) === addDays(today, -1));
    // Without tz, the days are UTC's.
    expect(new Set(titles(await list(ahead, "?due=today")))).toEqual(
      new Set(
        Object.values(made)
          .filter((task) => task.due_date === dayIn("UTC", now))
          .map((task) => task.title),
      ),
    );
  });

  it.each([
    ["an unknown time zone", "?tz=Mars/Olympus_Mons", { tz: "validation.invalidTimeZone" }],
    ["an unknown due filter", "?due=overdue,someday", { due: "validation.invalid" }],
    ["done as a word", "?done=yes", { done: "validation.invalid" }],
    ["a client id that is no id", "?client_id=42", { client_id: "validation.invalid" }],
    ["a cursor of nothing", "?cursor=bm90aGluZw", { cursor: "validation.invalid" }],
  ])("refuses %s with 400", async (_, query, fields) => {
    await expectFields(await t.api(owner, "GET", `/tasks${query}`), fields);
  });

  it("lists nothing of another workspace, and refuses its client as a missing one", async () => {
    const theirClient = await createClient(stranger, "Stranger's client");
    await create(stranger, { title: "Stranger's task", client_id: theirClient.id });
    const ours = await list(owner, "?limit=200");
    expect(titles(ours)).not.toContain("Stranger's task");
    for (const clientId of [theirClient.id, crypto.randomUUID()]) {
      await expectFields(await t.api(owner, "GET", `/tasks?client_id=${clientId}`), { client_id: "validation.clientNotFound" });
    }
  });
});

describe("a member who leaves or is removed", () => {
  it("hands their open tasks in the workspace to the owner; done ones keep who did them, other workspaces' stay", async () => {
    const boss = await t.signUp();
    const [leaver, removed] = [await t.signUp(), await t.signUp()];
    await join(boss, leaver);
    await join(boss, removed);
    const open = await create(boss, { title: "Open", assignee_id: leaver.id });
    const removedOpen = await create(removed, { title: "Removed's open" });
    const done = await create(leaver, { title: "Done" });
    await update(leaver, done.id, { done: true });
    // A task of the leaver's own workspace is none of the workspace's business.
    const elsewhere = await t.db
      .insert(tasks)
      .values({ workspaceId: leaver.workspaceId, title: "In their own workspace", assigneeId: leaver.id })
      .returning({ id: tasks.id });

    expect((await t.api(leaver, "DELETE", `/workspaces/${boss.workspaceId}/members/${leaver.id}`)).status).toBe(204);
    expect((await t.api(boss, "DELETE", `/workspaces/${boss.workspaceId}/members/${removed.id}`)).status).toBe(204);

    const assignees = Object.fromEntries(
      (
        await t.db
          .select({ id: tasks.id, assigneeId: tasks.assigneeId })
          .from(tasks)
          .where(inArray(tasks.id, [open.id, removedOpen.id, done.id, elsewhere[0]!.id]))
      ).map((row) => [row.id, row.assigneeId]),
    );
    expect(assignees).toEqual({ [open.id]: boss.id, [removedOpen.id]: boss.id, [done.id]: leaver.id, [elsewhere[0]!.id]: leaver.id });
    expect(titles(await list(boss, "?assignee=me&done=false"))).toEqual(["Open", "Removed's open"]);
    const stillThere = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.workspaceId, leaver.workspaceId), eq(tasks.assigneeId, leaver.id)));
    expect(stillThere).toHaveLength(1);
  });
});
