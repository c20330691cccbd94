import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Note, noteInputSchema } from "@shared/notes/note.schema";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { clientNotes, clients, user, workspaceMembers } from "../db/schema";
import type { Actor } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";

/**
 * Notes on a client (docs/product.md "The client page"): plain text kept as typed, written by any
 * member, edited or deleted by their author, or by an admin or the owner of the workspace. Adding
 * one puts it on the client's timeline (`note.added`), which shows the note as it is now.
 */

type NoteInput = z.output<typeof noteInputSchema>;

/** Who, besides its author, may edit or delete a note. */
const MODERATES_NOTES: readonly WorkspaceRole[] = ["owner", "admin"];

export const noteColumns = {
  id: clientNotes.id,
  clientId: clientNotes.clientId,
  body: clientNotes.body,
  authorId: clientNotes.authorId,
  authorName: user.name,
  createdAt: clientNotes.createdAt,
  updatedAt: clientNotes.updatedAt,
};

export interface NoteRow {
  id: string;
  clientId: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    client_id: row.clientId,
    body: row.body,
    author_id: row.authorId,
    author_name: row.authorName,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** The workspace's note with this id: every query of a note names both. */
const noteInWorkspace = (workspaceId: string, noteId: string) => and(eq(clientNotes.workspaceId, workspaceId), eq(clientNotes.id, noteId));

async function readNote(db: Executor, workspaceId: string, noteId: string): Promise<Note> {
  const [row] = await db
    .select(noteColumns)
    .from(clientNotes)
    .leftJoin(user, eq(user.id, clientNotes.authorId))
    .where(noteInWorkspace(workspaceId, noteId));
  if (!row) throw notFound("Note");
  return toNote(row);
}

/**
 * The workspace's client's name, 404 for a client of another workspace or none. With `lock`,
 * the client cannot be deleted until the transaction ends (a note added meanwhile would lose
 * its client).
 */
async function clientName(db: Executor, workspaceId: string, clientId: string, lock = false): Promise<string> {
  const query = db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  const [row] = lock ? await query.for("key share") : await query;
  if (!row) throw notFound("Client");
  return row.name;
}

/** The client's notes, newest first. */
export async function listNotes(db: Database, workspaceId: string, clientId: string): Promise<Note[]> {
  await clientName(db, workspaceId, clientId);
  const rows = await db
    .select(noteColumns)
    .from(clientNotes)
    .leftJoin(user, eq(user.id, clientNotes.authorId))
    .where(and(eq(clientNotes.workspaceId, workspaceId), eq(clientNotes.clientId, clientId)))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  return rows.map(toNote);
}

/** A new note on the workspace's client, by the actor, and its entry on the client's timeline. */
export async function createNote(db: Database, actor: Actor, clientId: string, input: NoteInput): Promise<Note> {
  return db.transaction(async (tx) => {
    const name = await clientName(tx, actor.workspaceId, clientId, true);
    const [row] = await tx
      .insert(clientNotes)
      .values({ workspaceId: actor.workspaceId, clientId, authorId: actor.userId, body: input.body })
      .returning({ id: clientNotes.id });
    await recordActivity(tx, actor, { kind: "note.added", entityId: row!.id, clientId, details: { name } });
    return readNote(tx, actor.workspaceId, row!.id);
  });
}

/**
 * Locks the workspace's note for a change by the actor: 404 for a note of another workspace or
 * none, 403 unless the actor wrote it or is an admin or the owner of the workspace.
 */
async function lockNoteForChange(tx: Executor, actor: Actor, noteId: string): Promise<{ body: string }> {
  const [note] = await tx
    .select({ authorId: clientNotes.authorId, body: clientNotes.body })
    .from(clientNotes)
    .where(noteInWorkspace(actor.workspaceId, noteId))
    .for("update");
  if (!note) throw notFound("Note");
  if (note.authorId === actor.userId) return note;
  const [membership] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, actor.userId)))
    .for("share");
  if (!membership || !MODERATES_NOTES.includes(membership.role)) {
    throw new AppError("FORBIDDEN", "Only the note's author, an admin or the owner can change or delete it");
  }
  return note;
}

/** Changes a note's body; a body saved unchanged is no edit (the note does not become "edited"). */
export async function updateNote(db: Database, actor: Actor, noteId: string, input: NoteInput): Promise<Note> {
  return db.transaction(async (tx) => {
    const current = await lockNoteForChange(tx, actor, noteId);
    if (current.body !== input.body) {
      await tx
        .update(clientNotes)
        .set({ body: input.body, updatedAt: sql`now()` })
        .where(noteInWorkspace(actor.workspaceId, noteId));
    }
    return readNote(tx, actor.workspaceId, noteId);
  });
}

/** Deletes a note for good; its entry leaves the client's timeline. */
export async function deleteNote(db: Database, actor: Actor, noteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNoteForChange(tx, actor, noteId);
    await tx.delete(clientNotes).where(noteInWorkspace(actor.workspaceId, noteId));
  });
}
