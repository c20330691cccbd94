/**
 * Numbers as people type them in the interface language: "19,99" in French and
 * German, "19.99" in English, with or without thousands separators. The English
 * decimal point is accepted everywhere; input that could mean two different
 * numbers is refused rather than guessed. A number that cannot have decimals — a
 * quantity, an amount in yen — cannot be read as one, so there "1.000" (German,
 * Spanish, Portuguese) is one thousand (docs/decisions.md 96).
 */

import { numberFormat } from "./intl-formats";

/** Money (an amount of the workspace currency), a whole number, or a number with decimals such as a percent. */
export type NumberKind = "money" | "integer" | "decimal";

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: "required" | "notANumber" | "ambiguous" | "tooManyDecimals" };

/** A number read, with how many decimals were typed (trailing zeros aside): 12,50 has one. */
type ReadNumber = { ok: true; value: number; decimals: number } | Exclude<ParsedNumber, { ok: true }>;

/** For money: the currency's minor unit (`currencyDigits`: 0 for JPY, 2 for EUR, 3 for KWD). */
export interface MoneyDigits {
  currencyDigits?: number;
}

/** Decimals amounts take when the currency is not known: the most common minor unit. */
const DEFAULT_MONEY_DIGITS = 2;

/** How many decimals a number of this kind can have, at most; undefined when any number can. */
function decimalsAllowed(kind: NumberKind, currencyDigits: number | undefined): number | undefined {
  if (kind === "integer") return 0;
  return kind === "money" ? (currencyDigits ?? DEFAULT_MONEY_DIGITS) : undefined;
}

interface Separators {
  decimal: string;
  /** The thousands separator the language writes, other than a space. */
  group: string | undefined;
}

function separatorsOf(language: string): Separators {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const group = parts.find((part) => part.type === "group")?.value;
  return { decimal, group: group && /\s/.test(group) ? undefined : group };
}

const DIGITS = /^\d+$/;
/** Thousands groups: 1 to 3 digits, then groups of exactly 3. */
const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(${escapeRegExp(separator)}\\d{3})+$`);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function toNumber(sign: string, integerPart: string, fraction: string): ReadNumber {
  return {
    ok: true,
    value: Number(`${sign}${integerPart}${fraction ? `.${fraction}` : ""}`),
    decimals: fraction.replace(/0+$/, "").length,
  };
}

/**
 * Reads `input` as typed in `language`. A quantity's decimals are kept for the rules to refuse
 * ("1.5" is 1.5); money given its `currencyDigits` refuses more decimals than the currency has
 * ("12,5" of yen is `tooManyDecimals`), and without them keeps them for the rules to judge.
 */
export function parseLocalizedNumber(
  input: string,
  language: string,
  kind: NumberKind = "money",
  { currencyDigits }: MoneyDigits = {},
): ParsedNumber {
  const read = readNumber(input, language, decimalsAllowed(kind, currencyDigits) === 0);
  if (!read.ok) return read;
  // Judged on the digits typed: a float such as 2174651009.72 is not exact in hundredths.
  if (kind === "money" && currencyDigits !== undefined && read.decimals > currencyDigits) return { ok: false, error: "tooManyDecimals" };
  return { ok: true, value: read.value };
}

/** `wholeOnly`: the number cannot have decimals, so a lone group separator before three digits groups thousands. */
function readNumber(input: string, language: string, wholeOnly: boolean): ReadNumber {
  // Spaces (plain, no-break, narrow no-break) only ever group thousands.
  const compact = input.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return { ok: false, error: "required" };
  const match = /^([-+\u2212]?)([\d.,]+)$/.exec(compact);
  if (!match) return { ok: false, error: "notANumber" };
  const sign = match[1] === "" || match[1] === "+" ? "" : "-";
  const body = match[2]!;

  const { decimal, group } = separatorsOf(language);
  const isDecimalMark = (mark: string) => mark === decimal || mark === ".";
  const isGroupMark = (mark: string) => mark === group;
  const marks = [...new Set(body.replace(/\d/g, ""))];

  if (marks.length === 0) return toNumber(sign, body, "");

  if (marks.length === 2) {
    // Both marks: the last one separates the decimals, the other groups thousands.
    const decimalMark = body[body.search(/[.,][^.,]*$/)]!;
    const groupMark = marks.find((mark) => mark !== decimalMark)!;
    const [integerPart, fraction, ...rest] = body.split(decimalMark);
    if (rest.length > 0 || !isDecimalMark(decimalMark) || groupMark === decimal) return { ok: false, error: "notANumber" };
    if (!GROUPED(groupMark).test(integerPart!) || !DIGITS.test(fraction!)) return { ok: false, error: "notANumber" };
    return toNumber(sign, integerPart!.split(groupMark).join(""), fraction!);
  }

  const mark = marks[0]!;
  const pieces = body.split(mark);
  if (pieces.length > 2) {
    // The same mark more than once can only group thousands: 1.234.567 in German.
    if (!isGroupMark(mark) || !GROUPED(mark).test(body)) return { ok: false, error: "notANumber" };
    return toNumber(sign, pieces.join(""), "");
  }

  const [integerPart, fraction] = pieces as [string, string];
  if (!DIGITS.test(integerPart) || !DIGITS.test(fraction)) return { ok: false, error: "notANumber" };
  const couldGroup = isGroupMark(mark) && fraction.length === 3 && integerPart.length <= 3;
  const couldBeDecimal = isDecimalMark(mark);
  if (couldGroup && couldBeDecimal && !wholeOnly) return { ok: false, error: "ambiguous" };
  if (couldGroup) return toNumber(sign, integerPart + fraction, "");
  if (couldBeDecimal) return toNumber(sign, integerPart, fraction);
  return { ok: false, error: "notANumber" };
}

/**
 * How a value is shown: grouped ("1 234,50") when the field is not being edited,
 * ungrouped ("1234,50") while it is, so that it reads the way it is typed. Money
 * shows the currency's decimals (2 unless told: none for yen) and never fewer than
 * it has: a value is never rounded. Grouped as the lists write amounts (Intl's
 * "auto"): Spanish groups from 10.000 on, so 1234,50 reads the same in a field and
 * in a list (docs/decisions.md 78).
 */
export function formatLocalizedNumber(
  value: number,
  language: string,
  kind: NumberKind,
  { grouped, currencyDigits }: { grouped: boolean } & MoneyDigits,
): string {
  return numberFormat(language, {
    useGrouping: grouped ? "auto" : false,
    minimumFractionDigits: kind === "money" ? (currencyDigits ?? DEFAULT_MONEY_DIGITS) : 0,
    maximumFractionDigits: 20,
  }).format(value);
}
