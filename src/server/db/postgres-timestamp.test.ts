import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePostgresTimestamptz } from "./postgres-timestamp";

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** PostgreSQL's text for a moment, shown at `offsetMinutes` east of UTC with `fractionDigits` of the microseconds. */
function postgresText(moment: Date, microseconds: number, offsetMinutes: number, fractionDigits: number): string {
  const local = new Date(moment.getTime() + offsetMinutes * 60_000);
  const fraction = `${pad(local.getUTCMilliseconds(), 3)}${pad(microseconds, 3)}`.slice(0, fractionDigits).replace(/0+$/, "");
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = Math.abs(offsetMinutes);
  const offsetText = `${sign}${pad(Math.floor(offset / 60), 2)}${offset % 60 ? `:${pad(offset % 60, 2)}` : ""}`;
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)} ` +
    `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}` +
    `${fraction ? `.${fraction}` : ""}${offsetText}`
  );
}

describe("parsePostgresTimestamptz", () => {
  it("reads every timestamp PostgreSQL writes as new Date() does, whatever the session's time zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-02T00:00:00Z"), max: new Date("9999-12-30T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: -15 * 60, max: 15 * 60 }),
        fc.integer({ min: 0, max: 6 }),
        (moment, microseconds, offsetMinutes, fractionDigits) => {
          const text = postgresText(moment, microseconds, offsetMinutes, fractionDigits);
          expect(parsePostgresTimestamptz(text).getTime()).toBe(new Date(text).getTime());
        },
      ),
      { seed: 20261123, numRuns: 20_000 },
    );
  });

  it("reads the texts a database returns, the edges of years and days included", () => {
    for (const text of [
      "2026-11-23 09:05:07.123456+00",
      "2026-11-23 09:05:07+00",
      "2026-11-23 09:05:07.5+00",
      "2024-02-29 23:59:59.999999+00",
      "2026-01-01 00:30:00+05:30",
      "2025-12-31 19:00:00-05",
      "1000-01-01 00:00:00+00",
      "9999-12-31 23:59:59.999+00",
    ]) {
      expect(parsePostgresTimestamptz(text).getTime(), text).toBe(new Date(text).getTime());
    }
  });

  it("leaves what it does not read to V8: early years, offsets with seconds, BC dates, infinity", () => {
    for (const text of [
      "0999-06-15 08:09:10+00",
      "1850-01-01 00:00:00+00:09:21",
      "2000-01-01 00:00:00+00 BC",
      "infinity",
      "12026-01-01 00:00:00+00",
    ]) {
      const parsed = parsePostgresTimestamptz(text);
      const expected = new Date(text);
      expect(Number.isNaN(parsed.getTime()) ? "invalid" : parsed.getTime(), text).toBe(
        Number.isNaN(expected.getTime()) ? "invalid" : expected.getTime(),
      );
    }
  });
});
