import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import de from "@web/i18n/locales/de.json";
import en from "@web/i18n/locales/en.json";
import fr from "@web/i18n/locales/fr.json";
import { activityLink, activitySentence } from "./activity-entry";

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: "en",
    resources: { en: { translation: en }, de: { translation: de }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  }),
);

const ORDER_ID = "1a2b3c4d-0000-4000-8000-000000000000";
const ME = { id: "user-me", name: "Mia" };
const ANA = { id: "user-ana", name: "Ana" };

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: "e1",
  kind: "client.created",
  entity_id: "c1",
  summary: "Ada Lovelace",
  details: {},
  created_at: "2026-03-10T12:00:00.000Z",
  actor: ME,
  ...overrides,
});

const paidOrder = entry({
  kind: "order.status_changed",
  entity_id: ORDER_ID,
  summary: "#1a2b3c4d",
  details: { number: "#1a2b3c4d", client_name: "Ada Lovelace", total: 59.97, from: "confirmed", to: "paid" },
});

describe("activitySentence", () => {
  it("writes each kind as a sentence in the interface language", () => {
    const en = i18n.getFixedT("en");
    expect(activitySentence(entry({}), en, "en", ME.id)).toBe("New client Ada Lovelace");
    expect(activitySentence(paidOrder, en, "en", ME.id)).toBe("Order #1a2b3c4d → Paid");
    expect(activitySentence(paidOrder, i18n.getFixedT("de"), "de", ME.id)).toBe("Auftrag #1a2b3c4d → Bezahlt");
    const backToCreated = entry({ ...paidOrder, details: { ...paidOrder.details, from: "confirmed", to: "created" } });
    expect(activitySentence(backToCreated, en, "en", ME.id), "a move back is not a new order").toBe("Order #1a2b3c4d → Created");
    const won = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won", from: "negotiation" } });
    expect(activitySentence(won, en, "en", ME.id)).toBe("Client Ada Lovelace → Closed Won");
    const renamed = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won" } });
    expect(activitySentence(renamed, en, "en", ME.id), "an edit that leaves the status").toBe("Client Ada Lovelace updated");
    expect(
      activitySentence(entry({ kind: "order.created", summary: "#1a2b3c4d", details: { client_name: "Ada Lovelace" } }), en, "en", ME.id),
    ).toBe("New order #1a2b3c4d for Ada Lovelace");
    expect(activitySentence(entry({ kind: "order.created", summary: "#1a2b3c4d", details: { client_name: null } }), en, "en", ME.id)).toBe(
      "New order #1a2b3c4d",
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
  const en = i18n.getFixedT("en");
  const byAna = (overrides: Partial<ActivityEntry>) => entry({ actor: ANA, ...overrides });
  const order = (to: string) => entry({ ...paidOrder, details: { ...paidOrder.details, to }, actor: ANA });

  it("names the member, and keeps the viewer's own entries as they read before", () => {
    expect(activitySentence(entry({}), en, "en", ME.id)).toBe("New client Ada Lovelace");
    expect(activitySentence(paidOrder, en, "en", ME.id)).toBe("Order #1a2b3c4d → Paid");
    expect(activitySentence(byAna({}), en, "en", ME.id)).toBe("Ana added client Ada Lovelace");
    expect(activitySentence(order("confirmed"), en, "en", ME.id)).toBe("Ana confirmed order #1a2b3c4d");
    expect(activitySentence(order("paid"), en, "en", ME.id)).toBe("Ana marked order #1a2b3c4d as paid");
    expect(activitySentence(order("created"), en, "en", ME.id), "a move back names the status").toBe(
      "Ana moved order #1a2b3c4d to Created",
    );
    const won = byAna({ kind: "client.updated", details: { status: "closed_won", from: "negotiation" } });
    expect(activitySentence(won, en, "en", ME.id)).toBe("Ana moved client Ada Lovelace to Closed Won");
    expect(
      activitySentence(byAna({ kind: "order.created", summary: "#1a2b3c4d", details: { client_name: "Ada Lovelace" } }), en, "en", ME.id),
    ).toBe("Ana created order #1a2b3c4d for Ada Lovelace");
    expect(activitySentence(order("paid"), i18n.getFixedT("de"), "de", ME.id)).toBe("Ana hat den Auftrag #1a2b3c4d als bezahlt markiert");
    expect(activitySentence(order("confirmed"), i18n.getFixedT("fr"), "fr", ME.id)).toBe("Ana a confirmé la commande #1a2b3c4d");
  });

  it("says a former member did it once the account is gone", () => {
    expect(activitySentence(entry({ actor: null, kind: "inventory.deleted", summary: "Desk" }), en, "en", ME.id)).toBe(
      "A former member deleted item Desk",
    );
    expect(activitySentence({ ...paidOrder, actor: null }, i18n.getFixedT("de"), "de", ME.id)).toBe(
      "Ein ehemaliges Mitglied hat den Auftrag #1a2b3c4d als bezahlt markiert",
    );
  });
});

describe("activityLink", () => {
  it("leads to the order, or to the list searched for the client or item, and nowhere for deleted things", () => {
    expect(activityLink(paidOrder)).toBe(`/orders/${ORDER_ID}`);
    expect(activityLink(entry({}))).toBe("/clients?q=Ada+Lovelace");
    expect(activityLink(entry({ kind: "meeting.scheduled" }))).toBe("/clients?q=Ada+Lovelace");
    expect(activityLink(entry({ kind: "inventory.updated", summary: "Desk & chair" }))).toBe("/inventory?q=Desk+%26+chair");
    expect(activityLink(entry({ kind: "client.deleted" }))).toBeUndefined();
    expect(activityLink(entry({ kind: "order.deleted", entity_id: ORDER_ID, summary: "#1a2b3c4d" }))).toBeUndefined();
  });
});
