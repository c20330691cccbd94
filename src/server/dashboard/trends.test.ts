import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conversionRate, percentChange } from "./trends";

describe("percentChange", () => {
  it("is the change of the last 30 days against the 30 before, in percent, to one decimal", () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(3, 3)).toBe(0);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 4)).toBe(-100);
  });

  it("is null when there is nothing to compare with, never 0 % or infinity", () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0.5, null)).toBeNull();
    expect(percentChange(null, 0.5)).toBeNull();
  });

  it("has the sign of the change, and applying it to the figure before gives the figure after", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (recent, before) => {
        const change = percentChange(recent, before)!;
        expect(Math.sign(change)).toBe(Math.sign(Math.round(((recent - before) / before) * 1000)));
        expect(Math.abs(before * (1 + change / 100) - recent)).toBeLessThanOrEqual(before * 0.0005 + 1e-9);
      }),
      { seed: 20261122, numRuns: 2_000 },
    );
  });
});

describe("conversionRate", () => {
  it("is won over closed, or null with nothing closed", () => {
    expect(conversionRate(1, 1)).toBe(0.5);
    expect(conversionRate(3, 0)).toBe(1);
    expect(conversionRate(0, 2)).toBe(0);
    expect(conversionRate(0, 0)).toBeNull();
  });
});
