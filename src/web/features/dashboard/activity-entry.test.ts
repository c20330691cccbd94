import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import de from "@web/i18n/locales/de.json";
import en from "@web/i18n/locales/en.json";
import es from "@web/i18n/locales/es.json";
import fr from "@web/i18n/locales/fr.json";
import pt from "@web/i18n/locales/pt.json";
import { createTexts } from "@web/i18n/texts";
import { activityLink, activitySentence } from "./activity-entry";

const texts = createTexts({ en, de, fr, es, pt });

const ORDER_ID = "1a2b3c4d-0000-4000-8000-000000000000";
const CLIENT_ID = "c1c1c1c1-0000-4000-8000-000000000000";
const ME = { id: "user-me", name: "Mia" };
const ANA = { id: "user-ana", name: "Ana" };

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: "e1",
  kind: "client.created",
  entity_id: CLIENT_ID,
  client_id: CLIENT_ID,
  summary: "Ada Lovelace",
  details: {},
  created_at: "2026-03-10T12:00:00.000Z",
  actor: ME,
  ...overrides,
});

const paidOrder = entry({
  kind: "order.status_changed",
  entity_id: ORDER_ID,
  summary: "#42",
  details: { number: 42, client_name: "Ada Lovelace", total: 59.97, from: "confirmed", to: "paid" },
});

describe("activitySentence", () => {
  it("writes each kind as a sentence in the interface language", () => {
    const en = texts.translator("en");
    expect(activitySentence(entry({}), en, "en", ME.id)).toBe("New client Ada Lovelace");
    expect(activitySentence(paidOrder, en, "en", ME.id)).toBe("Order #42 → Paid");
    expect(activitySentence(paidOrder, texts.translator("de"), "de", ME.id)).toBe("Auftrag #42 → Bezahlt");
    const backToCreated = entry({ ...paidOrder, details: { ...paidOrder.details, from: "confirmed", to: "created" } });
    expect(activitySentence(backToCreated, en, "en", ME.id), "a move back is not a new order").toBe("Order #42 → Created");
    const won = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won", from: "negotiation" } });
    expect(activitySentence(won, en, "en", ME.id)).toBe("Client Ada Lovelace → Closed Won");
    const renamed = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won" } });
    expect(activitySentence(renamed, en, "en", ME.id), "an edit that leaves the status").toBe("Client Ada Lovelace updated");
    expect(
      activitySentence(entry({ kind: "order.created", summary: "#42", details: { client_name: "Ada Lovelace" } }), en, "en", ME.id),
    ).toBe("New order #42 for Ada Lovelace");
    expect(activitySentence(entry({ kind: "order.created", summary: "#42", details: { client_name: null } }), en, "en", ME.id)).toBe(
      "New order #42",
    );
    expect(activitySentence(entry({ kind: "meeting.scheduled", details: {} }), en, "en", ME.id)).toBe(
      "Meeting scheduled with Ada Lovelace",
    );
    expect(
      activitySentence(entry({ kind: "meeting.scheduled", details: { starts_at: "2026-05-04T12:00:00.000Z" } }), en, "en", ME.id),
    ).toMatch(/^Meeting scheduled with Ada Lovelace for May 4, 2026/);
  });
});

describe("activitySentence, for another member's entry", () => {
  const en = texts.translator("en");
  const byAna = (overrides: Partial<ActivityEntry>) => entry({ actor: ANA, ...overrides });
  const order = (to: string) => entry({ ...paidOrder, details: { ...paidOrder.details, to }, actor: ANA });

  it("names the member, and keeps the viewer's own entries as they read before", () => {
    expect(activitySentence(entry({}), en, "en", ME.id)).toBe("New client Ada Lovelace");
    expect(activitySentence(paidOrder, en, "en", ME.id)).toBe("Order #42 → Paid");
    expect(activitySentence(byAna({}), en, "en", ME.id)).toBe("Ana added client Ada Lovelace");
    expect(activitySentence(order("confirmed"), en, "en", ME.id)).toBe("Ana confirmed order #42");
    expect(activitySentence(order("paid"), en, "en", ME.id)).toBe("Ana marked order #42 as paid");
    expect(activitySentence(order("created"), en, "en", ME.id), "a move back names the status").toBe("Ana moved order #42 to Created");
    const won = byAna({ kind: "client.updated", details: { status: "closed_won", from: "negotiation" } });
    expect(activitySentence(won, en, "en", ME.id)).toBe("Ana moved client Ada Lovelace to Closed Won");
    expect(
      activitySentence(byAna({ kind: "order.created", summary: "#42", details: { client_name: "Ada Lovelace" } }), en, "en", ME.id),
    ).toBe("Ana created order #42 for Ada Lovelace");
    expect(activitySentence(order("paid"), texts.translator("de"), "de", ME.id)).toBe("Ana hat den Auftrag #42 als bezahlt markiert");
    expect(activitySentence(order("confirmed"), texts.translator("fr"), "fr", ME.id)).toBe("Ana a confirmé la commande #42");
  });

  it("says a former member did it once the account is gone", () => {
    expect(activitySentence(entry({ actor: null, kind: "inventory.deleted", summary: "Desk" }), en, "en", ME.id)).toBe(
      "A former member deleted item Desk",
    );
    expect(activitySentence({ ...paidOrder, actor: null }, texts.translator("de"), "de", ME.id)).toBe(
      "Ein ehemaliges Mitglied hat den Auftrag #42 als bezahlt markiert",
    );
  });
});

describe("activitySentence, for orders and the currency", () => {
  const en = texts.translator("en");

  it("names an order by its number, and an order deleted before numbers by the start of its id", () => {
    expect(
      activitySentence(entry({ kind: "order.created", summary: "#7", details: { number: 7, client_name: null } }), en, "en", ME.id),
    ).toBe("New order #7");
    const old = entry({
      kind: "order.deleted",
      entity_id: null,
      summary: "#1a2b3c4d",
      details: { number: "1a2b3c4d", client_name: null, total: 20 },
    });
    expect(activitySentence(old, en, "en", ME.id)).toBe("Order #1a2b3c4d deleted");
  });

  it("says which currency the workspace moved from and to, named in the interface language", () => {
    const changed = entry({
      kind: "workspace.currency_changed",
      entity_id: "w1",
      summary: "",
      details: { name: "Lumen", from: "USD", to: "EUR" },
    });
    const say = (language: string) => activitySentence(changed, texts.translator(language), language, ME.id);
    expect(say("en")).toBe("Currency changed from US Dollar to Euro");
    expect(say("fr")).toBe("Devise changée\u00a0: dollar des États-Unis → euro");
    expect(say("de")).toBe("Währung von US-Dollar auf Euro geändert");
    expect(say("es")).toBe("Moneda cambiada de dólar estadounidense a euro");
    expect(say("pt")).toBe("Moeda alterada de Dólar americano para Euro");
    expect(activitySentence({ ...changed, actor: ANA }, en, "en", ME.id)).toBe("Ana changed the currency from US Dollar to Euro");
    expect(activityLink(changed)).toBe("/settings/workspace");
  });
});

describe("activitySentence, for the client page's kinds", () => {
  const note = entry({ kind: "note.added", entity_id: "n1", details: { name: "Ada Lovelace" } });
  const task = (kind: "task.created" | "task.completed") =>
    entry({ kind, entity_id: "t1", details: { name: "Ada Lovelace", title: "Call back, about the quote" } });
  const email = (kind: "email.sent" | "email.drafted") =>
    entry({ kind, entity_id: "m1", details: { name: "Ada Lovelace", subject: "Invoices that chase themselves" } });

  it("says what was added, done or written for which client, in the viewer's words", () => {
    const en = texts.translator("en");
    expect(activitySentence(note, en, "en", ME.id)).toBe("Note added on Ada Lovelace");
    expect(activitySentence(task("task.created"), en, "en", ME.id)).toBe("New task “Call back, about the quote” for Ada Lovelace");
    expect(activitySentence(task("task.completed"), en, "en", ME.id)).toBe("Task “Call back, about the quote” done for Ada Lovelace");
    expect(activitySentence(email("email.sent"), en, "en", ME.id)).toBe("Email “Invoices that chase themselves” sent to Ada Lovelace");
    expect(activitySentence(email("email.drafted"), en, "en", ME.id)).toBe(
      "Email draft “Invoices that chase themselves” saved for Ada Lovelace",
    );
  });

  it("names the member who did it, in every language", () => {
    const byAna = <T extends ActivityEntry>(value: T): T => ({ ...value, actor: ANA });
    const en = texts.translator("en");
    expect(activitySentence(byAna(note), en, "en", ME.id)).toBe("Ana added a note on Ada Lovelace");
    expect(activitySentence(byAna(task("task.created")), en, "en", ME.id)).toBe(
      "Ana added task “Call back, about the quote” for Ada Lovelace",
    );
    expect(activitySentence(byAna(task("task.completed")), en, "en", ME.id)).toBe(
      "Ana completed task “Call back, about the quote” for Ada Lovelace",
    );
    expect(activitySentence(byAna(email("email.sent")), en, "en", ME.id)).toBe(
      "Ana sent email “Invoices that chase themselves” to Ada Lovelace",
    );
    expect(activitySentence(byAna(email("email.drafted")), en, "en", ME.id)).toBe(
      "Ana saved email draft “Invoices that chase themselves” for Ada Lovelace",
    );
    const sent = (language: string) => activitySentence(byAna(email("email.sent")), texts.translator(language), language, ME.id);
    expect(sent("fr")).toBe("Ana a envoyé l’e-mail «\u00a0Invoices that chase themselves\u00a0» à Ada Lovelace");
    expect(sent("de")).toBe("Ana hat die E-Mail „Invoices that chase themselves“ an Ada Lovelace gesendet");
    expect(sent("es")).toBe("Ana envió el correo «Invoices that chase themselves» a Ada Lovelace");
    expect(sent("pt")).toBe("Ana enviou o e-mail “Invoices that chase themselves” para Ada Lovelace");
    expect(activitySentence(task("task.completed"), texts.translator("de"), "de", ME.id)).toBe(
      "Aufgabe „Call back, about the quote“ für Ada Lovelace erledigt",
    );
    expect(activitySentence({ ...note, actor: null }, texts.translator("fr"), "fr", ME.id)).toBe(
      "Un ancien membre a ajouté une note pour Ada Lovelace",
    );
  });

  it("leads to the client's page", () => {
    for (const kind of ["note.added", "task.created", "task.completed", "email.sent", "email.drafted"] as const) {
      expect(activityLink(entry({ kind, entity_id: "x1" })), kind).toBe(`/clients/${CLIENT_ID}`);
    }
  });
});

describe("activityLink", () => {
  it("leads to the order, the client's page or the item list searched for the item, and nowhere for deleted things", () => {
    expect(activityLink(paidOrder)).toBe(`/orders/${ORDER_ID}`);
    expect(activityLink(entry({}))).toBe(`/clients/${CLIENT_ID}`);
    expect(activityLink(entry({ kind: "client.updated" }))).toBe(`/clients/${CLIENT_ID}`);
    expect(activityLink(entry({ kind: "meeting.scheduled" }))).toBe(`/clients/${CLIENT_ID}`);
    expect(activityLink(entry({ kind: "outreach.generated" }))).toBe(`/clients/${CLIENT_ID}`);
    expect(activityLink(entry({ kind: "inventory.updated", summary: "Desk & chair", client_id: null }))).toBe(
      "/inventory?q=Desk+%26+chair",
    );
    expect(activityLink(entry({ kind: "client.deleted" }))).toBeUndefined();
    expect(activityLink(entry({ kind: "client.updated", client_id: null })), "a client deleted since").toBeUndefined();
    expect(activityLink(entry({ kind: "email.sent", client_id: null })), "a client deleted since").toBeUndefined();
    expect(activityLink(entry({ kind: "order.deleted", entity_id: ORDER_ID, summary: "#42" }))).toBeUndefined();
  });
});

describe("activitySentence and activityLink, for quotes, invoices and credit notes", () => {
  const INVOICE_ID = "1f1f1f1f-0000-4000-8000-000000000000";
  const issued = entry({
    kind: "invoice.issued",
    entity_id: INVOICE_ID,
    summary: "INV-2026-0001",
    details: { number: "INV-2026-0001", order_id: ORDER_ID, order_number: 12, client_name: "Ada Lovelace", total: 120 },
  });
  const credited = entry({
    kind: "credit_note.issued",
    entity_id: INVOICE_ID,
    summary: "CN-2026-0001",
    details: {
      number: "CN-2026-0001",
      invoice_number: "INV-2026-0001",
      order_id: ORDER_ID,
      order_number: 12,
      client_name: "Ada Lovelace",
      total: -120,
    },
  });
  const sent = (number: string) =>
    entry({
      kind: "invoice.sent",
      entity_id: INVOICE_ID,
      summary: number,
      details: { number, order_id: ORDER_ID, order_number: 12, client_name: "Ada Lovelace", to: "ada@example.com" },
    });
  const quoteSent = entry({
    kind: "quote.sent",
    entity_id: ORDER_ID,
    summary: "#12",
    details: { order_number: 12, client_name: "Ada Lovelace", to: "ada@example.com" },
  });

  it("names the document, its order and client, or the address it was mailed to", () => {
    const en = texts.translator("en");
    expect(activitySentence(issued, en, "en", ME.id)).toBe("Invoice INV-2026-0001 issued for order #12 (Ada Lovelace)");
    expect(activitySentence(entry({ ...issued, details: { ...issued.details, client_name: null } }), en, "en", ME.id)).toBe(
      "Invoice INV-2026-0001 issued for order #12",
    );
    expect(activitySentence(credited, en, "en", ME.id)).toBe("Credit note CN-2026-0001 issued for invoice INV-2026-0001");
    expect(activitySentence(sent("INV-2026-0001"), en, "en", ME.id)).toBe("Invoice INV-2026-0001 emailed to ada@example.com");
    expect(activitySentence(sent("CN-2026-0001"), en, "en", ME.id)).toBe("Credit note CN-2026-0001 emailed to ada@example.com");
    expect(activitySentence(quoteSent, en, "en", ME.id)).toBe("Quote for order #12 emailed to ada@example.com");
  });

  it("says it in every language, naming another member who did it", () => {
    expect(activitySentence(issued, texts.translator("fr"), "fr", ME.id)).toBe(
      "Facture INV-2026-0001 émise pour la commande #12 (Ada Lovelace)",
    );
    expect(activitySentence({ ...credited, actor: ANA }, texts.translator("de"), "de", ME.id)).toBe(
      "Ana hat die Gutschrift CN-2026-0001 zur Rechnung INV-2026-0001 ausgestellt",
    );
    expect(activitySentence(sent("INV-2026-0001"), texts.translator("es"), "es", ME.id)).toBe(
      "Factura INV-2026-0001 enviada por correo a ada@example.com",
    );
    expect(activitySentence({ ...quoteSent, actor: ANA }, texts.translator("pt"), "pt", ME.id)).toBe(
      "Ana enviou o orçamento do pedido #12 por e-mail para ada@example.com",
    );
  });

  it("leads to the order the document is about", () => {
    for (const documentEntry of [issued, credited, sent("INV-2026-0001"), quoteSent]) {
      expect(activityLink(documentEntry), documentEntry.kind).toBe(`/orders/${ORDER_ID}`);
    }
  });
});
