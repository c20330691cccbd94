import { createRoute, z } from "@hono/zod-openapi";
import { NOTE_BODY_MAX_LENGTH, noteInputSchema, noteResourceSchema } from "@shared/notes/note.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Notes"];

/*
 * The shared schemas are wrapped in objects of this module's `z`, which has `.openapi()` whatever
 * the order the modules load in: a shared schema made before @hono/zod-openapi is loaded has none.
 */
export const noteSchema = z.object(noteResourceSchema.shape).openapi("Note");
const noteBodySchema = z.object(noteInputSchema.shape);

const authorOrAdmin = {
  403: jsonContent(errorBodySchema, "Another member's note: only its author, an admin or the owner changes or deletes it"),
};

export const listNotes = createRoute({
  operationId: "listNotes",
  method: "get",
  path: "/clients/{id}/notes",
  tags,
  summary: "A client's notes, newest first, each with its author",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(z.object({ items: z.array(noteSchema) }).openapi("NoteList"), "The client's notes, all of them"),
    ...commonErrorResponses,
    ...notFoundResponse("client in the workspace"),
  },
});

export const createNote = createRoute({
  operationId: "createNote",
  method: "post",
  path: "/clients/{id}/notes",
  tags,
  summary: `Add a note on a client: plain text of 1 to ${NOTE_BODY_MAX_LENGTH} characters, line breaks kept; it appears on the client's timeline`,
  request: { params: idParamsSchema, body: jsonBody(noteBodySchema.openapi("NewNote")) },
  responses: {
    201: jsonContent(noteSchema, "The new note"),
    ...commonErrorResponses,
    ...notFoundResponse("client in the workspace"),
  },
});

export const updateNote = createRoute({
  operationId: "updateNote",
  method: "patch",
  path: "/notes/{id}",
  tags,
  summary: "Change a note's text (its author, an admin or the owner); `updated_at` then says when it was edited",
  request: { params: idParamsSchema, body: jsonBody(noteBodySchema.openapi("NotePatch")) },
  responses: {
    200: jsonContent(noteSchema, "The note"),
    ...commonErrorResponses,
    ...authorOrAdmin,
    ...notFoundResponse("note in the workspace"),
  },
});

export const deleteNote = createRoute({
  operationId: "deleteNote",
  method: "delete",
  path: "/notes/{id}",
  tags,
  summary: "Delete a note (its author, an admin or the owner); it leaves the client's timeline",
  request: { params: idParamsSchema },
  responses: {
    204: { description: "Deleted" },
    ...commonErrorResponses,
    ...authorOrAdmin,
    ...notFoundResponse("note in the workspace"),
  },
});
