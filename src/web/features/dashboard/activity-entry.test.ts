import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import de from "@web/i18n/locales/de.json";
import en from "@web/i18n/locales/en.json";
import { activityLink, activitySentence } from "./activity-entry";

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: "en", resources: { en: { translation: en }, de: { translation: de } }, interpolation: { escapeValue: false } }),
);

const ORDER_ID = "1a2b3c4d-0000-4000-8000-000000000000";

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: "e1",
  kind: "client.created",
  entity_id: "c1",
  summary: "Ada Lovelace",
  details: {},
  created_at: "2026-03-10T12:00:00.000Z",
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
    expect(activitySentence(entry({}), en, "en")).toBe("New client Ada Lovelace");
    expect(activitySentence(paidOrder, en, "en")).toBe("Order #1a2b3c4d → Paid");
    expect(activitySentence(paidOrder, i18n.getFixedT("de"), "de")).toBe("Auftrag #1a2b3c4d → Bezahlt");
    const backToCreated = entry({ ...paidOrder, details: { ...paidOrder.details, from: "confirmed", to: "created" } });
    expect(activitySentence(backToCreated, en, "en"), "a move back is not a new order").toBe("Order #1a2b3c4d → Created");
    const won = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won", from: "negotiation" } });
    expect(activitySentence(won, en, "en")).toBe("Client Ada Lovelace → Closed Won");
    const renamed = entry({ kind: "client.updated", details: { name: "Ada Lovelace", status: "closed_won" } });
    expect(activitySentence(renamed, en, "en"), "an edit that leaves the status").toBe("Client Ada Lovelace updated");
    expect(
      activitySentence(entry({ kind: "order.created", summary: "#1a2b3c4d", details: { client_name: "Ada Lovelace" } }), en, "en"),
    ).toBe("New order #1a2b3c4d for Ada Lovelace");
    expect(activitySentence(entry({ kind: "order.created", summary: "#1a2b3c4d", details: { client_name: null } }), en, "en")).toBe(
      "New order #1a2b3c4d",
    );
    expect(activitySentence(entry({ kind: "meeting.scheduled", details: {} }), en, "en")).toBe("Meeting scheduled with Ada Lovelace");
    expect(activitySentence(entry({ kind: "meeting.scheduled", details: { starts_at: "2026-05-04T12:00:00.000Z" } }), en, "en")).toMatch(
      /^Meeting scheduled with Ada Lovelace for May 4, 2026/,
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
