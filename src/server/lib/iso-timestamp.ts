const MS_PER_DAY = 86_400_000;
/** 0001-01-01 and 9999-12-31T23:59:59.999Z: the years toISOString writes with four digits. */
const FIRST_FOUR_DIGIT_MS = -62_135_596_800_000;
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;

const DIGIT_0 = 48;

/**
 * `date.toISOString()`, four times faster: V8's spends half a microsecond on each date, and
 * a page of 50 records has 100 of them, a tenth of a list request's CPU (docs/performance.md).
 * The calendar date comes from the day number with Howard Hinnant's `civil_from_days`; years
 * outside 0001–9999 (written with a sign and six digits) and invalid dates are left to V8.
 * The text is made in one piece from its character codes: joining ten small strings made a
 * dozen intermediate ones per date, a sixth of what a list request allocated.
 */
export function isoTimestamp(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= FIRST_FOUR_DIGIT_MS && ms <= LAST_FOUR_DIGIT_MS)) return date.toISOString();
  const days = Math.floor(ms / MS_PER_DAY);
  let rest = ms - days * MS_PER_DAY;

  const shifted = days + 719_468; // days since 0000-03-01
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);

  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const milliseconds = rest - seconds * 1000;
  // prettier-ignore
  return String.fromCharCode(
    DIGIT_0 + Math.floor(year / 1000), DIGIT_0 + (Math.floor(year / 100) % 10), DIGIT_0 + (Math.floor(year / 10) % 10), DIGIT_0 + (year % 10),
    0x2d, DIGIT_0 + Math.floor(month / 10), DIGIT_0 + (month % 10),
    0x2d, DIGIT_0 + Math.floor(day / 10), DIGIT_0 + (day % 10),
    0x54, DIGIT_0 + Math.floor(hours / 10), DIGIT_0 + (hours % 10),
    0x3a, DIGIT_0 + Math.floor(minutes / 10), DIGIT_0 + (minutes % 10),
    0x3a, DIGIT_0 + Math.floor(seconds / 10), DIGIT_0 + (seconds % 10),
    0x2e, DIGIT_0 + Math.floor(milliseconds / 100), DIGIT_0 + (Math.floor(milliseconds / 10) % 10), DIGIT_0 + (milliseconds % 10),
    0x5a,
  );
}
