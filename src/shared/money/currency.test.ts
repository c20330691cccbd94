import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDigits, currencyForLocale, hasAtMostDecimals } from "./currency";

describe("currencyDigits", () => {
  it("is each currency's minor unit", () => {
    expect([currencyDigits("JPY"), currencyDigits("EUR"), currencyDigits("KWD"), currencyDigits("BRL")]).toEqual([0, 2, 3, 2]);
  });
});

describe("hasAtMostDecimals", () => {
  it("accepts any amount written with that many decimals, however large", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), fc.constantFrom(0, 2, 3), (units, digits) => {
        expect(hasAtMostDecimals(Number((units / 10 ** digits).toFixed(digits)), digits)).toBe(true);
      }),
      { seed: 20_261_126, numRuns: 2000 },
    );
    expect(hasAtMostDecimals(2174651009.72, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
  });

  it("refuses one decimal more", () => {
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(37.5, 0)).toBe(false);
    expect(hasAtMostDecimals(1.2345, 3)).toBe(false);
    expect(hasAtMostDecimals(9_999_999_999.99, 1)).toBe(false);
  });
});

describe("currencyForLocale", () => {
  it("follows the region, then the language, else the dollar", () => {
    const cases = {
      fr: "EUR",
      "fr-FR": "EUR",
      de: "EUR",
      "de-CH": "CHF",
      es: "EUR",
      "es-MX": "MXN",
      "pt-BR": "BRL",
      "pt-PT": "EUR",
      "en-GB": "GBP",
      "en-US": "USD",
      en: "USD",
      ja: "USD",
      "": "USD",
      "not a locale!": "USD",
    };
    for (const [locale, currency] of Object.entries(cases)) expect(currencyForLocale(locale), locale).toBe(currency);
  });
});
