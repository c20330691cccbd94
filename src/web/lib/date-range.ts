import { parseLocalizedDate } from "@web/lib/localized-date";

/** The periods the orders list filters by, each counted in the browser's time zone. */
export const DATE_PERIODS = ["any", "today", "last7Days", "thisMonth", "lastMonth", "thisYear", "custom"] as const;
/** Every period a screen may offer: the orders list's, and the sales' and reports' quarter and last 12 months. */
export type DatePeriod = (typeof DATE_PERIODS)[number] | "thisQuarter" | "last12Months";

/** A range of instants for the API: from its first instant, up to `to` excluded (ISO 8601 with offset). */
export interface InstantRange {
  from?: string;
  to?: string;
}

/** A local day's first instant, with the browser's offset that day, e.g. 2026-11-01T00:00:00+01:00. */
export function startOfLocalDay(year: number, monthIndex: number, day: number): string {
  const date = new Date(year, monthIndex, day);
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? "-" : "+";
  const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, "0");
  const ymd = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${ymd}T00:00:00${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
}

const dayRange = (from: Date, daysLong: number): InstantRange => ({
  from: startOfLocalDay(from.getFullYear(), from.getMonth(), from.getDate()),
  to: startOfLocalDay(from.getFullYear(), from.getMonth(), from.getDate() + daysLong),
});

/** The instants of a preset period, as of `now`; "last 7 days" is today and the six days before. */
export function presetRange(period: Exclude<DatePeriod, "custom">, now: Date): InstantRange {
  const [year, month, day] = [now.getFullYear(), now.getMonth(), now.getDate()];
  switch (period) {
    case "any":
      return {};
    case "today":
      return dayRange(now, 1);
    case "last7Days":
      return dayRange(new Date(year, month, day - 6), 7);
    case "thisMonth":
      return { from: startOfLocalDay(year, month, 1), to: startOfLocalDay(year, month + 1, 1) };
    case "lastMonth":
      return { from: startOfLocalDay(year, month - 1, 1), to: startOfLocalDay(year, month, 1) };
    case "thisQuarter": {
      const first = month - (month % 3);
      return { from: startOfLocalDay(year, first, 1), to: startOfLocalDay(year, first + 3, 1) };
    }
    case "thisYear":
      return { from: startOfLocalDay(year, 0, 1), to: startOfLocalDay(year + 1, 0, 1) };
    // This month and the eleven before it, whole months.
    case "last12Months":
      return { from: startOfLocalDay(year, month - 11, 1), to: startOfLocalDay(year, month + 1, 1) };
  }
}

export type CustomRangeError = "fromInvalid" | "toInvalid" | "reversed";

/**
 * A custom range typed as the language writes dates, both days included; either end may be
 * left empty. An end that is not a date, or an end before the start, is an error instead.
 */
export function customRange(fromText: string, toText: string, language: string): InstantRange | { error: CustomRangeError } {
  const read = (text: string) => (text.trim() === "" ? null : parseLocalizedDate(text, language));
  const [from, to] = [read(fromText), read(toText)];
  if (from === undefined) return { error: "fromInvalid" };
  if (to === undefined) return { error: "toInvalid" };
  if (from && to && from > to) return { error: "reversed" };
  const instant = (ymd: string, plusDays: number) => {
    const [year, month, day] = ymd.split("-").map(Number) as [number, number, number];
    return startOfLocalDay(year, month - 1, day + plusDays);
  };
  return { ...(from && { from: instant(from, 0) }), ...(to && { to: instant(to, 1) }) };
}
