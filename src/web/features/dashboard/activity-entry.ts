import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { INVOICE_NUMBER_PREFIX } from "@shared/invoices/invoice-limits";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import type { Translate } from "@web/i18n/texts";
import { currencyName, formatDateTime, formatInteger } from "@web/lib/format";

const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);
const isClientStatus = (value: unknown): value is ClientStatus => (CLIENT_STATUSES as readonly unknown[]).includes(value);

const searchFor = (path: string, summary: string) => `${path}?${new URLSearchParams({ q: summary })}`;

/** The page of the order a document entry is about: the order's id is in its details (the entry's own is the document's). */
function orderOfDocument(entry: ActivityEntry): string | undefined {
  const orderId = entry.details.order_id;
  return typeof orderId === "string" && orderId !== "" ? `/orders/${orderId}` : undefined;
}

/** The client's page (docs/product.md "The client page"), while the client exists. */
const clientPage = (entry: ActivityEntry) => (entry.client_id === null ? undefined : `/clients/${entry.client_id}`);

/**
 * Where an entry leads: an order's page (an invoice's, a credit note's or a quote's is its order's), the page of the client it is about (a meeting, an
 * email, a note or a task is about a client), or the inventory list searched for the item's
 * name. Deleted things lead nowhere.
 */
export function activityLink(entry: ActivityEntry): string | undefined {
  switch (entry.kind) {
    case "order.created":
    case "order.updated":
    case "order.status_changed":
    case "order.restored":
      return entry.entity_id === null ? undefined : `/orders/${entry.entity_id}`;
    case "invoice.issued":
    case "credit_note.issued":
    case "invoice.sent":
      return orderOfDocument(entry);
    case "quote.sent":
      return orderOfDocument(entry) ?? (entry.entity_id === null ? undefined : `/orders/${entry.entity_id}`);
    case "client.created":
    case "client.updated":
    case "client.restored":
    case "outreach.generated":
    case "meeting.scheduled":
    case "note.added":
    case "task.created":
    case "task.completed":
    case "email.sent":
    case "email.drafted":
      return clientPage(entry);
    case "inventory.created":
    case "inventory.updated":
    case "inventory.restored":
      return searchFor("/inventory", entry.summary);
    case "workspace.currency_changed":
      return "/settings/workspace";
    case "import.completed":
      return entry.details.import_kind === "inventory" ? "/inventory" : "/clients";
    default:
      return undefined;
  }
}

/** Sentences that keep their key whoever did it; the other member's version is under `byMember`. */
type SentenceKey =
  | "clientCreated"
  | "clientUpdated"
  | "clientMoved"
  | "clientDeleted"
  | "clientRestored"
  | "itemCreated"
  | "itemUpdated"
  | "itemDeleted"
  | "itemRestored"
  | "orderCreated"
  | "orderCreatedFor"
  | "orderUpdated"
  | "orderStatusChanged"
  | "orderDeleted"
  | "orderRestored"
  | "outreachGenerated"
  | "meetingScheduled"
  | "meetingScheduledFor"
  | "currencyChanged"
  | "noteAdded"
  | "taskCreated"
  | "taskCompleted"
  | "emailSent"
  | "emailDrafted"
  | "clientsImported"
  | "itemsImported"
  | "invoiceIssued"
  | "invoiceIssuedFor"
  | "creditNoteIssued"
  | "invoiceSent"
  | "creditNoteSent"
  | "quoteSent";

/**
 * What the sentences name: the subject, and for some the client, the status, the day, the currencies, a task's title, an
 * email's subject, a document's number or the address it was mailed to.
 */
type SentenceValues = Partial<
  Record<
    | "name"
    | "number"
    | "client"
    | "status"
    | "when"
    | "from"
    | "to"
    | "title"
    | "subject"
    | "created"
    | "updated"
    | "skipped"
    | "invoice"
    | "creditNote",
    string
  >
>;

/** A count of the entry's details (an import's rows), in the interface language's digits. */
const detailCount = (value: unknown, language: string) => formatInteger(typeof value === "number" ? value : 0, language);

/** A text of the entry's details (a task's title, an email's subject), as it was then. */
const detailText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An order as the entry names it: its number, "#42" (docs/decisions.md 93). Entries of orders
 * deleted before orders had numbers keep the start of their id, "#1a2b3c4d".
 */
function orderNumberOf(entry: ActivityEntry, t: Translate): string {
  const number = entry.details.number;
  if (typeof number === "number") return t("orders.number", { number });
  if (typeof number === "string" && number !== "") return t("orders.number", { number: number.replace(/^#/, "") });
  return entry.summary;
}

/** The order a document entry is about, "#12", from its details' `order_number`. */
function documentOrderNumber(entry: ActivityEntry, t: Translate): string {
  const number = entry.details.order_number;
  return typeof number === "number" ? t("orders.number", { number }) : "";
}

/** A credit note's number (CN-2026-0001) rather than an invoice's. */
const isCreditNoteNumber = (number: string) => number.startsWith(`${INVOICE_NUMBER_PREFIX.credit_note}-`);

/** A currency of a "currency changed" entry by its name in the interface language: "US Dollar", "euro". */
function currencyOf(value: unknown, language: string): string {
  return typeof value === "string" && value !== "" ? currencyName(value, language) : "";
}

/** How another member's change of an order's status reads: "Ana confirmed order #42". */
const ORDER_STATUS_VERBS: Partial<Record<OrderStatus, "orderConfirmed" | "orderDelivered" | "orderPaid" | "orderCancelled">> = {
  confirmed: "orderConfirmed",
  delivered: "orderDelivered",
  paid: "orderPaid",
  cancelled: "orderCancelled",
};

/**
 * Who did it, for the sentence: nobody for the viewer's own entries (they read as they always
 * have, "New client Ada Lovelace"), else the member's name, or "A former member" once their
 * account is deleted.
 */
export function activityActor(entry: ActivityEntry, viewerId: string | undefined, t: Translate): string | undefined {
  if (entry.actor === null) return t("dashboard.activity.formerMember");
  return entry.actor.id === viewerId ? undefined : entry.actor.name;
}

/**
 * What happened, as a sentence in the interface language: "New client Ada Lovelace",
 * "Order #42 → Paid" for the viewer's own; "Ana added client Ada Lovelace", "Ana marked
 * order #42 as paid" for another member's (docs/decisions.md 90).
 */
export function activitySentence(entry: ActivityEntry, t: Translate, language: string, viewerId?: string): string {
  const actor = activityActor(entry, viewerId, t);
  const say = (key: SentenceKey, values: SentenceValues) =>
    actor === undefined ? t(`dashboard.activity.entries.${key}`, values) : t(`dashboard.activity.byMember.${key}`, { ...values, actor });
  const name = entry.summary;
  const number = orderNumberOf(entry, t);
  switch (entry.kind) {
    case "client.created":
      return say("clientCreated", { name });
    case "client.updated": {
      // A status change says where the client moved: "Ada Lovelace → Closed Won".
      const { from, status } = entry.details;
      return isClientStatus(from) && isClientStatus(status) && from !== status
        ? say("clientMoved", { name, status: t(`clients.status.${status}`) })
        : say("clientUpdated", { name });
    }
    case "client.deleted":
      return say("clientDeleted", { name });
    case "client.restored":
      return say("clientRestored", { name });
    case "inventory.created":
      return say("itemCreated", { name });
    case "inventory.updated":
      return say("itemUpdated", { name });
    case "inventory.deleted":
      return say("itemDeleted", { name });
    case "inventory.restored":
      return say("itemRestored", { name });
    case "order.created": {
      const client = entry.details.client_name;
      return typeof client === "string" && client !== "" ? say("orderCreatedFor", { number, client }) : say("orderCreated", { number });
    }
    case "order.updated":
      return say("orderUpdated", { number });
    case "order.status_changed": {
      // Where the order moved, in the status's own label: "Order #42 → Created" reads as a move back.
      const to = entry.details.to;
      const verb = isOrderStatus(to) ? ORDER_STATUS_VERBS[to] : undefined;
      if (actor !== undefined && verb !== undefined) return t(`dashboard.activity.byMember.${verb}`, { number, actor });
      const status = isOrderStatus(to) ? t(`orders.status.${to}`) : String(to ?? "");
      return say("orderStatusChanged", { number, status });
    }
    case "order.deleted":
      return say("orderDeleted", { number });
    case "order.restored":
      return say("orderRestored", { number });
    case "outreach.generated":
      return say("outreachGenerated", { name });
    case "meeting.scheduled": {
      const startsAt = entry.details.starts_at;
      return typeof startsAt === "string" && !Number.isNaN(Date.parse(startsAt))
        ? say("meetingScheduledFor", { name, when: formatDateTime(startsAt, language) })
        : say("meetingScheduled", { name });
    }
    case "workspace.currency_changed":
      return say("currencyChanged", { from: currencyOf(entry.details.from, language), to: currencyOf(entry.details.to, language) });
    case "note.added":
      return say("noteAdded", { name });
    case "task.created":
      return say("taskCreated", { name, title: detailText(entry.details.title) });
    case "task.completed":
      return say("taskCompleted", { name, title: detailText(entry.details.title) });
    case "email.sent":
      return say("emailSent", { name, subject: detailText(entry.details.subject) });
    case "email.drafted":
      return say("emailDrafted", { name, subject: detailText(entry.details.subject) });
    case "import.completed": {
      const { created, updated, skipped } = entry.details;
      const counts = {
        created: detailCount(created, language),
        updated: detailCount(updated, language),
        skipped: detailCount(skipped, language),
      };
      return say(entry.details.import_kind === "inventory" ? "itemsImported" : "clientsImported", { name, ...counts });
    }
    case "invoice.issued": {
      const values = { invoice: detailText(entry.details.number), number: documentOrderNumber(entry, t) };
      const client = detailText(entry.details.client_name);
      return client === "" ? say("invoiceIssued", values) : say("invoiceIssuedFor", { ...values, client });
    }
    case "credit_note.issued":
      return say("creditNoteIssued", { creditNote: detailText(entry.details.number), invoice: detailText(entry.details.invoice_number) });
    case "invoice.sent": {
      // A credit note is mailed as an invoice is, under its own number.
      const document = detailText(entry.details.number);
      const to = detailText(entry.details.to);
      return isCreditNoteNumber(document)
        ? say("creditNoteSent", { creditNote: document, to })
        : say("invoiceSent", { invoice: document, to });
    }
    case "quote.sent":
      return say("quoteSent", { number: documentOrderNumber(entry, t), to: detailText(entry.details.to) });
    default:
      // A kind this version of the app does not know yet: its subject at least.
      return entry.summary;
  }
}
