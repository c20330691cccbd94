import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkCustomDays,
  csvFileName,
  daysOfRange,
  longerThanFiguresCover,
  readPeriod,
  writePeriod,
  type PeriodOptions,
} from "./period-from-url";

// A user in Paris, whose offset changes on the last Sundays of March and October.
const machineTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Paris";
});
afterAll(() => {
  process.env.TZ = machineTimeZone;
});
const noon = (iso: string) => new Date(`${iso}T12:00:00`);

// The two ways screens use it: this month first (sales), the last 12 months first (reports).
const monthFirst: PeriodOptions = { periods: ["thisMonth", "lastMonth", "thisQuarter", "thisYear", "custom"], defaultPeriod: "thisMonth" };
const yearFirst: PeriodOptions = {
  periods: ["thisMonth", "lastMonth", "thisQuarter", "thisYear", "last12Months", "custom"],
  defaultPeriod: "last12Months",
};
const readMonthFirst = (search: string) => readPeriod(new URLSearchParams(search), monthFirst, noon("2026-11-26"));
const readYearFirst = (search: string) => readPeriod(new URLSearchParams(search), yearFirst, noon("2030-04-15"));

describe("the period in the address", () => {
  it("is the screen's default, whole months, when the address names none or an unknown one", () => {
    const thisMonth = {
      period: "thisMonth",
      days: { first: "2026-11-01", last: "2026-11-30" },
      range: { from: "2026-11-01T00:00:00+01:00", to: "2026-12-01T00:00:00+01:00" },
    };
    expect(readMonthFirst("")).toEqual(thisMonth);
    expect(readMonthFirst("period=any")).toEqual(thisMonth);
    const last12Months = {
      period: "last12Months",
      days: { first: "2029-05-01", last: "2030-04-30" },
      range: { from: "2029-05-01T00:00:00+02:00", to: "2030-05-01T00:00:00+02:00" },
    };
    expect(readYearFirst("")).toEqual(last12Months);
    expect(readYearFirst("period=forever")).toEqual(last12Months);
  });

  it("reads only the periods the screen offers", () => {
    expect(readMonthFirst("period=last12Months").period).toBe("thisMonth");
    expect(readYearFirst("period=last12Months").period).toBe("last12Months");
    expect(readYearFirst("period=today").period).toBe("last12Months");
  });

  it("reads a preset period and the days it covers, in the browser's time zone", () => {
    expect(readYearFirst("period=thisQuarter")).toMatchObject({ period: "thisQuarter", days: { first: "2030-04-01", last: "2030-06-30" } });
    // March 2030 changes clock on its last Sunday: its days run from a winter midnight to a summer one.
    expect(readYearFirst("period=lastMonth")).toEqual({
      period: "lastMonth",
      days: { first: "2030-03-01", last: "2030-03-31" },
      range: { from: "2030-03-01T00:00:00+01:00", to: "2030-04-01T00:00:00+02:00" },
    });
    // A custom range's days are ignored by a preset.
    expect(readMonthFirst("period=lastMonth&from=2026-01-01")).toEqual({
      period: "lastMonth",
      days: { first: "2026-10-01", last: "2026-10-31" },
      range: { from: "2026-10-01T00:00:00+02:00", to: "2026-11-01T00:00:00+01:00" },
    });
  });

  it("reads a custom period's days, both included, across a change of clock", () => {
    expect(readYearFirst("period=custom&from=2030-03-31&to=2030-03-31")).toEqual({
      period: "custom",
      days: { first: "2030-03-31", last: "2030-03-31" },
      range: { from: "2030-03-31T00:00:00+01:00", to: "2030-04-01T00:00:00+02:00" },
    });
    expect(readMonthFirst("period=custom&from=2026-10-25&to=2026-10-25")).toEqual({
      period: "custom",
      days: { first: "2026-10-25", last: "2026-10-25" },
      range: { from: "2026-10-25T00:00:00+02:00", to: "2026-10-26T00:00:00+01:00" },
    });
  });

  it("reads a custom period it cannot use as the default: an end missing, not a day, before the start, or over five years", () => {
    for (const search of [
      "period=custom&from=2030-01-01",
      "period=custom&from=2030-02-30&to=2030-03-01",
      "period=custom&from=2030-01-01&to=30/03/2030",
      "period=custom&from=2030-03-02&to=2030-03-01",
      "period=custom&from=2025-01-01&to=2030-01-01",
    ]) {
      expect(readYearFirst(search).period, search).toBe("last12Months");
      expect(readMonthFirst(search).period, search).toBe("thisMonth");
    }
    expect(readYearFirst("period=custom&from=2025-01-01&to=2029-12-31").period).toBe("custom");
  });

  it("writes the period and keeps the address's other parameters; the default leaves `period` out", () => {
    const params = new URLSearchParams("lng=fr&period=custom&from=2030-01-01&to=2030-01-31");
    expect(writePeriod(params, yearFirst, "thisYear").toString()).toBe("lng=fr&period=thisYear");
    expect(writePeriod(params, yearFirst, "last12Months").toString()).toBe("lng=fr");
    expect(writePeriod(params, monthFirst, "thisMonth").toString()).toBe("lng=fr");
    expect(writePeriod(params, monthFirst, "last12Months").toString()).toBe("lng=fr&period=last12Months");
    // A preset's days stay out of the address.
    expect(writePeriod(params, monthFirst, "thisYear", { first: "2030-10-01", last: "2030-10-31" }).toString()).toBe(
      "lng=fr&period=thisYear",
    );
    expect(writePeriod(params, yearFirst, "custom", { first: "2030-02-01", last: "2030-02-28" }).toString()).toBe(
      "lng=fr&period=custom&from=2030-02-01&to=2030-02-28",
    );
    expect(writePeriod(new URLSearchParams(), monthFirst, "custom", { first: "2026-11-01", last: "2026-11-30" }).toString()).toBe(
      "period=custom&from=2026-11-01&to=2026-11-30",
    );
  });
});

describe("a custom period's days", () => {
  it("are both needed, real days, in order, at most five years apart", () => {
    expect(checkCustomDays("2030-01-01", "2030-01-31")).toEqual({ days: { first: "2030-01-01", last: "2030-01-31" } });
    expect(checkCustomDays("2030-01-01", "2030-01-01")).toEqual({ days: { first: "2030-01-01", last: "2030-01-01" } });
    expect(checkCustomDays(null, "2030-01-31")).toEqual({ error: "fromInvalid" });
    expect(checkCustomDays("2030-01-01", "2030-02-30")).toEqual({ error: "toInvalid" });
    expect(checkCustomDays("2030-01-02", "2030-01-01")).toEqual({ error: "reversed" });
    expect(checkCustomDays("2030-01-01", "2035-01-01")).toEqual({ error: "tooLong" });
  });

  it("may run over five years at most, leap days included", () => {
    expect(longerThanFiguresCover({ first: "2028-02-29", last: "2033-02-28" })).toBe(false);
    expect(longerThanFiguresCover({ first: "2028-03-01", last: "2033-03-01" })).toBe(true);
    expect(longerThanFiguresCover({ first: "2030-01-01", last: "2034-12-31" })).toBe(false);
    expect(longerThanFiguresCover({ first: "2030-01-01", last: "2035-01-01" })).toBe(true);
  });
});

describe("a period's days", () => {
  it("are those of its instants, from the first to the day before its end", () => {
    expect(daysOfRange({ from: "2026-11-01T00:00:00+01:00", to: "2026-12-01T00:00:00+01:00" })).toEqual({
      first: "2026-11-01",
      last: "2026-11-30",
    });
    expect(daysOfRange({ from: "2030-10-01T00:00:00+02:00", to: "2030-11-01T00:00:00+01:00" })).toEqual({
      first: "2030-10-01",
      last: "2030-10-31",
    });
    expect(daysOfRange({ from: "2026-10-25T00:00:00+02:00", to: "2026-10-26T00:00:00+01:00" })).toEqual({
      first: "2026-10-25",
      last: "2026-10-25",
    });
  });

  it("name a CSV file after its report, first day and last day", () => {
    expect(csvFileName("top-clients", { first: "2025-12-01", last: "2026-11-30" })).toBe("top-clients-2025-12-01-2026-11-30.csv");
  });
});
