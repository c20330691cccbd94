import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVENTORY_QUANTITY_MAX } from "../inventory/inventory-limits";
import { lineQuantityProblem } from "./order-limits";
import { createOrderSchema } from "./order.schema";

const apiQuantityRule = createOrderSchema.shape.lines.element.shape.quantity;

describe("lineQuantityProblem", () => {
  it("takes whole numbers from 1 to what one item can hold, and says what is wrong with the rest", () => {
    expect(lineQuantityProblem(1)).toBeUndefined();
    expect(lineQuantityProblem(INVENTORY_QUANTITY_MAX)).toBeUndefined();
    expect(lineQuantityProblem(0)).toBe("validation.lineQuantityMin");
    expect(lineQuantityProblem(-3)).toBe("validation.lineQuantityMin");
    expect(lineQuantityProblem(2.5)).toBe("validation.quantityWhole");
    expect(lineQuantityProblem(Number.NaN)).toBe("validation.quantityWhole");
    expect(lineQuantityProblem(INVENTORY_QUANTITY_MAX + 1)).toBe("validation.quantityTooLarge");
  });

  it("refuses what the API refuses, with the same message", () => {
    const quantities = fc.oneof(
      fc.integer({ min: -10, max: 10 }),
      fc.integer({ min: INVENTORY_QUANTITY_MAX - 10, max: INVENTORY_QUANTITY_MAX + 10 }),
      fc.integer(),
      fc.double(),
    );
    fc.assert(
      fc.property(quantities, (quantity) => {
        const checked = apiQuantityRule.safeParse(quantity);
        expect(lineQuantityProblem(quantity)).toBe(checked.success ? undefined : checked.error.issues[0]!.message);
      }),
      { seed: 42, numRuns: 2000 },
    );
  });
});
