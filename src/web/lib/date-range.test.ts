import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customRange, presetRange } from "./date-range";

// A user in Paris, whose offset changes on the last Sundays of March and October.
const machineTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Paris";
});
afterAll(() => {
  process.env.TZ = machineTimeZone;
});
const noon = (iso: string) => new Date(`${iso}T12:00:00`);

describe("preset periods", () => {
  it("start and end at local midnights, with the offset of each day", () => {
    // 31 March 2030 is 23 hours long in Paris: its midnight is still in winter time.
    expect(presetRange("today", noon("2030-03-31"))).toEqual({ from: "2030-03-31T00:00:00+01:00", to: "2030-04-01T00:00:00+02:00" });
    expect(presetRange("thisMonth", noon("2030-10-15"))).toEqual({ from: "2030-10-01T00:00:00+02:00", to: "2030-11-01T00:00:00+01:00" });
    expect(presetRange("lastMonth", noon("2030-01-10"))).toEqual({ from: "2029-12-01T00:00:00+01:00", to: "2030-01-01T00:00:00+01:00" });
    expect(presetRange("thisYear", noon("2030-06-01"))).toEqual({ from: "2030-01-01T00:00:00+01:00", to: "2031-01-01T00:00:00+01:00" });
    expect(presetRange("any", noon("2030-06-01"))).toEqual({});
  });

  it("gives the quarter of the day and the last twelve whole months, across a change of year", () => {
    expect(presetRange("thisQuarter", noon("2030-11-20"))).toEqual({ from: "2030-10-01T00:00:00+02:00", to: "2031-01-01T00:00:00+01:00" });
    expect(presetRange("thisQuarter", noon("2030-03-31"))).toEqual({ from: "2030-01-01T00:00:00+01:00", to: "2030-04-01T00:00:00+02:00" });
    expect(presetRange("last12Months", noon("2030-02-14"))).toEqual({ from: "2029-03-01T00:00:00+01:00", to: "2030-03-01T00:00:00+01:00" });
  });

  it("counts today and the six days before as the last 7 days", () => {
    expect(presetRange("last7Days", noon("2030-03-02"))).toEqual({ from: "2030-02-24T00:00:00+01:00", to: "2030-03-03T00:00:00+01:00" });
  });
});

describe("a custom range typed in the interface language", () => {
  it("includes both days, read in the language's order", () => {
    expect(customRange("01/11/2030", "30/11/2030", "fr")).toEqual({ from: "2030-11-01T00:00:00+01:00", to: "2030-12-01T00:00:00+01:00" });
    expect(customRange("11/01/2030", "", "en")).toEqual({ from: "2030-11-01T00:00:00+01:00" });
    expect(customRange("", "30.11.2030", "de")).toEqual({ to: "2030-12-01T00:00:00+01:00" });
  });

  it("names the end that is not a date, and an end before the start", () => {
    expect(customRange("31/02/2030", "", "fr")).toEqual({ error: "fromInvalid" });
    expect(customRange("", "tomorrow", "en")).toEqual({ error: "toInvalid" });
    expect(customRange("30/11/2030", "01/11/2030", "es")).toEqual({ error: "reversed" });
  });
});
