import { z } from "zod";
import { text } from "../schema-helpers";
import { NOTE_BODY_MAX_LENGTH } from "./note-limits";

export { NOTE_BODY_MAX_LENGTH };

/** A note's body: plain text, line breaks kept (docs/product.md "The client page"). */
const noteBody = z
  .string({ error: "validation.noteRequired" })
  .pipe(text().min(1, "validation.noteRequired").max(NOTE_BODY_MAX_LENGTH, "validation.noteTooLong"));

/** POST /api/v1/clients/{id}/notes and PATCH /api/v1/notes/{id}: the body only. */
export const noteInputSchema = z.object({ body: noteBody });
export type NoteInput = z.input<typeof noteInputSchema>;

/** A note as the API returns it; `updated_at` later than `created_at` means it was edited. */
export const noteResourceSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  body: z.string(),
  /** Null once the author's account is deleted. */
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Note = z.infer<typeof noteResourceSchema>;
