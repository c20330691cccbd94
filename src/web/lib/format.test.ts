import { describe, expect, it } from "vitest";
import {
  changeDirection,
  currencyLabel,
  currencyName,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatRelativeTime,
} from "./format";

describe("formatMoney", () => {
  it("writes the currency's symbol where the language puts it, with the language's separators", () => {
    expect(formatMoney(37.5, "fr", "EUR")).toBe("37,50\u00a0€");
    expect(formatMoney(37.5, "de", "EUR")).toBe("37,50\u00a0€");
    expect(formatMoney(37.5, "en", "EUR")).toBe("€37.50");
    expect(formatMoney(37.5, "pt", "BRL")).toBe("R$\u00a037,50");
    expect(formatMoney(1234.5, "en", "USD")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "fr", "EUR")).toBe("1\u202f234,50\u00a0€");
  });

  it("shows as many decimals as the currency has: none for yen, three for the Kuwaiti dinar", () => {
    expect(formatMoney(3750, "en", "JPY")).toBe("¥3,750");
    expect(formatMoney(3750, "de", "JPY")).toBe("3.750\u00a0¥");
    expect(formatMoney(37.5, "en", "KWD")).toBe("KWD\u00a037.500");
    expect(formatMoney(0, "en", "EUR")).toBe("€0.00");
  });
});

describe("currencyLabel", () => {
  it("names a currency in the interface language, with its code", () => {
    expect(currencyLabel("EUR", "en")).toBe("Euro (EUR)");
    expect(currencyLabel("JPY", "fr")).toBe("yen japonais (JPY)");
    expect(currencyName("USD", "de")).toBe("US-Dollar");
    expect(currencyName("USD", "es")).toBe("dólar estadounidense");
  });
});

describe("formatPercent", () => {
  it("writes a share as the language writes percentages, to one decimal", () => {
    expect(formatPercent(0.5, "en")).toBe("50%");
    expect(formatPercent(2 / 3, "en")).toBe("66.7%");
    expect(formatPercent(2 / 3, "fr")).toMatch(/^66,7\s%$/);
    expect(formatPercent(0.5, "de")).toBe("50\u00a0%");
  });
});

describe("formatPercentChange", () => {
  it("signs rises and falls, and leaves no change unsigned", () => {
    expect(formatPercentChange(12, "en")).toBe("+12%");
    expect(formatPercentChange(-33.333, "en")).toBe("-33.3%");
    expect(formatPercentChange(0, "en")).toBe("0%");
    expect(formatPercentChange(0.01, "en")).toBe("0%");
    expect(formatPercentChange(12.5, "fr")).toMatch(/^\+12,5\s%$/);
  });
});

describe("changeDirection", () => {
  it("follows the rounded figure, so a shown 0% is never coloured as a rise or a fall", () => {
    expect(changeDirection(12)).toBe("up");
    expect(changeDirection(-0.2)).toBe("down");
    expect(changeDirection(0.04)).toBe("flat");
    expect(changeDirection(-0.04)).toBe("flat");
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("says how long ago in the largest whole unit, in the interface language", () => {
    expect(formatRelativeTime(ago(10), "en", now)).toBe("now");
    expect(formatRelativeTime(ago(3 * 60 + 20), "en", now)).toBe("3 minutes ago");
    expect(formatRelativeTime(ago(2 * 3600), "en", now)).toBe("2 hours ago");
    expect(formatRelativeTime(ago(26 * 3600), "en", now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * 60), "de", now)).toBe("vor 3 Minuten");
    expect(formatRelativeTime(ago(3 * 60), "fr", now)).toBe("il y a 3 minutes");
  });
});

describe("formatDay", () => {
  it("writes a calendar day as the interface language does, the same day whatever the time zone", () => {
    expect(formatDay("2026-01-31", "en")).toBe("Jan 31, 2026");
    expect(formatDay("2026-01-31", "fr")).toBe("31 janv. 2026");
    expect(formatDay("2026-12-01", "de")).toBe("01.12.2026");
  });
});

describe("formats kept from one call to the next", () => {
  it("keep each language's and each kind's own: a date, a date with its time, money in two currencies", () => {
    const moment = "2026-03-05T14:30:00Z";
    // Asked in turns, so that a format kept under the wrong key would answer for another.
    for (let turn = 0; turn < 2; turn++) {
      expect(formatDate(moment, "en")).toBe("Mar 5, 2026");
      expect(formatDate(moment, "de")).toBe("05.03.2026");
      expect(formatDateTime(moment, "en")).toMatch(/^Mar 5, 2026, \d{1,2}:30\s?[AP]M$/);
      expect(formatMoney(1234.5, "fr", "EUR")).toBe("1\u202f234,50\u00a0€");
      expect(formatMoney(1234.5, "fr", "JPY")).toBe("1\u202f235\u00a0JPY");
    }
  });
});
