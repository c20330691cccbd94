import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { formatMoney } from "./format";
import { formatLocalizedNumber, parseLocalizedNumber } from "./localized-number";

const parsed = (input: string, language: string) => parseLocalizedNumber(input, language);

describe("parseLocalizedNumber", () => {
  it("reads the interface language's decimal comma, and the English point everywhere", () => {
    for (const language of ["fr", "de", "es", "pt"]) {
      expect(parsed("19,99", language), language).toEqual({ ok: true, value: 19.99 });
      expect(parsed("19.99", language), language).toEqual({ ok: true, value: 19.99 });
    }
    expect(parsed("19.99", "en")).toEqual({ ok: true, value: 19.99 });
  });

  it("reads thousands separators as the language writes them", () => {
    expect(parsed("1,234.50", "en")).toEqual({ ok: true, value: 1234.5 });
    expect(parsed("1.234,50", "de")).toEqual({ ok: true, value: 1234.5 });
    expect(parsed("1.234.567", "pt")).toEqual({ ok: true, value: 1234567 });
    expect(parsed("1 234,50", "fr")).toEqual({ ok: true, value: 1234.5 });
    expect(parsed("1\u202f234,50", "fr")).toEqual({ ok: true, value: 1234.5 });
    expect(parsed("1,234", "en")).toEqual({ ok: true, value: 1234 });
  });

  it("refuses input that could mean two numbers instead of guessing", () => {
    // In German 1.234 is one thousand two hundred and thirty-four, in English one point two three four.
    expect(parsed("1.234", "de")).toEqual({ ok: false, error: "ambiguous" });
    expect(parsed("12.500", "es")).toEqual({ ok: false, error: "ambiguous" });
  });

  it("reads a group separator before three digits as thousands in a whole-number field, where it cannot be a decimal", () => {
    for (const language of ["de", "es", "pt"]) {
      expect(parseLocalizedNumber("1.000", language, "integer"), language).toEqual({ ok: true, value: 1000 });
      expect(parseLocalizedNumber("1.000", language, "money"), language).toEqual({ ok: false, error: "ambiguous" });
    }
    expect(parseLocalizedNumber("1,000", "en", "integer")).toEqual({ ok: true, value: 1000 });
    expect(parseLocalizedNumber("1.5", "de", "integer"), "a decimal stays a decimal, for the rules to refuse").toEqual({
      ok: true,
      value: 1.5,
    });
  });

  it("never drops a separator it does not understand", () => {
    expect(parsed("19,99", "en")).toEqual({ ok: false, error: "notANumber" });
    expect(parsed("1,2,3", "de")).toEqual({ ok: false, error: "notANumber" });
    expect(parsed("1.234,5.6", "de")).toEqual({ ok: false, error: "notANumber" });
    expect(parsed("12a", "en")).toEqual({ ok: false, error: "notANumber" });
    expect(parsed("1e3", "en")).toEqual({ ok: false, error: "notANumber" });
    expect(parsed("1.234,50", "en")).toEqual({ ok: false, error: "notANumber" });
  });

  it("keeps the sign and the decimals it was given, so the rules can judge them", () => {
    expect(parsed("-5", "en")).toEqual({ ok: true, value: -5 });
    expect(parsed("1,005", "fr")).toEqual({ ok: true, value: 1.005 });
  });

  it("says a blank field is empty", () => {
    expect(parsed("   ", "de")).toEqual({ ok: false, error: "required" });
  });

  it("reads back every amount it shows, grouped or not, in every language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.boolean(),
        (cents, language, grouped) => {
          const amount = cents / 100;
          const text = formatLocalizedNumber(amount, language, "money", { grouped });
          expect(parsed(text, language)).toEqual({ ok: true, value: amount });
        },
      ),
      { seed: 20261122, numRuns: 500 },
    );
  });
});

describe("formatLocalizedNumber", () => {
  it("shows money with two decimals, grouped only when not editing", () => {
    expect(formatLocalizedNumber(1234.5, "en", "money", { grouped: false })).toBe("1234.50");
    expect(formatLocalizedNumber(1234.5, "en", "money", { grouped: true })).toBe("1,234.50");
    expect(formatLocalizedNumber(1234.5, "fr", "money", { grouped: true })).toMatch(/^1\s234,50$/);
    expect(formatLocalizedNumber(1234.5, "de", "money", { grouped: false })).toBe("1234,50");
  });

  it("groups an amount in a field exactly as the lists write it, in every language", () => {
    for (const language of LANGUAGE_CODES) {
      for (const amount of [1234.5, 1234567.5, 12.5]) {
        const inList = formatMoney(amount, language).replace("$", "");
        expect(formatLocalizedNumber(amount, language, "money", { grouped: true }), `${language} ${amount}`).toBe(inList);
      }
    }
    expect(formatLocalizedNumber(1234.5, "es", "money", { grouped: true }), "Spanish groups from 10.000 on").toBe("1234,50");
  });

  it("never rounds a value away", () => {
    expect(formatLocalizedNumber(1.005, "en", "money", { grouped: false })).toBe("1.005");
    expect(formatLocalizedNumber(7, "de", "integer", { grouped: true })).toBe("7");
  });
});
