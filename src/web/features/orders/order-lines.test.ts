import { describe, expect, it } from "vitest";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import {
  canSaveLines,
  defaultTaxRateOf,
  KEPT_TAX,
  lineSubtotal,
  linesForSave,
  lineTax,
  liveTotals,
  newLine,
  stockShortage,
  taxChoiceChange,
  taxChoiceOf,
  type EditableLine,
} from "./order-lines";

const mouse = { id: "8f6e2a51-1d7c-4c1e-9a43-5b2f3c1d0e7a", name: "Wireless mouse", unit_price: 19.99, stock: 5 };
const desk = { id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", name: "Desk", unit_price: 120, stock: 2 };
const line = (item: EditableLine["item"], quantity: string, id?: string): EditableLine => ({
  key: crypto.randomUUID(),
  item,
  quantity,
  ...(id ? { id } : {}),
});

describe("order lines being edited", () => {
  it("start with no item and a quantity of 1", () => {
    expect(newLine()).toMatchObject({ item: null, quantity: "1" });
  });

  it("can be saved only when there is at least one and every one has an item", () => {
    expect(canSaveLines([])).toBe(false);
    expect(canSaveLines([line(mouse, "1"), newLine()])).toBe(false);
    expect(canSaveLines([line(mouse, "1"), line(desk, "2")])).toBe(true);
  });

  it("add up to the cent, without floating-point residue", () => {
    const untaxed = { pricesIncludeTax: false, currencyDigits: 2 };
    expect(lineSubtotal(line(mouse, "3"), "en")).toBe(59.97);
    expect(liveTotals([line(mouse, "3"), line(desk, "1"), newLine(), line(mouse, "x")], "en", [], untaxed).total_price).toBe(179.97);
    expect(liveTotals([line({ ...mouse, unit_price: 0.1 }, "3")], "de", [], untaxed).total_price).toBe(0.3);
    expect(lineSubtotal(line({ ...mouse, unit_price: 1.005 }, "3"), "en"), "a price of a currency with 3 decimals").toBe(3.015);
  });

  it("read quantities as the interface language writes them", () => {
    expect(lineSubtotal(line(desk, "1.000.000"), "de")).toBe(120_000_000);
    expect(lineSubtotal(line(desk, "1,000"), "en")).toBe(120_000);
    expect(lineSubtotal(line(desk, "1.000"), "de"), "a quantity has no decimals: 1.000 is a thousand").toBe(120_000);
    expect(lineSubtotal(line(desk, "1.5"), "de"), "a quantity with decimals is not counted").toBeUndefined();
  });

  it("are sent with each line's id, item and quantity, or with each line's problem", () => {
    const saved = linesForSave([line(mouse, "2", "0c3e6f0e-3f6b-4c59-8f0e-2a1b3c4d5e6f"), line(desk, "1")], "en");
    expect(saved).toEqual({
      lines: [
        { id: "0c3e6f0e-3f6b-4c59-8f0e-2a1b3c4d5e6f", inventory_item_id: mouse.id, quantity: 2 },
        { inventory_item_id: desk.id, quantity: 1 },
      ],
      errors: {},
    });
    const taxed = linesForSave(
      [
        { ...line(mouse, "1"), taxRateId: standard.id },
        { ...line(desk, "1", crypto.randomUUID()), taxRateId: null },
      ],
      "en",
    );
    expect(
      taxed.lines.map((saved) => saved.tax_rate_id),
      "a rate picked is sent, and so is no tax chosen for a saved line",
    ).toEqual([standard.id, null]);

    const noItem = newLine();
    const zero = line(mouse, "0");
    const blank = line(desk, " ");
    const fraction = line(desk, "1.5");
    expect(linesForSave([noItem, zero, blank, fraction], "en").errors).toEqual({
      [noItem.key]: "validation.chooseItem",
      [zero.key]: "validation.lineQuantityMin",
      [blank.key]: "validation.quantityRequired",
      [fraction.key]: "validation.quantityWhole",
    });
  });

  it("keep a line whose item was deleted since, by its id", () => {
    const orphan = line({ id: null, name: "Old chair", unit_price: 45 }, "2", "5d6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9");
    expect(linesForSave([orphan], "fr").lines).toEqual([{ id: orphan.id, inventory_item_id: null, quantity: 2 }]);
    expect(lineSubtotal(orphan, "fr")).toBe(90);
  });
});

const rate = (name: string, percent: number, archived = false): TaxRate => ({
  id: crypto.randomUUID(),
  name,
  rate: percent,
  archived,
  in_use: false,
  created_at: "2030-01-01T00:00:00.000Z",
  updated_at: "2030-01-01T00:00:00.000Z",
});
const standard = rate("TVA 20 %", 20);
const reduced = rate("TVA 5,5 %", 5.5);
const old = rate("TVA 19,6 %", 19.6, true);
const rates = [reduced, standard, old];
const savedLine = (tax: EditableLine["savedTax"]): EditableLine => ({ ...line(desk, "1", crypto.randomUUID()), savedTax: tax });

describe("a line's tax", () => {
  it("is the item's default rate once the item is picked, or none when that rate is archived", () => {
    expect(defaultTaxRateOf({ ...mouse, tax_rate_id: standard.id }, rates)).toBe(standard.id);
    expect(defaultTaxRateOf({ ...mouse, tax_rate_id: old.id }, rates)).toBeNull();
    expect(defaultTaxRateOf({ ...mouse, tax_rate_id: null }, rates)).toBeNull();
  });

  it("keeps a saved line's own name and percent, even once its rate is archived or changed, until another is picked", () => {
    const archived = savedLine({ rateId: old.id, name: old.name, rate: old.rate });
    expect(lineTax(archived, rates)).toEqual({ name: "TVA 19,6 %", rate: 19.6 });
    expect(taxChoiceOf(archived, rates), "offered as the current choice").toBe(KEPT_TAX);
    const renamedSince = savedLine({ rateId: standard.id, name: "VAT", rate: 20 });
    expect(taxChoiceOf(renamedSince, rates)).toBe(KEPT_TAX);
    const same = savedLine({ rateId: standard.id, name: standard.name, rate: 20 });
    expect(taxChoiceOf(same, rates), "a rate still on offer as it was is simply chosen").toBe(standard.id);
    expect(
      linesForSave([archived, same], "en").lines.every((saved) => !("tax_rate_id" in saved)),
      "untouched taxes are not sent",
    ).toBe(true);

    const changed = { ...archived, ...taxChoiceChange(reduced.id) };
    expect(lineTax(changed, rates)).toEqual({ name: "TVA 5,5 %", rate: 5.5 });
    expect({ ...changed, ...taxChoiceChange("") }.taxRateId).toBeNull();
    expect(lineTax({ ...changed, ...taxChoiceChange(KEPT_TAX) }, rates), "choosing it again keeps it").toEqual({
      name: "TVA 19,6 %",
      rate: 19.6,
    });
  });

  it("counts in the order's figures as the database computes them, per rate", () => {
    const lines = [
      { ...line({ ...mouse, unit_price: 37.5 }, "2"), taxRateId: standard.id },
      { ...line({ ...desk, unit_price: 4.2 }, "3"), taxRateId: reduced.id },
      line(desk, "abc"),
    ];
    const totals = liveTotals(lines, "fr", rates, { pricesIncludeTax: false, currencyDigits: 2 });
    expect(totals).toEqual({
      subtotal_net: 87.6,
      tax_total: 15.69,
      taxes: [
        { name: "TVA 20 %", rate: 20, base: 75, amount: 15 },
        { name: "TVA 5,5 %", rate: 5.5, base: 12.6, amount: 0.69 },
      ],
      total_price: 103.29,
    });
    const included = liveTotals(lines.slice(0, 1), "fr", rates, { pricesIncludeTax: true, currencyDigits: 2 });
    expect([included.subtotal_net, included.tax_total, included.total_price], "prices that include tax add up to themselves").toEqual([
      62.5, 12.5, 75,
    ]);
  });
});

describe("a line's stock warning", () => {
  it("names the stock only when the line asks for more than it", () => {
    expect(stockShortage(line(desk, "2"), "en")).toBeUndefined();
    expect(stockShortage(line(desk, "3"), "en")).toBe(2);
    expect(stockShortage(line({ ...desk, stock: undefined }, "30"), "en"), "a saved line's item has no known stock").toBeUndefined();
    expect(stockShortage(line(desk, "abc"), "en")).toBeUndefined();
  });
});
