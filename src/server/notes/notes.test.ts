import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";
import { and, asc, eq } from "drizzle-orm";
import type { Client } from "@shared/clients/client.schema";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { NOTE_BODY_MAX_LENGTH, type Note } from "@shared/notes/note.schema";
import type { TimelinePage } from "@shared/timeline/timeline.schema";
import { clientEmails, tasks, workspaceMembers } from "../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function expectRefusal(response: Response, status: number, expected: { code: string; fields?: object }) {
  const body = await json<ErrorBody>(response, status);
  expect(body.error.code).toBe(expected.code);
  if (expected.fields) expect(body.error.fields).toEqual(expected.fields);
}

/** The name an account gets at sign-up (test-app's signUp): its address before the @. */
const nameOf = (user: TestUser) => user.email.split("@")[0];

/** Makes `member` a member of `owner`'s workspace with `role`, working in it. */
async function join(owner: TestUser, member: TestUser, role: "admin" | "member" = "member") {
  await t.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role });
  expect((await t.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
}

const addClient = async (user: TestUser, name = "Ada Lovelace") => json<Client>(await t.api(user, "POST", "/clients", { name }), 201);
const addNote = async (user: TestUser, clientId: string, body: string) =>
  json<Note>(await t.api(user, "POST", `/clients/${clientId}/notes`, { body }), 201);
const notesOf = async (user: TestUser, clientId: string) =>
  (await json<{ items: Note[] }>(await t.api(user, "GET", `/clients/${clientId}/notes`), 200)).items;

describe("notes on a client", () => {
  it("are added by any member, listed newest first with their author, and kept exactly as typed", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await join(ana, bob);
    const client = await addClient(ana);
    const body =
      "Called on Monday.\n\n  - wants 40 chairs\r\n\t- budget < 5 000 € & \"soon\"\n<script>alert('x')</script> **not markdown**\nhttps://example.com/a?b=1&c=2 👍🏽";
    const first = await addNote(ana, client.id, body);
    expect(first).toEqual({
      id: expect.any(String),
      client_id: client.id,
      body,
      author_id: ana.id,
      author_name: nameOf(ana),
      created_at: expect.any(String),
      updated_at: first.created_at,
    });
    const second = await addNote(bob, client.id, "Second");
    const longest = await addNote(bob, client.id, "x".repeat(NOTE_BODY_MAX_LENGTH));

    for (const reader of [ana, bob]) {
      const notes = await notesOf(reader, client.id);
      expect(notes.map((note) => note.id)).toEqual([longest.id, second.id, first.id]);
      expect(notes[2]).toEqual(first);
      expect(notes[1]).toMatchObject({ author_id: bob.id, author_name: nameOf(bob) });
    }
    // Another client's notes are its own.
    expect(await notesOf(ana, (await addClient(ana, "Other")).id)).toEqual([]);
  });

  it("are refused empty, blank or over 10,000 characters, with a message for the field, and nothing changes", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const note = await addNote(owner, client.id, "Kept");
    for (const [body, message] of [
      [{}, "validation.noteRequired"],
      [{ body: "" }, "validation.noteRequired"],
      [{ body: " \n\t\u200b " }, "validation.noteRequired"],
      [{ body: 42 }, "validation.noteRequired"],
      [{ body: "x".repeat(NOTE_BODY_MAX_LENGTH + 1) }, "validation.noteTooLong"],
    ] as const) {
      await expectRefusal(await t.api(owner, "POST", `/clients/${client.id}/notes`, body), 400, {
        code: "VALIDATION",
        fields: { body: message },
      });
      await expectRefusal(await t.api(owner, "PATCH", `/notes/${note.id}`, body), 400, { code: "VALIDATION", fields: { body: message } });
    }
    await expectRefusal(await t.api(owner, "POST", `/clients/${client.id}/notes`, { body: "nul \u0000 inside" }), 400, {
      code: "VALIDATION",
      fields: { body: "validation.invalid" },
    });
    await expectRefusal(await t.api(owner, "PATCH", "/notes/not-a-uuid", { body: "x" }), 400, {
      code: "VALIDATION",
      fields: { id: "validation.invalid" },
    });
    expect(await notesOf(owner, client.id)).toEqual([note]);
  });

  it("are edited by their author: the text changes, `updated_at` moves past `created_at`, and a save without change is no edit", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const note = await addNote(owner, client.id, "First thought");
    const same = await json<Note>(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "First thought" }), 200);
    expect(same).toEqual(note);

    const edited = await json<Note>(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "Second thought\non two lines" }), 200);
    expect(edited).toMatchObject({ id: note.id, body: "Second thought\non two lines", created_at: note.created_at });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(edited.created_at));
    expect(await notesOf(owner, client.id)).toEqual([edited]);

    expect((await t.api(owner, "DELETE", `/notes/${note.id}`)).status).toBe(204);
    expect(await notesOf(owner, client.id)).toEqual([]);
    await expectRefusal(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "again" }), 404, { code: "NOT_FOUND" });
    await expectRefusal(await t.api(owner, "DELETE", `/notes/${note.id}`), 404, { code: "NOT_FOUND" });
  });

  it("are changed or deleted by another member only as an admin or the owner: a member gets 403 and nothing changes", async () => {
    const owner = await t.signUp();
    const [admin, author, other] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await join(owner, admin, "admin");
    await join(owner, author);
    await join(owner, other);
    const client = await addClient(owner);
    const [first, second, third] = [
      await addNote(author, client.id, "One"),
      await addNote(author, client.id, "Two"),
      await addNote(owner, client.id, "The owner's"),
    ];

    await expectRefusal(await t.api(other, "PATCH", `/notes/${first.id}`, { body: "Mine now" }), 403, { code: "FORBIDDEN" });
    await expectRefusal(await t.api(other, "DELETE", `/notes/${first.id}`), 403, { code: "FORBIDDEN" });
    await expectRefusal(await t.api(author, "DELETE", `/notes/${third.id}`), 403, { code: "FORBIDDEN" });
    expect(await notesOf(other, client.id)).toEqual([third, second, first]);

    const moderated = await json<Note>(await t.api(admin, "PATCH", `/notes/${first.id}`, { body: "Phone number removed" }), 200);
    expect(moderated).toMatchObject({ body: "Phone number removed", author_id: author.id, author_name: nameOf(author) });
    expect((await t.api(admin, "DELETE", `/notes/${second.id}`)).status).toBe(204);
    expect((await t.api(owner, "DELETE", `/notes/${first.id}`)).status).toBe(204);
    expect((await notesOf(author, client.id)).map((note) => note.id)).toEqual([third.id]);
  });

  it("of another workspace's client, or a missing one, answer 404 as a missing client or note, and change nothing", async () => {
    const [owner, stranger] = [await t.signUp(), await t.signUp()];
    const client = await addClient(owner);
    const note = await addNote(owner, client.id, "Private");
    for (const clientId of [client.id, crypto.randomUUID()]) {
      await expectRefusal(await t.api(stranger, "GET", `/clients/${clientId}/notes`), 404, { code: "NOT_FOUND" });
      await expectRefusal(await t.api(stranger, "POST", `/clients/${clientId}/notes`, { body: "Hello" }), 404, { code: "NOT_FOUND" });
    }
    for (const noteId of [note.id, crypto.randomUUID()]) {
      await expectRefusal(await t.api(stranger, "PATCH", `/notes/${noteId}`, { body: "Mine" }), 404, { code: "NOT_FOUND" });
      await expectRefusal(await t.api(stranger, "DELETE", `/notes/${noteId}`), 404, { code: "NOT_FOUND" });
    }
    expect(await notesOf(owner, client.id)).toEqual([note]);
    expect((await t.request(`/api/v1/clients/${client.id}/notes`)).status).toBe(401);
  });

  it("are recorded in the activity when added, under the client's name, and stay on the client's timeline", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner, "Grace Hopper");
    const note = await addNote(owner, client.id, "Met at the conference");
    const activity = await json<{ items: ActivityEntry[] }>(await t.api(owner, "GET", "/activity"), 200);
    expect(activity.items[0]).toMatchObject({
      kind: "note.added",
      entity_id: note.id,
      summary: "Grace Hopper",
      actor: { id: owner.id, name: nameOf(owner) },
    });
    const timeline = await json<TimelinePage>(await t.api(owner, "GET", `/clients/${client.id}/timeline`), 200);
    expect(timeline.items[0]).toMatchObject({ kind: "note.added", note });
  });

  it("stay when their author's account is deleted, by no one", async () => {
    const [owner, leaver] = [await t.signUp(), await t.signUp()];
    await join(owner, leaver);
    const client = await addClient(owner);
    const note = await addNote(leaver, client.id, "Written before leaving");
    const deleted = await t.postJson("/api/auth/delete-user", { password: STRONG_PASSWORD }, { headers: { cookie: leaver.cookie } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await notesOf(owner, client.id)).toEqual([{ ...note, author_id: null, author_name: null }]);
    // With no author left, only an admin or the owner may change it.
    expect((await t.api(owner, "DELETE", `/notes/${note.id}`)).status).toBe(204);
  });
});

describe("a deleted client's notes, tasks and emails", () => {
  /** The client's tasks and emails as stored, in a stable order. */
  async function tasksAndEmailsOf(workspaceId: string, clientId: string) {
    return {
      tasks: await t.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.clientId, clientId)))
        .orderBy(asc(tasks.title)),
      emails: await t.db
        .select()
        .from(clientEmails)
        .where(and(eq(clientEmails.workspaceId, workspaceId), eq(clientEmails.clientId, clientId))),
    };
  }

  /** A task and an email draft of the client, written straight in the database: how they are made is not what is tested here. */
  async function addTaskAndDraft(user: TestUser, clientId: string, assigneeId = user.id) {
    await t.db.insert(tasks).values([
      {
        workspaceId: user.workspaceId,
        clientId,
        title: "Call back",
        dueDate: "2030-01-15",
        dueAt: new Date("2030-01-15T09:30:00Z"),
        assigneeId,
        createdBy: user.id,
      },
      { workspaceId: user.workspaceId, clientId, title: "Done already", assigneeId, createdBy: user.id, doneAt: new Date() },
    ]);
    await t.db.insert(clientEmails).values({
      workspaceId: user.workspaceId,
      clientId,
      authorId: user.id,
      state: "draft",
      subject: "Our offer",
      body: "Dear Ada,\n\nhere it is.",
    });
  }

  it("go with it and come back with it, as they were, when it is restored", async () => {
    const owner = await t.signUp();
    const client = await addClient(owner);
    const note = await addNote(owner, client.id, "Likes\nlong calls");
    const edited = await json<Note>(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "Likes\nshort calls" }), 200);
    await addTaskAndDraft(owner, client.id);
    const before = await tasksAndEmailsOf(owner.workspaceId, client.id);
    expect(before.tasks).toHaveLength(2);
    expect(before.emails).toHaveLength(1);
    const timelineBefore = await json<TimelinePage>(await t.api(owner, "GET", `/clients/${client.id}/timeline`), 200);

    expect((await t.api(owner, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    await expectRefusal(await t.api(owner, "GET", `/clients/${client.id}/notes`), 404, { code: "NOT_FOUND" });
    await expectRefusal(await t.api(owner, "PATCH", `/notes/${note.id}`, { body: "x" }), 404, { code: "NOT_FOUND" });
    expect(await tasksAndEmailsOf(owner.workspaceId, client.id)).toEqual({ tasks: [], emails: [] });

    expect((await t.api(owner, "POST", `/clients/${client.id}/restore`)).status).toBe(200);
    expect(await notesOf(owner, client.id)).toEqual([edited]);
    expect(await tasksAndEmailsOf(owner.workspaceId, client.id)).toEqual(before);
    const timelineAfter = await json<TimelinePage>(await t.api(owner, "GET", `/clients/${client.id}/timeline`), 200);
    expect(timelineAfter.items.find((entry) => entry.kind === "note.added")?.note).toEqual(edited);
    expect(timelineAfter.items.filter((entry) => entry.kind !== "client.created").length).toBe(
      timelineBefore.items.filter((entry) => entry.kind !== "client.created").length,
    );
    // Restored once: the snapshot is gone, and the notes are not doubled by a second restore.
    expect((await t.api(owner, "POST", `/clients/${client.id}/restore`)).status).toBe(404);
    expect(await notesOf(owner, client.id)).toHaveLength(1);
  });

  it("come back without an author whose account is gone, and an open task of a member who left goes to the owner", async () => {
    const owner = await t.signUp();
    const [leaver, deletedAccount] = [await t.signUp(), await t.signUp()];
    await join(owner, leaver);
    await join(owner, deletedAccount);
    const client = await addClient(owner);
    await addNote(deletedAccount, client.id, "From an account about to go");
    await addTaskAndDraft(owner, client.id, leaver.id);

    expect((await t.api(owner, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    expect((await t.api(leaver, "DELETE", `/workspaces/${owner.workspaceId}/members/${leaver.id}`)).status).toBe(204);
    const gone = await t.postJson("/api/auth/delete-user", { password: STRONG_PASSWORD }, { headers: { cookie: deletedAccount.cookie } });
    expect(gone.status, await gone.clone().text()).toBe(200);

    expect((await t.api(owner, "POST", `/clients/${client.id}/restore`)).status).toBe(200);
    expect(await notesOf(owner, client.id)).toMatchObject([{ body: "From an account about to go", author_id: null, author_name: null }]);
    const { tasks: restored } = await tasksAndEmailsOf(owner.workspaceId, client.id);
    expect(restored.map((task) => [task.title, task.assigneeId])).toEqual([
      ["Call back", owner.id],
      // A task done stays the leaver's: it is what they did.
      ["Done already", leaver.id],
    ]);
  });
});
