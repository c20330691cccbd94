/**
 * The calendar days documents bear (docs/decisions.md 137): an invoice is dated on the day it is
 * issued where its issuer is (their time zone), and numbered in that day's year.
 */

/** The day `instant` falls on in `timeZone`, as YYYY-MM-DD. */
export function calendarDay(instant: Date, timeZone: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The year of a day (YYYY-MM-DD). */
export const yearOf = (day: string) => Number(day.slice(0, 4));
