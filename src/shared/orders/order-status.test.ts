import { describe, expect, it } from "vitest";
import { isLineEditingAllowed, ORDER_STATUSES } from "./order-status";

describe("isLineEditingAllowed", () => {
  it("allows changing an order's lines until it is delivered or paid", () => {
    expect(ORDER_STATUSES.filter(isLineEditingAllowed)).toEqual(["created", "confirmed", "cancelled"]);
    expect(isLineEditingAllowed("delivered")).toBe(false);
    expect(isLineEditingAllowed("paid")).toBe(false);
  });
});
