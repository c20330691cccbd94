import { z } from "zod";
import { CLIENT_STATUSES } from "../clients/client-status";
import { clientEmailResourceSchema } from "../client-emails/client-email.schema";
import { noteResourceSchema } from "../notes/note.schema";
import { ORDER_STATUSES } from "../orders/order-status";

/** What a client's timeline shows (docs/product.md "The client page"), newest first. */
export const TIMELINE_KINDS = [
  "client.created",
  "client.status_changed",
  "order.created",
  "order.status_changed",
  "note.added",
  "task.created",
  "task.completed",
  "email.sent",
  "email.drafted",
  "meeting.scheduled",
  "invoice.issued",
  "credit_note.issued",
  "invoice.sent",
  "quote.sent",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Entries a page of the timeline holds. */
export const TIMELINE_PAGE_SIZE = 25;

const clientStatus = z.enum(CLIENT_STATUSES);
const orderStatus = z.enum(ORDER_STATUSES);

/**
 * One entry. Every entry says who did it and when; what it is about depends on its kind:
 * a status change its `from` and `to`; an order its id and number (and status change); a note
 * the note as it is now (edited or not); a task its id and title as it was; an email the email.
 */
export const timelineEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(TIMELINE_KINDS),
  created_at: z.iso.datetime(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  /** client.status_changed: the statuses; order.status_changed: the order's. */
  from: z.union([clientStatus, orderStatus]).nullable(),
  to: z.union([clientStatus, orderStatus]).nullable(),
  order: z.object({ id: z.uuid(), number: z.number().int().nullable() }).nullable(),
  task: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** invoice.issued, credit_note.issued, invoice.sent: the document's id and number (INV-2026-0001). */
  invoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** invoice.sent, quote.sent: the address it was mailed to. */
  sent_to: z.string().nullable(),
  /** meeting.scheduled: when the meeting starts. */
  starts_at: z.iso.datetime().nullable(),
  note: noteResourceSchema.nullable(),
  email: clientEmailResourceSchema.nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** GET /api/v1/clients/{id}/timeline?cursor=: a page, and the cursor of the next (null on the last). */
export const timelinePageSchema = z.object({
  items: z.array(timelineEntrySchema),
  next_cursor: z.string().nullable(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;
