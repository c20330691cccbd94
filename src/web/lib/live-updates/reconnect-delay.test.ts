import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECONNECT_DELAY_MS, reconnectDelayMs } from "./reconnect-delay";

describe("the wait before reconnecting", () => {
  it("doubles from 1 s with each failure in a row, up to 30 s", () => {
    const longest = () => 1; // the top of each range
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((failures) => reconnectDelayMs(failures, longest))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("is drawn between half and all of that, so that clients do not all return at once", () => {
    fc.assert(
      fc.property(fc.nat(100), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (failures, random) => {
        const ceiling = reconnectDelayMs(failures, () => 1);
        const delay = reconnectDelayMs(failures, () => random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(ceiling);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_DELAY_MS.first / 2);
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});
