import { describe, expect, it } from "vitest";
import { canSaveLines, lineSubtotal, linesForSave, linesTotal, newLine, stockShortage, type EditableLine } from "./order-lines";

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
    expect(lineSubtotal(line(mouse, "3"), "en")).toBe(59.97);
    expect(linesTotal([line(mouse, "3"), line(desk, "1"), newLine(), line(mouse, "x")], "en")).toBe(179.97);
    expect(linesTotal([line({ ...mouse, unit_price: 0.1 }, "3")], "de")).toBe(0.3);
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

describe("a line's stock warning", () => {
  it("names the stock only when the line asks for more than it", () => {
    expect(stockShortage(line(desk, "2"), "en")).toBeUndefined();
    expect(stockShortage(line(desk, "3"), "en")).toBe(2);
    expect(stockShortage(line({ ...desk, stock: undefined }, "30"), "en"), "a saved line's item has no known stock").toBeUndefined();
    expect(stockShortage(line(desk, "abc"), "en")).toBeUndefined();
  });
});
