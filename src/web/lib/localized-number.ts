/**
 * Numbers as people type them in the interface language: "19,99" in French and
 * German, "19.99" in English, with or without thousands separators. The English
 * decimal point is accepted everywhere; input that could mean two different
 * numbers is refused rather than guessed. A whole number cannot have decimals, so
 * in a whole-number field "1.000" (German, Spanish, Portuguese) is one thousand.
 */

export type NumberKind = "money" | "integer";

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: "required" | "notANumber" | "ambiguous" };

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

function toNumber(sign: string, integerPart: string, fraction: string): number {
  return Number(`${sign}${integerPart}${fraction ? `.${fraction}` : ""}`);
}

export function parseLocalizedNumber(input: string, language: string, kind: NumberKind = "money"): ParsedNumber {
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

  if (marks.length === 0) return { ok: true, value: toNumber(sign, body, "") };

  if (marks.length === 2) {
    // Both marks: the last one separates the decimals, the other groups thousands.
    const decimalMark = body[body.search(/[.,][^.,]*$/)]!;
    const groupMark = marks.find((mark) => mark !== decimalMark)!;
    const [integerPart, fraction, ...rest] = body.split(decimalMark);
    if (rest.length > 0 || !isDecimalMark(decimalMark) || groupMark === decimal) return { ok: false, error: "notANumber" };
    if (!GROUPED(groupMark).test(integerPart!) || !DIGITS.test(fraction!)) return { ok: false, error: "notANumber" };
    return { ok: true, value: toNumber(sign, integerPart!.split(groupMark).join(""), fraction!) };
  }

  const mark = marks[0]!;
  const pieces = body.split(mark);
  if (pieces.length > 2) {
    // The same mark more than once can only group thousands: 1.234.567 in German.
    if (!isGroupMark(mark) || !GROUPED(mark).test(body)) return { ok: false, error: "notANumber" };
    return { ok: true, value: toNumber(sign, pieces.join(""), "") };
  }

  const [integerPart, fraction] = pieces as [string, string];
  if (!DIGITS.test(integerPart) || !DIGITS.test(fraction)) return { ok: false, error: "notANumber" };
  const couldGroup = isGroupMark(mark) && fraction.length === 3 && integerPart.length <= 3;
  const couldBeDecimal = isDecimalMark(mark);
  if (couldGroup && couldBeDecimal && kind === "money") return { ok: false, error: "ambiguous" };
  if (couldGroup) return { ok: true, value: toNumber(sign, integerPart + fraction, "") };
  if (couldBeDecimal) return { ok: true, value: toNumber(sign, integerPart, fraction) };
  return { ok: false, error: "notANumber" };
}

/**
 * How a value is shown: grouped ("1 234,50") when the field is not being edited,
 * ungrouped ("1234,50") while it is, so that it reads the way it is typed. Money
 * shows at least 2 decimals and never fewer than it has: a value is never rounded.
 * Grouped as the lists write amounts (Intl's "auto"): Spanish groups from 10.000 on,
 * so 1234,50 reads the same in a field and in a list (docs/decisions.md 78).
 */
export function formatLocalizedNumber(value: number, language: string, kind: NumberKind, { grouped }: { grouped: boolean }): string {
  return new Intl.NumberFormat(language, {
    useGrouping: grouped ? "auto" : false,
    minimumFractionDigits: kind === "money" ? 2 : 0,
    maximumFractionDigits: 20,
  }).format(value);
}
