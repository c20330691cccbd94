import { describe, expect, it } from "vitest";
import { undoneByStatusChange } from "./status-change";

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
