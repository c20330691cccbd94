import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "@shared/timeline/timeline.schema";
import en from "@web/i18n/locales/en.json";
import fr from "@web/i18n/locales/fr.json";
import { createTexts } from "@web/i18n/texts";
import { canChangeNote, timelineActor, timelineSentence, wasEdited } from "./timeline-entry";

const texts = createTexts({ en, fr });

const ORDER_ID = "1a2b3c4d-0000-4000-8000-000000000000";
const CLIENT_ID = "c1c1c1c1-0000-4000-8000-000000000000";

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  id: "0e0e0e0e-0000-4000-8000-000000000000",
  kind: "client.created",
  created_at: "2026-03-10T12:00:00.000Z",
  actor_id: "user-ana",
  actor_name: "Ana",
  from: null,
  to: null,
  order: null,
  task: null,
  invoice: null,
  sent_to: null,
  starts_at: null,
  note: null,
  email: null,
  ...overrides,
});

const email = (subject: string) => ({
  id: "e1e1e1e1-0000-4000-8000-000000000000",
  client_id: CLIENT_ID,
  state: "sent" as const,
  to: "ada@example.com",
  subject,
  body: "Hello",
  author_id: "user-ana",
  created_at: "2026-03-10T12:00:00.000Z",
  sent_at: "2026-03-10T12:00:00.000Z",
});

describe("timelineSentence", () => {
  const say = (overrides: Partial<TimelineEntry>, language = "en") =>
    timelineSentence(entry(overrides), texts.translator(language), language);

  it("names a status change by the statuses' labels, in the interface language", () => {
    expect(say({ kind: "client.status_changed", from: "contacted", to: "negotiation" }).text).toBe(
      "Status changed from Contacted to Negotiation",
    );
    expect(say({ kind: "client.status_changed", from: "contacted", to: "closed_won" }, "fr").text).toBe("Statut passé de Contacté à Gagné");
  });

  it("leads an order's entries to the order, by its number", () => {
    const order = { id: ORDER_ID, number: 12 };
    expect(say({ kind: "order.created", order })).toEqual({ text: "Order #12 created", to: `/orders/${ORDER_ID}` });
    expect(say({ kind: "order.status_changed", order, from: "confirmed", to: "paid" })).toEqual({
      text: "Order #12: Confirmed → Paid",
      to: `/orders/${ORDER_ID}`,
    });
    expect(say({ kind: "order.status_changed", order, to: "delivered" }).text).toBe("Order #12 → Delivered");
  });

  it("names the task, the email's subject and the meeting's time", () => {
    const task = { id: "7a7a7a7a-0000-4000-8000-000000000000", title: "Send the quote" };
    expect(say({ kind: "task.created", task }).text).toBe("Task added: Send the quote");
    expect(say({ kind: "task.completed", task }, "fr").text).toBe("Tâche terminée\u00a0: Send the quote");
    expect(say({ kind: "email.sent", email: email("Our offer") }).text).toBe("Email sent: Our offer");
    expect(say({ kind: "email.drafted", email: { ...email("Follow-up"), state: "draft", to: null, sent_at: null } }).text).toBe(
      "Draft saved: Follow-up",
    );
    expect(say({ kind: "meeting.scheduled", starts_at: "2026-03-12T09:30:00.000Z" }).text).toMatch(/^Meeting scheduled for Mar 12, 2026/);
    expect(say({ kind: "note.added" }).to).toBeUndefined();
  });
});

describe("timelineSentence, for quotes, invoices and credit notes", () => {
  const order = { id: ORDER_ID, number: 12 };
  const invoice = (number: string) => ({ id: "1f1f1f1f-0000-4000-8000-000000000000", number });
  const say = (overrides: Partial<TimelineEntry>, language = "en") =>
    timelineSentence(entry({ order, ...overrides }), texts.translator(language), language);

  it("names the document and its order, or the address it was mailed to, and leads to the order", () => {
    expect(say({ kind: "invoice.issued", invoice: invoice("INV-2026-0001") })).toEqual({
      text: "Invoice INV-2026-0001 issued for order #12",
      to: `/orders/${ORDER_ID}`,
    });
    expect(say({ kind: "credit_note.issued", invoice: invoice("CN-2026-0001") }).text).toBe(
      "Credit note CN-2026-0001 issued for order #12",
    );
    expect(say({ kind: "invoice.sent", invoice: invoice("INV-2026-0001"), sent_to: "ada@example.com" }).text).toBe(
      "Invoice INV-2026-0001 emailed to ada@example.com",
    );
    expect(say({ kind: "invoice.sent", invoice: invoice("CN-2026-0001"), sent_to: "ada@example.com" }).text).toBe(
      "Credit note CN-2026-0001 emailed to ada@example.com",
    );
    expect(say({ kind: "quote.sent", sent_to: "ada@example.com" })).toEqual({
      text: "Quote for order #12 emailed to ada@example.com",
      to: `/orders/${ORDER_ID}`,
    });
    expect(say({ kind: "invoice.issued", invoice: invoice("INV-2026-0001") }, "fr").text).toBe(
      "Facture INV-2026-0001 émise pour la commande #12",
    );
  });
});

describe("timelineActor", () => {
  const t = () => texts.translator("en");
  it("says You for the viewer, the member's name for others, and Former member once the account is gone", () => {
    expect(timelineActor({ actor_id: "user-ana", actor_name: "Ana" }, "user-ana", t())).toBe("You");
    expect(timelineActor({ actor_id: "user-ana", actor_name: "Ana" }, "user-bob", t())).toBe("Ana");
    expect(timelineActor({ actor_id: null, actor_name: null }, "user-bob", t())).toBe("Former member");
  });
});

describe("notes", () => {
  it("are edited once changed after they were written", () => {
    expect(wasEdited({ created_at: "2026-03-10T12:00:00.000Z", updated_at: "2026-03-10T12:00:00.000Z" })).toBe(false);
    expect(wasEdited({ created_at: "2026-03-10T12:00:00.000Z", updated_at: "2026-03-10T12:05:00.000Z" })).toBe(true);
  });

  it("may be changed by their author, an admin or the owner, not another member", () => {
    const note = { author_id: "user-ana" };
    expect(canChangeNote(note, "user-ana", "member")).toBe(true);
    expect(canChangeNote(note, "user-bob", "member")).toBe(false);
    expect(canChangeNote(note, "user-bob", "admin")).toBe(true);
    expect(canChangeNote(note, "user-bob", "owner")).toBe(true);
    expect(canChangeNote({ author_id: null }, "user-bob", "member")).toBe(false);
  });
});
