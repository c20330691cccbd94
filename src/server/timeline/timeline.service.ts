import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import type { ClientEmail } from "@shared/client-emails/client-email.schema";
import { ORDER_STATUSES } from "@shared/orders/order-status";
import { TIMELINE_PAGE_SIZE, type TimelineEntry, type TimelineKind, type TimelinePage } from "@shared/timeline/timeline.schema";
import type { Database } from "../db/database";
import { preparedQuery } from "../db/prepared-statements";
import { activity, clientEmails, clientNotes, clients, user } from "../db/schema";
import { notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { newestFirst, pageParameters, toPage } from "../lib/pagination";
import { toNote } from "../notes/notes.service";

/**
 * A client's timeline (docs/decisions.md 110): the activity entries that name the client
 * (`activity.client_id`), newest first by (created_at, id), a page at a time. An entry shows what
 * it recorded then (a status change, an order's number, a task's title), except a note, shown as
 * it is now, and an email, shown whole; an entry whose note is gone is left out. Which entries
 * are on it is decided in SQL, so that every page but the last holds TIMELINE_PAGE_SIZE entries
 * and a cursor is the last one's (created_at, id).
 */

const noteAuthor = alias(user, "note_author");

const byClient = sql.placeholder("clientId");

/** Activity kinds shown as they are: their own entries, whatever they name. */
const KINDS_SHOWN = [
  "client.created",
  "order.created",
  "order.status_changed",
  "task.created",
  "task.completed",
  "meeting.scheduled",
  "invoice.issued",
  "credit_note.issued",
  "invoice.sent",
  "quote.sent",
];
const EMAIL_KINDS = ["email.sent", "email.drafted"];

/** What a client's entries are on the timeline: a client's changes only when its status moved, a note or an email while it exists. */
const onTheTimeline = or(
  inArray(activity.kind, KINDS_SHOWN),
  and(eq(activity.kind, "client.updated"), sql`${activity.details} ->> 'from' is not null`),
  and(eq(activity.kind, "note.added"), isNotNull(clientNotes.id)),
  and(inArray(activity.kind, EMAIL_KINDS), isNotNull(clientEmails.id)),
);

const timelineColumns = {
  id: activity.id,
  kind: activity.kind,
  createdAt: activity.createdAt,
  cursorKey: newestFirst.cursorKey(activity),
  actorId: activity.actorId,
  actorName: user.name,
  entityId: activity.entityId,
  details: activity.details,
  noteId: clientNotes.id,
  noteClientId: clientNotes.clientId,
  noteBody: clientNotes.body,
  noteAuthorId: clientNotes.authorId,
  noteAuthorName: noteAuthor.name,
  noteCreatedAt: clientNotes.createdAt,
  noteUpdatedAt: clientNotes.updatedAt,
  emailId: clientEmails.id,
  emailClientId: clientEmails.clientId,
  emailState: clientEmails.state,
  emailTo: clientEmails.toAddress,
  emailSubject: clientEmails.subject,
  emailBody: clientEmails.body,
  emailAuthorId: clientEmails.authorId,
  emailCreatedAt: clientEmails.createdAt,
  emailSentAt: clientEmails.sentAt,
};

/**
 * The query of a page of a client's timeline, newest first, with placeholders: `workspaceId`,
 * `clientId`, `limitPlusOne`, and after a cursor `afterKey` and `afterId`. It reads the index
 * activity_workspace_client_created_idx backwards from the cursor and stops once the page is full.
 */
export function timelinePageQuery(db: Database, afterCursor: boolean) {
  return db
    .select(timelineColumns)
    .from(activity)
    .leftJoin(user, eq(user.id, activity.actorId))
    .leftJoin(
      clientNotes,
      and(eq(activity.kind, "note.added"), eq(clientNotes.workspaceId, activity.workspaceId), eq(clientNotes.id, activity.entityId)),
    )
    .leftJoin(noteAuthor, eq(noteAuthor.id, clientNotes.authorId))
    .leftJoin(
      clientEmails,
      and(inArray(activity.kind, EMAIL_KINDS), eq(clientEmails.workspaceId, activity.workspaceId), eq(clientEmails.id, activity.entityId)),
    )
    .where(
      and(
        eq(activity.workspaceId, pageParameters.workspaceId),
        eq(activity.clientId, byClient),
        afterCursor ? newestFirst.after(activity) : undefined,
        onTheTimeline,
      ),
    )
    .orderBy(...newestFirst.orderBy(activity))
    .limit(pageParameters.limitPlusOne);
}

/**
 * One page of the workspace's client's timeline, newest first (TIMELINE_PAGE_SIZE entries), after
 * the cursor's entry when there is one; 404 for a client of another workspace or none, 400 for a
 * malformed cursor.
 */
export async function listTimeline(db: Database, workspaceId: string, clientId: string, cursor?: string): Promise<TimelinePage> {
  const cursorValues = newestFirst.cursorValues(cursor);
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)));
  if (!client) throw notFound("Client");

  const name = `timeline_page${cursor ? "_after" : ""}`;
  const page = preparedQuery(db, name, () => timelinePageQuery(db, Boolean(cursor)).prepare(name));
  const rows = await page.execute({ workspaceId, clientId, limitPlusOne: TIMELINE_PAGE_SIZE + 1, ...cursorValues });
  const { items, next_cursor } = toPage(rows, TIMELINE_PAGE_SIZE, toTimelineEntry, (row) => [row.cursorKey, row.id]);
  return { items, next_cursor };
}

/** A row of the page query: the entry, who did it, and its note or email when it has one (nulls otherwise). */
interface TimelineRow {
  id: string;
  kind: string;
  createdAt: Date;
  cursorKey: string;
  actorId: string | null;
  actorName: string | null;
  entityId: string | null;
  details: Record<string, string | number | boolean | null>;
  noteId: string | null;
  noteClientId: string | null;
  noteBody: string | null;
  noteAuthorId: string | null;
  noteAuthorName: string | null;
  noteCreatedAt: Date | null;
  noteUpdatedAt: Date | null;
  emailId: string | null;
  emailClientId: string | null;
  emailState: ClientEmail["state"] | null;
  emailTo: string | null;
  emailSubject: string | null;
  emailBody: string | null;
  emailAuthorId: string | null;
  emailCreatedAt: Date | null;
  emailSentAt: Date | null;
}

const CLIENT_STATUS_SET: ReadonlySet<string> = new Set(CLIENT_STATUSES);
const ORDER_STATUS_SET: ReadonlySet<string> = new Set(ORDER_STATUSES);

type Details = TimelineRow["details"];

/** A status the entry recorded, when it is one of `statuses` (entries written by older versions may hold anything). */
function statusIn(statuses: ReadonlySet<string>, value: Details[string] | undefined) {
  return typeof value === "string" && statuses.has(value) ? (value as TimelineEntry["from"]) : null;
}

/** An order's number as its entries recorded it (orders deleted before orders had numbers recorded none). */
/** The order's number an entry recorded: `number` on an order's own entries, `order_number` on a document's. */
const orderNumber = (details: Details, key: "number" | "order_number" = "number") => {
  const value = details[key];
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
};

function startsAt(details: Details): string | null {
  const value = typeof details.starts_at === "string" ? new Date(details.starts_at) : undefined;
  return value && !Number.isNaN(value.getTime()) ? isoTimestamp(value) : null;
}

function toTimelineEntry(row: TimelineRow): TimelineEntry {
  const { details } = row;
  const entry: TimelineEntry = {
    id: row.id,
    kind: row.kind as TimelineKind,
    created_at: isoTimestamp(row.createdAt),
    actor_id: row.actorId,
    actor_name: row.actorName,
    from: null,
    to: null,
    order: null,
    task: null,
    invoice: null,
    sent_to: null,
    starts_at: null,
    note: null,
    email: null,
  };
  switch (row.kind) {
    case "client.updated":
      return {
        ...entry,
        kind: "client.status_changed",
        from: statusIn(CLIENT_STATUS_SET, details.from),
        to: statusIn(CLIENT_STATUS_SET, details.status),
      };
    case "order.created":
    case "order.status_changed": {
      const order = row.entityId === null ? null : { id: row.entityId, number: orderNumber(details) };
      if (row.kind === "order.created") return { ...entry, order };
      return { ...entry, order, from: statusIn(ORDER_STATUS_SET, details.from), to: statusIn(ORDER_STATUS_SET, details.to) };
    }
    case "task.created":
    case "task.completed":
      return { ...entry, task: row.entityId === null ? null : { id: row.entityId, title: String(details.title ?? "") } };
    case "meeting.scheduled":
      return { ...entry, starts_at: startsAt(details) };
    case "invoice.issued":
    case "credit_note.issued":
    case "invoice.sent":
    case "quote.sent": {
      // The order a quote is of is the entry's entity; an invoice's, in its details.
      const orderId = row.kind === "quote.sent" ? row.entityId : typeof details.order_id === "string" ? details.order_id : null;
      const order = orderId === null ? null : { id: orderId, number: orderNumber(details, "order_number") };
      const invoice =
        row.kind === "quote.sent" || row.entityId === null ? null : { id: row.entityId, number: String(details.number ?? "") };
      return { ...entry, order, invoice, sent_to: typeof details.to === "string" ? details.to : null };
    }
    case "note.added":
      return {
        ...entry,
        note: toNote({
          id: row.noteId!,
          clientId: row.noteClientId!,
          body: row.noteBody!,
          authorId: row.noteAuthorId,
          authorName: row.noteAuthorName,
          createdAt: row.noteCreatedAt!,
          updatedAt: row.noteUpdatedAt!,
        }),
      };
    case "email.sent":
    case "email.drafted":
      return {
        ...entry,
        email: {
          id: row.emailId!,
          client_id: row.emailClientId!,
          state: row.emailState!,
          to: row.emailTo,
          subject: row.emailSubject!,
          body: row.emailBody!,
          author_id: row.emailAuthorId,
          created_at: isoTimestamp(row.emailCreatedAt!),
          sent_at: row.emailSentAt === null ? null : isoTimestamp(row.emailSentAt),
        },
      };
    default:
      return entry;
  }
}
