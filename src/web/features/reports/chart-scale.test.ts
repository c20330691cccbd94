import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandAt, barAfterKey, labelEvery, niceTicks, shortLabel, startWithin } from "./chart-scale";

describe("a chart's figure axis", () => {
  it("puts its marks at round steps from 0 to the first at or above the largest figure", () => {
    expect(niceTicks(147)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(1840.5)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(9)).toEqual([0, 3, 6, 9]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it("writes whole numbers only, and an axis to 1 when every figure is nought", () => {
    expect(niceTicks(0.4)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(2)).toEqual([0, 1, 2]);
  });

  it("always reaches the largest figure, with between 2 and 6 marks", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), (max) => {
        const ticks = niceTicks(max);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        expect(ticks.at(-2)!).toBeLessThan(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(ticks.every(Number.isInteger)).toBe(true);
      }),
      { seed: 153, numRuns: 500 },
    );
  });
});

describe("the names under a chart's columns", () => {
  it("are written under each column when they fit, and under one in two, three… when they do not", () => {
    expect(labelEvery(80, 50)).toBe(1);
    expect(labelEvery(40, 50)).toBe(2);
    expect(labelEvery(20, 50)).toBe(4);
  });
});

describe("a chart's bars under the pointer and the keys", () => {
  it("finds the bar whose band holds the pointer, and none outside the bands", () => {
    expect(bandAt(45, 40, 30, 12)).toBe(0);
    expect(bandAt(100, 40, 30, 12)).toBe(2);
    expect(bandAt(39, 40, 30, 12)).toBeNull();
    expect(bandAt(40 + 12 * 30, 40, 30, 12)).toBeNull();
  });

  it("walks the bars with the arrow keys, Home and End, from the first, and stops at either end", () => {
    expect(barAfterKey("ArrowRight", null, 12)).toBe(0);
    expect(barAfterKey("ArrowRight", 0, 12)).toBe(1);
    expect(barAfterKey("ArrowDown", 3, 12)).toBe(4);
    expect(barAfterKey("ArrowRight", 11, 12)).toBe(11);
    expect(barAfterKey("ArrowLeft", 0, 12)).toBe(0);
    expect(barAfterKey("ArrowUp", 5, 12)).toBe(4);
    expect(barAfterKey("End", 2, 12)).toBe(11);
    expect(barAfterKey("Home", 7, 12)).toBe(0);
    expect(barAfterKey("Tab", 2, 12)).toBeUndefined();
  });

  it("keeps a name or a tooltip centred on its bar, unless that would take it out of the chart", () => {
    expect(startWithin(200, 80, 390)).toBe(160);
    expect(startWithin(20, 80, 390)).toBe(0);
    expect(startWithin(380, 80, 390)).toBe(310);
    expect(startWithin(100, 500, 390)).toBe(0);
  });

  it("cuts a long name with an ellipsis, and leaves a short one whole", () => {
    expect(shortLabel("Ada Lovelace")).toBe("Ada Lovelace");
    expect(shortLabel("Analytical Engines Limited")).toBe("Analytical Engi…");
  });
});
