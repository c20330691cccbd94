import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { INVOICE_NUMBER_PREFIX } from "@shared/invoices/invoice-limits";
import type { Note } from "@shared/notes/note.schema";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import type { TimelineEntry } from "@shared/timeline/timeline.schema";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import type { Translate } from "@web/i18n/texts";
import { formatDateTime } from "@web/lib/format";

const isClientStatus = (value: unknown): value is ClientStatus => (CLIENT_STATUSES as readonly unknown[]).includes(value);
const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** What an entry says, and where it leads (an order's page) when it is about something that has one. */
export interface TimelineSentence {
  text: string;
  to?: string;
}

/** A client's status or an order's, by its label in the interface language. */
function statusLabel(status: TimelineEntry["from"], t: Translate, of: "client" | "order"): string {
  if (of === "client" && isClientStatus(status)) return t(`clients.status.${status}`);
  if (of === "order" && isOrderStatus(status)) return t(`orders.status.${status}`);
  return String(status ?? "");
}

/**
 * What happened, as a sentence in the interface language (docs/product.md "The client page"):
 * "Status changed from Contacted to Interested", "Order #12: Confirmed → Paid", "Task done: Call back",
 * "Invoice INV-2026-0001 issued for order #12" (a quote's, invoice's or credit note's entry leads to its order).
 * Who did it and when are told beside it.
 */
export function timelineSentence(entry: TimelineEntry, t: Translate, language: string): TimelineSentence {
  const order = entry.order;
  const orderLink = order ? `/orders/${order.id}` : undefined;
  const number = order?.number != null ? t("orders.number", { number: order.number }) : "";
  switch (entry.kind) {
    case "client.created":
      return { text: t("clientPage.timeline.entries.created") };
    case "client.status_changed":
      return {
        text: t("clientPage.timeline.entries.statusChanged", {
          from: statusLabel(entry.from, t, "client"),
          to: statusLabel(entry.to, t, "client"),
        }),
      };
    case "order.created":
      return { text: t("clientPage.timeline.entries.orderCreated", { number }), to: orderLink };
    case "order.status_changed": {
      const to = statusLabel(entry.to, t, "order");
      return entry.from === null
        ? { text: t("clientPage.timeline.entries.orderStatusSet", { number, to }), to: orderLink }
        : {
            text: t("clientPage.timeline.entries.orderStatusChanged", { number, from: statusLabel(entry.from, t, "order"), to }),
            to: orderLink,
          };
    }
    case "note.added":
      return { text: t("clientPage.timeline.entries.noteAdded") };
    case "task.created":
      return { text: t("clientPage.timeline.entries.taskCreated", { title: entry.task?.title ?? "" }) };
    case "task.completed":
      return { text: t("clientPage.timeline.entries.taskCompleted", { title: entry.task?.title ?? "" }) };
    case "email.sent":
      return { text: t("clientPage.timeline.entries.emailSent", { subject: entry.email?.subject ?? "" }) };
    case "email.drafted":
      return { text: t("clientPage.timeline.entries.emailDrafted", { subject: entry.email?.subject ?? "" }) };
    case "invoice.issued":
      return { text: t("clientPage.timeline.entries.invoiceIssued", { invoice: entry.invoice?.number ?? "", number }), to: orderLink };
    case "credit_note.issued":
      return {
        text: t("clientPage.timeline.entries.creditNoteIssued", { creditNote: entry.invoice?.number ?? "", number }),
        to: orderLink,
      };
    case "invoice.sent": {
      // A credit note is mailed as an invoice is, under its own number.
      const document = entry.invoice?.number ?? "";
      const to = entry.sent_to ?? "";
      return document.startsWith(`${INVOICE_NUMBER_PREFIX.credit_note}-`)
        ? { text: t("clientPage.timeline.entries.creditNoteSent", { creditNote: document, to }), to: orderLink }
        : { text: t("clientPage.timeline.entries.invoiceSent", { invoice: document, to }), to: orderLink };
    }
    case "quote.sent":
      return { text: t("clientPage.timeline.entries.quoteSent", { number, to: entry.sent_to ?? "" }), to: orderLink };
    case "meeting.scheduled":
      return entry.starts_at === null
        ? { text: t("clientPage.timeline.entries.meetingScheduled") }
        : { text: t("clientPage.timeline.entries.meetingScheduledFor", { when: formatDateTime(entry.starts_at, language) }) };
  }
}

/** Who did it: "You" for the viewer, else the member's name, or "Former member" once their account is deleted. */
export function timelineActor(entry: Pick<TimelineEntry, "actor_id" | "actor_name">, viewerId: string | undefined, t: Translate): string {
  if (entry.actor_id !== null && entry.actor_id === viewerId) return t("clientPage.timeline.you");
  return entry.actor_name ?? t("common.formerMember");
}

/** A note changed after it was written shows "edited". */
export const wasEdited = (note: Pick<Note, "created_at" | "updated_at">) => Date.parse(note.updated_at) > Date.parse(note.created_at);

/** Its author, or an admin or the owner of the workspace, may edit or delete a note (the server checks it too). */
export const canChangeNote = (note: Pick<Note, "author_id">, viewerId: string | undefined, role: WorkspaceRole | undefined) =>
  role === "owner" || role === "admin" || (viewerId !== undefined && note.author_id === viewerId);
