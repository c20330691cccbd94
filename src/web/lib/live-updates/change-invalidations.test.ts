import { describe, expect, it } from "vitest";
import type { ChangeEvent } from "@shared/events/events";
import { queryKeysToRefresh, showsRecords } from "./change-invalidations";

const change = (entity: ChangeEvent["entity"], id: string | null = "c1"): ChangeEvent => ({ entity, action: "updated", id });

describe("what a change refreshes", () => {
  it("a client: the clients (lists and pickers), the orders that show its name, the dashboard", () => {
    expect(queryKeysToRefresh(change("client"))).toEqual([["clients"], ["orders"], ["dashboard"]]);
  });

  it("an item: the inventory and the dashboard", () => {
    expect(queryKeysToRefresh(change("inventory"))).toEqual([["inventory"], ["dashboard"]]);
  });

  it("an order: the order lists and that order's page, not the other orders' pages, and the invoices its status alters", () => {
    expect(queryKeysToRefresh(change("order", "a1"))).toEqual([
      ["orders", "list"],
      ["orders", "detail", "a1"],
      ["invoices"],
      ["dashboard"],
    ]);
  });

  it("many orders at once: every order query", () => {
    expect(queryKeysToRefresh(change("order", null))).toEqual([["orders"], ["invoices"], ["dashboard"]]);
  });

  it("an invoice or credit note issued or sent: the invoice lists and the activity", () => {
    expect(queryKeysToRefresh(change("invoice", "i1"))).toEqual([["invoices"], ["dashboard"]]);
  });

  it("records' queries are told apart from the rest", () => {
    expect(showsRecords(["clients", "list", { q: "" }])).toBe(true);
    expect(showsRecords(["orders", "detail", "a1"])).toBe(true);
    expect(showsRecords(["invoices", "order", "a1"])).toBe(true);
    expect(showsRecords(["session"])).toBe(false);
    expect(showsRecords(["api-keys"])).toBe(false);
  });
});
