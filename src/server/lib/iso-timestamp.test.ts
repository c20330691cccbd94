import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./iso-timestamp";

describe("isoTimestamp", () => {
  it("writes every date as toISOString does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("-000100-01-01T00:00:00Z"), max: new Date("+010100-01-01T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          expect(isoTimestamp(date)).toBe(date.toISOString());
        },
      ),
      { seed: 20261122, numRuns: 20_000 },
    );
  });

  it("gets the edges of days, months, leap years and the supported years right", () => {
    for (const text of [
      "1970-01-01T00:00:00.000Z",
      "1969-12-31T23:59:59.999Z",
      "2000-02-29T12:00:00.001Z",
      "1900-03-01T00:00:00.000Z",
      "2024-12-31T23:59:59.999Z",
      "0001-01-01T00:00:00.000Z",
      "0999-06-15T08:09:10.011Z",
      "9999-12-31T23:59:59.999Z",
      "+010000-01-01T00:00:00.000Z",
      "-000001-12-31T23:59:59.999Z",
    ]) {
      expect(isoTimestamp(new Date(text))).toBe(text);
    }
    expect(() => isoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
