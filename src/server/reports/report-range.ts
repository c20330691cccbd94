/**
 * The months of a report's range in a time zone (docs/decisions.md 99): computed here, with the
 * time zone rules of the JavaScript engine, so that the database only compares instants and the
 * answer is the same on PGlite and PostgreSQL, whatever time zone data either holds.
 */

const DAY_MS = 86_400_000;

/** The longest range a report covers: five years, leap days included. */
export const MAX_RANGE_MS = (5 * 366 + 1) * DAY_MS;

/** Whether the engine knows the IANA time zone, e.g. Europe/Paris. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time in the time zone at the instant: [year, month (1–12), day, hour, minute, second]. */
function wallClock(instant: number, timeZone: string): number[] {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!];
}

/** How far the time zone's clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = wallClock(instant, timeZone) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a month starts in the time zone (its first day's midnight, or the first instant
 * after it where a change of clock skips midnight). `monthIndex` may run past 11 into later years.
 */
export function monthStart(year: number, monthIndex: number, timeZone: string): number {
  const wall = Date.UTC(year, monthIndex, 1);
  // The offset a few hours either side of the change settles in two steps.
  const guess = wall - offsetAt(wall, timeZone);
  const instant = wall - offsetAt(guess, timeZone);
  return offsetAt(instant, timeZone) === offsetAt(guess, timeZone) ? instant : Math.max(instant, guess);
}

export interface MonthBucket {
  /** YYYY-MM in the time zone. */
  month: string;
  /** Its first instant within the range. */
  from: Date;
}

/**
 * The months the range [from, to) touches in the time zone, oldest first, each from its first
 * instant in the range: the first month from `from`, the others from their first midnight.
 */
export function monthsOf(from: Date, to: Date, timeZone: string): MonthBucket[] {
  const [year, month] = wallClock(from.getTime(), timeZone) as [number, number];
  const label = (index: number) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  };
  const buckets: MonthBucket[] = [{ month: label(0), from }];
  for (let index = 1; ; index++) {
    const start = monthStart(year, month - 1 + index, timeZone);
    if (start >= to.getTime()) return buckets;
    buckets.push({ month: label(index), from: new Date(start) });
  }
}
