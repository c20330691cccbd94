/**
 * The days a task's due date is compared with (docs/decisions.md 112): today where the caller is,
 * computed here with the JavaScript engine's time zone rules, so that the database only compares
 * days and instants and the answer is the same on PGlite and PostgreSQL.
 */

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) it is at `instant` in the IANA time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year!.padStart(4, "0")}-${parts.month}-${parts.day}`;
}

/** The day `days` after (or before) `day`, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whether `instant` falls on `day` in some time zone of the world (UTC−12 to UTC+14): the browser
 * that sends a task's time computes the instant from the day and the time typed where it is, which
 * the server does not know; an instant on another day altogether is a mistake.
 */
export function fallsOnDay(instant: Date, day: string): boolean {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const time = instant.getTime();
  return time >= midnightUtc - 14 * MS_PER_HOUR && time < midnightUtc + MS_PER_DAY + 12 * MS_PER_HOUR;
}
