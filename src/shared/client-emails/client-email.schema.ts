import { z } from "zod";
import { line, text } from "../schema-helpers";
import { CLIENT_EMAIL_LIMITS, CLIENT_EMAIL_STATES } from "./client-email-limits";

export { CLIENT_EMAIL_LIMITS, CLIENT_EMAIL_STATES };

/** POST /api/v1/clients/{id}/emails: `send: true` mails it to the client now, `false` keeps it as a draft. */
export const clientEmailInputSchema = z.object({
  subject: z
    .string({ error: "validation.subjectRequired" })
    .pipe(line().min(1, "validation.subjectRequired").max(CLIENT_EMAIL_LIMITS.subject, "validation.subjectTooLong")),
  body: z
    .string({ error: "validation.emailBodyRequired" })
    .pipe(text().min(1, "validation.emailBodyRequired").max(CLIENT_EMAIL_LIMITS.body, "validation.emailBodyTooLong")),
  send: z.boolean({ error: "validation.invalid" }),
});
export type ClientEmailInput = z.input<typeof clientEmailInputSchema>;

/** An email written to a client, as the API returns it (and the timeline shows it). */
export const clientEmailResourceSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  state: z.enum(CLIENT_EMAIL_STATES),
  /** The address it was sent to (the client's at the time); null for a draft. */
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  author_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});
export type ClientEmail = z.infer<typeof clientEmailResourceSchema>;
