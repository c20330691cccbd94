/**
 * A workspace's currency (docs/product.md "Money and taxes", docs/decisions.md 91): any ISO 4217
 * code `Intl` knows. Its minor unit — the decimals an amount may carry, 0 for JPY, 2 for EUR,
 * 3 for KWD — drives what a price may be, how tax rounds and how amounts are written.
 */

/** Decimals the database keeps for every amount: enough for any currency's minor unit. */
export const MONEY_SCALE = 4;

let knownCurrencies: ReadonlySet<string> | undefined;

/**
 * The ISO 4217 codes this runtime can format, A to Z. Asked of `Intl` when first needed: it
 * takes 20 ms on a phone, which every screen importing this module paid at its start.
 */
export function currencyCodes(): ReadonlySet<string> {
  return (knownCurrencies ??= new Set(Intl.supportedValuesOf("currency")));
}

export const isKnownCurrency = (code: string) => currencyCodes().has(code);

const digitsByCurrency = new Map<string, number>();

/** The currency's minor unit as `Intl` writes it: 0 for JPY, 2 for EUR, 3 for KWD. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = Math.min(
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2,
      MONEY_SCALE,
    );
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * Whether `value` has at most `digits` decimals, judged in units of the last one, within what a
 * double can tell apart at that size: 0.1 + 0.2 has 2, and so has 2174651009.72, whose double is
 * 0.00003 cents off.
 */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-6, Math.abs(scaled) * Number.EPSILON * 8);
}

/** Regions whose currency is not the one their language suggests, and the euro area. */
const CURRENCY_BY_REGION: Record<string, string> = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  NZ: "NZD",
  IE: "EUR",
  IN: "INR",
  ZA: "ZAR",
  SG: "SGD",
  FR: "EUR",
  BE: "EUR",
  LU: "EUR",
  MC: "EUR",
  CH: "CHF",
  DE: "EUR",
  AT: "EUR",
  LI: "CHF",
  ES: "EUR",
  MX: "MXN",
  AR: "ARS",
  CO: "COP",
  CL: "CLP",
  PE: "PEN",
  UY: "UYU",
  PT: "EUR",
  BR: "BRL",
  AO: "AOA",
  MZ: "MZN",
  IT: "EUR",
  NL: "EUR",
  FI: "EUR",
  GR: "EUR",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  JP: "JPY",
  CN: "CNY",
};

/** Languages spoken mostly where the euro is the currency, when the locale names no region. */
const EURO_LANGUAGES = new Set(["fr", "de", "es", "pt", "it", "nl", "fi", "el"]);

/**
 * The currency a new workspace starts with for a browser's locale (`fr-FR`, `pt-BR`, `en`): the
 * region's when the locale names one we know, else the language's — the euro for French,
 * German, Spanish and Portuguese — else the US dollar.
 */
export function currencyForLocale(locale: string | undefined): string {
  if (!locale) return "USD";
  let language: string;
  let region: string | undefined;
  try {
    ({ language, region } = new Intl.Locale(locale));
  } catch {
    return "USD";
  }
  const regional = region ? CURRENCY_BY_REGION[region] : undefined;
  if (regional) return regional;
  return EURO_LANGUAGES.has(language) ? "EUR" : "USD";
}
