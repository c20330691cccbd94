import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { formatLocalizedDate, parseLocalizedDate, parseLocalizedTime } from "./localized-date";

describe("dates typed in the interface language", () => {
  it("reads each language's order and separator, and writes back what it reads", () => {
    expect(parseLocalizedDate("25/12/2026", "fr")).toBe("2026-12-25");
    expect(parseLocalizedDate("25.12.2026", "de")).toBe("2026-12-25");
    expect(parseLocalizedDate("25/12/2026", "es")).toBe("2026-12-25");
    expect(parseLocalizedDate("25/12/2026", "pt")).toBe("2026-12-25");
    expect(parseLocalizedDate("12/25/2026", "en")).toBe("2026-12-25");
    expect(parseLocalizedDate("5/1/2027", "fr"), "one-digit day and month").toBe("2027-01-05");
    for (const language of LANGUAGE_CODES) {
      const written = formatLocalizedDate(new Date(2027, 2, 4), language);
      expect(parseLocalizedDate(written, language), `${language}: ${written}`).toBe("2027-03-04");
    }
    expect(formatLocalizedDate(new Date(2027, 2, 4), "de")).toBe("04.03.2027");
  });

  it("refuses days that do not exist, the American order in French, two-digit years and other text", () => {
    expect(parseLocalizedDate("31/02/2027", "fr")).toBeUndefined();
    expect(parseLocalizedDate("12/25/2026", "fr"), "month 25").toBeUndefined();
    expect(parseLocalizedDate("25/12/26", "fr")).toBeUndefined();
    expect(parseLocalizedDate("2026-12-25", "fr")).toBeUndefined();
    expect(parseLocalizedDate("", "fr")).toBeUndefined();
    expect(parseLocalizedDate("demain", "fr")).toBeUndefined();
  });
});

describe("times typed in the interface language", () => {
  it("reads a 24-hour clock everywhere, and AM/PM in English only", () => {
    expect(parseLocalizedTime("14:30", "fr")).toBe("14:30");
    expect(parseLocalizedTime("14h30", "fr")).toBe("14:30");
    expect(parseLocalizedTime("9.05", "de")).toBe("09:05");
    expect(parseLocalizedTime("2:30 PM", "en")).toBe("14:30");
    expect(parseLocalizedTime("12:15 am", "en")).toBe("00:15");
    expect(parseLocalizedTime("12:00 p.m.", "en")).toBe("12:00");
    expect(parseLocalizedTime("2 PM", "en")).toBe("14:00");
    expect(parseLocalizedTime("2:30 PM", "fr"), "no AM/PM in French").toBeUndefined();
    expect(parseLocalizedTime("24:00", "de")).toBeUndefined();
    expect(parseLocalizedTime("13:30 PM", "en")).toBeUndefined();
    expect(parseLocalizedTime("14", "es"), "an hour alone is not a time").toBeUndefined();
  });
});
