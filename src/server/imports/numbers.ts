import type { NumberFormat } from "@shared/imports/import-limits";
import { isKnownCurrency } from "@shared/money/currency";

/**
 * Numbers as files write them (docs/product.md "Import and export", docs/decisions.md
 * 121): "1,234.50" or "1.234,50", with spaces or apostrophes between thousands, and a
 * currency before or after. A text that is not clearly a number in the chosen format is none: a
 * wrong amount is worse than a row refused.
 */

const SPACES = [" ", "\u00a0", "\u202f"];
const APOSTROPHES = ["'", "\u2019"];

const DECIMAL_SIGN: Record<NumberFormat, string> = { dot: ".", comma: "," };
const THOUSANDS_SIGNS: Record<NumberFormat, readonly string[]> = {
  dot: [",", ...SPACES, ...APOSTROPHES],
  comma: [".", ...SPACES, ...APOSTROPHES],
};

/** "1,234.50" (dot) or "1.234,50" (comma) → 1234.5; undefined for "" and for anything that is not a number in that format. */
export function parseDecimal(text: string, format: NumberFormat): number | undefined {
  const amount = withoutCurrencyAndSign(text);
  if (amount === undefined) return undefined;
  const digits = plainDigits(amount.body, format);
  if (digits === undefined) return undefined;
  const value = Number(digits);
  return amount.negative && value !== 0 ? -value : value;
}

/**
 * The format the samples are written in, from those only one format reads ("1.234,50", "12,5"
 * → comma; "1,234.50", "12.50" → dot); null when none tells ("1,234", "1234") or they disagree.
 */
export function guessNumberFormat(samples: readonly string[]): NumberFormat | null {
  const told = new Set<NumberFormat>();
  for (const sample of samples) {
    const readAsDot = parseDecimal(sample, "dot") !== undefined;
    const readAsComma = parseDecimal(sample, "comma") !== undefined;
    if (readAsDot !== readAsComma) told.add(readAsDot ? "dot" : "comma");
  }
  const [format, ...others] = told;
  return format !== undefined && others.length === 0 ? format : null;
}

const SIGN = /^[-+\u2212]/;
/** "€", "$", "R$", "US$"; and an ISO code such as "EUR" when it is one. */
const CURRENCY_PREFIX = /^(?:[A-Za-z]{0,3}\p{Sc}|[A-Za-z]{3}(?![A-Za-z]))/u;
const CURRENCY_SUFFIX = /(?:[A-Za-z]{0,3}\p{Sc}|(?<![A-Za-z])[A-Za-z]{3})$/u;

const isCurrency = (text: string) => /\p{Sc}/u.test(text) || isKnownCurrency(text.toUpperCase());

/** The number's text without its sign and one currency sign or code, before or after it ("-€ 12,50", "12.50 USD"). */
function withoutCurrencyAndSign(text: string): { negative: boolean; body: string } | undefined {
  let rest = text.trim();
  if (rest === "") return undefined;
  let sign = rest.match(SIGN)?.[0];
  if (sign) rest = rest.slice(1).trimStart();
  const prefix = rest.match(CURRENCY_PREFIX)?.[0];
  const hasPrefix = prefix !== undefined && isCurrency(prefix);
  if (hasPrefix) rest = rest.slice(prefix.length).trimStart();
  if (!sign) {
    sign = rest.match(SIGN)?.[0];
    if (sign) rest = rest.slice(1).trimStart();
  }
  if (!hasPrefix) {
    const suffix = rest.match(CURRENCY_SUFFIX)?.[0];
    if (suffix !== undefined && isCurrency(suffix)) rest = rest.slice(0, -suffix.length).trimEnd();
  }
  return { negative: sign === "-" || sign === "\u2212", body: rest };
}

/**
 * The number as JavaScript reads it ("1234.5"), from its digits in the format: one decimal
 * sign, and either no thousands signs or the same one between every group of three.
 */
function plainDigits(body: string, format: NumberFormat): string | undefined {
  const [whole = "", fraction, ...more] = body.split(DECIMAL_SIGN[format]);
  if (more.length > 0) return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  if (whole === "" && fraction === undefined) return undefined;
  const wholeDigits = /^\d*$/.test(whole) ? whole : groupedDigits(whole, format);
  if (wholeDigits === undefined) return undefined;
  return `${wholeDigits || "0"}.${fraction ?? "0"}`;
}

/** "1,234,567" → "1234567"; undefined unless every group after the first has three digits and the first does not start with 0. */
function groupedDigits(whole: string, format: NumberFormat): string | undefined {
  const separator = THOUSANDS_SIGNS[format].find((sign) => whole.includes(sign));
  if (separator === undefined) return undefined;
  const [first = "", ...groups] = whole.split(separator);
  if (!/^[1-9]\d{0,2}$/.test(first) || !groups.every((group) => /^\d{3}$/.test(group))) return undefined;
  return first + groups.join("");
}
