import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LANGUAGE_CODES } from "@shared/languages";
import { currencyDigits } from "@shared/money/currency";
import { formatMoney } from "./format";
import { formatLocalizedNumber, parseLocalizedNumber } from "./localized-number";
import { localizedNumberField } from "./localized-number-field";

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

  it("reads an amount in yen, which has no decimals, with the group separator as thousands", () => {
    const yen = (input: string, language: string) => parseLocalizedNumber(input, language, "money", { currencyDigits: 0 });
    // Not ambiguous: 1.234 yen cannot be one point two three four.
    expect(yen("1.234", "de")).toEqual({ ok: true, value: 1234 });
    expect(yen("12.500", "es")).toEqual({ ok: true, value: 12500 });
    expect(yen("1,234", "en")).toEqual({ ok: true, value: 1234 });
    expect(yen("1.234.567", "pt")).toEqual({ ok: true, value: 1234567 });
    expect(yen("3750", "fr")).toEqual({ ok: true, value: 3750 });
    // A decimal is refused, whichever mark writes it.
    expect(yen("12,5", "de")).toEqual({ ok: false, error: "tooManyDecimals" });
    expect(yen("12.5", "de")).toEqual({ ok: false, error: "tooManyDecimals" });
    expect(yen("1.5", "en")).toEqual({ ok: false, error: "tooManyDecimals" });
    expect(yen("1,234", "de"), "the German decimal comma").toEqual({ ok: false, error: "tooManyDecimals" });
  });

  it("keeps refusing ambiguous input for currencies with two or three decimals, and refuses more decimals than they have", () => {
    for (const currency of ["EUR", "KWD"]) {
      const digits = currencyDigits(currency);
      expect(parseLocalizedNumber("1.234", "de", "money", { currencyDigits: digits }), currency).toEqual({ ok: false, error: "ambiguous" });
      expect(parseLocalizedNumber("12.500", "es", "money", { currencyDigits: digits }), currency).toEqual({
        ok: false,
        error: "ambiguous",
      });
    }
    expect(parseLocalizedNumber("1,234", "de", "money", { currencyDigits: 3 })).toEqual({ ok: true, value: 1.234 });
    expect(parseLocalizedNumber("1,2345", "de", "money", { currencyDigits: 3 })).toEqual({ ok: false, error: "tooManyDecimals" });
    expect(parseLocalizedNumber("19,99", "fr", "money", { currencyDigits: 2 })).toEqual({ ok: true, value: 19.99 });
    expect(parseLocalizedNumber("1,005", "fr", "money", { currencyDigits: 2 })).toEqual({ ok: false, error: "tooManyDecimals" });
  });

  it("reads a percent with decimals, refusing what could be thousands", () => {
    expect(parseLocalizedNumber("5,5", "fr", "decimal")).toEqual({ ok: true, value: 5.5 });
    expect(parseLocalizedNumber("2.125", "en", "decimal")).toEqual({ ok: true, value: 2.125 });
    expect(parseLocalizedNumber("2.125", "de", "decimal")).toEqual({ ok: false, error: "ambiguous" });
    expect(parseLocalizedNumber("2,125", "de", "decimal")).toEqual({ ok: true, value: 2.125 });
  });

  it("reads back every amount it shows, grouped or not, in every language and currency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.constantFrom(0, 2, 3),
        fc.boolean(),
        (minorUnits, language, digits, grouped) => {
          const amount = minorUnits / 10 ** digits;
          const text = formatLocalizedNumber(amount, language, "money", { grouped, currencyDigits: digits });
          expect(parseLocalizedNumber(text, language, "money", { currencyDigits: digits })).toEqual({ ok: true, value: amount });
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

  it("shows the currency's own decimals: none for yen, three for the Kuwaiti dinar", () => {
    expect(formatLocalizedNumber(3750, "de", "money", { grouped: true, currencyDigits: 0 })).toBe("3.750");
    expect(formatLocalizedNumber(3750, "en", "money", { grouped: false, currencyDigits: 0 })).toBe("3750");
    expect(formatLocalizedNumber(37.5, "en", "money", { grouped: false, currencyDigits: 3 })).toBe("37.500");
  });

  it("groups an amount in a field exactly as the lists write it, in every language and currency", () => {
    /** The amount as formatMoney writes it, without the currency's symbol. */
    const inList = (amount: number, language: string, currency: string) =>
      formatMoneyParts(amount, language, currency)
        .filter((part) => part.type !== "currency" && part.type !== "literal")
        .map((part) => part.value)
        .join("");
    for (const language of LANGUAGE_CODES) {
      for (const currency of ["EUR", "USD", "JPY", "KWD"]) {
        for (const amount of [1234, 1234567, 12]) {
          expect(
            formatLocalizedNumber(amount, language, "money", { grouped: true, currencyDigits: currencyDigits(currency) }),
            `${language} ${currency} ${amount}`,
          ).toBe(inList(amount, language, currency));
        }
      }
    }
    expect(formatMoney(1234.5, "es", "EUR"), "Spanish groups from 10.000 on").toBe("1234,50\u00a0€");
    expect(formatLocalizedNumber(1234.5, "es", "money", { grouped: true }), "Spanish groups from 10.000 on").toBe("1234,50");
  });

  it("never rounds a value away", () => {
    expect(formatLocalizedNumber(1.005, "en", "money", { grouped: false })).toBe("1.005");
    expect(formatLocalizedNumber(12.5, "en", "money", { grouped: false, currencyDigits: 0 })).toBe("12.5");
    expect(formatLocalizedNumber(7, "de", "integer", { grouped: true })).toBe("7");
    expect(formatLocalizedNumber(5.5, "fr", "decimal", { grouped: false })).toBe("5,5");
  });
});

describe("localizedNumberField", () => {
  const price = (currency: string, language: string) =>
    localizedNumberField(language, "money", z.number().min(0), "validation.priceRequired", { currencyDigits: currencyDigits(currency) });
  const messageOf = (result: z.ZodSafeParseResult<number>) => result.error?.issues[0]?.message;

  it("refuses a decimal in a yen field with its own message, and more decimals than euros have with another", () => {
    expect(price("JPY", "de").safeParse("1.234")).toMatchObject({ success: true, data: 1234 });
    expect(messageOf(price("JPY", "de").safeParse("12,5"))).toBe("validation.amountWhole");
    expect(messageOf(price("EUR", "fr").safeParse("12,505"))).toBe("validation.priceDecimals");
    expect(messageOf(price("EUR", "de").safeParse("1.234"))).toBe("validation.ambiguousNumber");
    expect(messageOf(price("EUR", "de").safeParse(""))).toBe("validation.priceRequired");
  });

  it("reads money as before when no currency is given", () => {
    const field = localizedNumberField("fr", "money", z.number(), "validation.priceRequired");
    expect(field.safeParse("1,005")).toMatchObject({ success: true, data: 1.005 });
  });
});

/** The parts of an amount as the lists write it (formatMoney), in the currency's style. */
function formatMoneyParts(amount: number, language: string, currency: string) {
  return new Intl.NumberFormat(language, { style: "currency", currency }).formatToParts(amount);
}
