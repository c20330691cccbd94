import { describe, expect, it } from "vitest";
import en from "@web/i18n/locales/en.json";
import fr from "@web/i18n/locales/fr.json";
import { createTexts } from "@web/i18n/texts";
import { formatMoney } from "@web/lib/format";
import { statusChangeWarning, undoneByStatusChange } from "./status-change";

const line = (quantity: number) => ({
  id: "l",
  inventory_item_id: null,
  item_name: "Desk",
  quantity,
  unit_price: 10,
  subtotal: quantity * 10,
});

describe("undoneByStatusChange", () => {
  it("counts the units back in stock, and the revenue only of a paid order", () => {
    const paid = { status: "paid" as const, total_price: 50, lines: [line(2), line(3)] };
    expect(undoneByStatusChange(paid, "cancelled")).toEqual({ unitsBackInStock: 5, revenueLost: 50 });
    expect(undoneByStatusChange({ ...paid, status: "delivered" }, "created")).toEqual({ unitsBackInStock: 5, revenueLost: 0 });
  });

  it("asks nothing for an ordinary step", () => {
    const paid = { status: "paid" as const, total_price: 50, lines: [line(2)] };
    expect(undoneByStatusChange(paid, "delivered")).toBeUndefined();
    expect(undoneByStatusChange({ ...paid, status: "confirmed" }, "cancelled")).toBeUndefined();
    expect(undoneByStatusChange({ ...paid, status: "created" }, "paid")).toBeUndefined();
  });
});

describe("statusChangeWarning", () => {
  const texts = createTexts({ en, fr });

  it("names the invoice credited, the units back in stock and the revenue lost, leaving out what is not undone", () => {
    const euros = (amount: number) => formatMoney(amount, "fr", "EUR");
    const all = statusChangeWarning(
      { creditedInvoice: "F-2026-0007", unitsBackInStock: 1200, revenueLost: 50 },
      texts.translator("fr"),
      "fr",
      euros,
    );
    expect(all).toContain("F-2026-0007");
    expect(all).toContain("1\u202f200");
    expect(all).toContain("50,00\u00a0€");

    const stockOnly = statusChangeWarning(
      { creditedInvoice: undefined, unitsBackInStock: 5, revenueLost: 0 },
      texts.translator("en"),
      "en",
      String,
    );
    expect(stockOnly).not.toMatch(/invoice|revenue/i);
    expect(stockOnly).toContain("5");
    expect(
      statusChangeWarning({ creditedInvoice: undefined, unitsBackInStock: 0, revenueLost: 0 }, texts.translator("en"), "en", String),
    ).toBe("");
  });
});
