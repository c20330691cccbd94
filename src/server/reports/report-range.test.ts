import { describe, expect, it } from "vitest";
import { isTimeZone, monthsOf, monthStart } from "./report-range";

const iso = (instant: number) => new Date(instant).toISOString();

describe("the first instant of a month in a time zone", () => {
  it("is local midnight, with the offset of that night, either side of a change of clock", () => {
    // Paris: UTC+1 in winter, UTC+2 from the last Sunday of March to the last Sunday of October.
    expect(iso(monthStart(2030, 2, "Europe/Paris"))).toBe("2030-02-28T23:00:00.000Z");
    expect(iso(monthStart(2030, 3, "Europe/Paris"))).toBe("2030-03-31T22:00:00.000Z");
    expect(iso(monthStart(2030, 10, "Europe/Paris"))).toBe("2030-10-31T23:00:00.000Z");
    expect(iso(monthStart(2030, 2, "America/New_York"))).toBe("2030-03-01T05:00:00.000Z");
    expect(iso(monthStart(2030, 3, "America/New_York"))).toBe("2030-04-01T04:00:00.000Z");
  });

  it("holds in zones a half or three quarters of an hour off, and south of the equator", () => {
    expect(iso(monthStart(2030, 0, "Asia/Kolkata"))).toBe("2029-12-31T18:30:00.000Z");
    expect(iso(monthStart(2030, 0, "Pacific/Chatham"))).toBe("2029-12-31T10:15:00.000Z");
    // Lord Howe Island moves its clock by half an hour: +11 in its summer (January), +10:30 in July.
    expect(iso(monthStart(2030, 0, "Australia/Lord_Howe"))).toBe("2029-12-31T13:00:00.000Z");
    expect(iso(monthStart(2030, 6, "Australia/Lord_Howe"))).toBe("2030-06-30T13:30:00.000Z");
  });

  it("runs on past December into the next years", () => {
    expect(iso(monthStart(2030, 13, "UTC"))).toBe("2031-02-01T00:00:00.000Z");
  });
});

describe("the months of a range", () => {
  it("start with the range's own first instant, then each month's midnight, up to the range's end", () => {
    const months = monthsOf(new Date("2030-01-15T10:00:00Z"), new Date("2030-04-01T00:00:00+02:00"), "Europe/Paris");
    expect(months.map((month) => [month.month, month.from.toISOString()])).toEqual([
      ["2030-01", "2030-01-15T10:00:00.000Z"],
      ["2030-02", "2030-01-31T23:00:00.000Z"],
      ["2030-03", "2030-02-28T23:00:00.000Z"],
    ]);
  });

  it("name the months where the user is, not in UTC", () => {
    // 23:30 UTC on 31 December is already January in Paris.
    const months = monthsOf(new Date("2029-12-31T23:30:00Z"), new Date("2030-02-01T00:00:00Z"), "Europe/Paris");
    expect(months.map((month) => month.month)).toEqual(["2030-01", "2030-02"]);
    expect(monthsOf(new Date("2029-12-31T23:30:00Z"), new Date("2030-02-01T00:00:00Z"), "UTC").map((month) => month.month)).toEqual([
      "2029-12",
      "2030-01",
    ]);
  });

  it("count twelve for the last twelve whole months", () => {
    expect(monthsOf(new Date("2029-12-01T00:00:00+01:00"), new Date("2030-12-01T00:00:00+01:00"), "Europe/Paris")).toHaveLength(12);
  });
});

describe("a time zone", () => {
  it("is known by its IANA name, and nothing else is", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
