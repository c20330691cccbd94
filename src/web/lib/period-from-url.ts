import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { presetRange, startOfLocalDay, type DatePeriod } from "./date-range";

/** A period a screen of figures may offer: every preset with two ends ("any date" has none), and custom. */
export type OfferedPeriod = Exclude<DatePeriod, "any">;
type PresetPeriod = Exclude<OfferedPeriod, "custom">;

/** What a screen offers: the periods its select lists, in order, and the one shown when the address names none. */
export interface PeriodOptions {
  periods: readonly OfferedPeriod[];
  defaultPeriod: PresetPeriod;
}

/** The instants a period covers, for the API: from the first, included, to `to`, excluded (ISO 8601 with offset). */
export interface PeriodRange {
  from: string;
  to: string;
}

/** Whole days of the browser's calendar, both included, as yyyy-mm-dd. */
export interface DaySpan {
  first: string;
  last: string;
}

/** The period a screen shows, the days it covers and their instants. */
export interface ChosenPeriod {
  period: OfferedPeriod;
  days: DaySpan;
  range: PeriodRange;
}

/** The longest period the figures cover, as the server allows. */
const MAX_YEARS = 5;

const pad = (value: number) => String(value).padStart(2, "0");

/** The local day of a moment, as yyyy-mm-dd. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Whether the text is a day yyyy-mm-dd that exists (2026-02-30 does not). */
function isDay(text: string | null): text is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  return match !== null && localDay(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === text;
}

/** A yyyy-mm-dd day as a local date (its midnight). */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The first and last days a range covers (its end is excluded). */
export function daysOfRange(range: PeriodRange): DaySpan {
  return { first: localDay(new Date(range.from)), last: localDay(new Date(Date.parse(range.to) - 1)) };
}

/** The instants of whole days, from the first day's midnight to the midnight after the last day. */
function rangeOfDays({ first, last }: DaySpan): PeriodRange {
  const [start, end] = [dateOfDay(first), dateOfDay(last)];
  return {
    from: startOfLocalDay(start.getFullYear(), start.getMonth(), start.getDate()),
    to: startOfLocalDay(end.getFullYear(), end.getMonth(), end.getDate() + 1),
  };
}

/** Whether whole days run over more than the five years the figures cover. */
export function longerThanFiguresCover({ first, last }: DaySpan): boolean {
  const [start, end] = [dateOfDay(first), dateOfDay(last)];
  const limit = new Date(start.getFullYear() + MAX_YEARS, start.getMonth(), start.getDate());
  return new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) > limit;
}

/** What is wrong with the days of a custom range: an end missing or not a day, an end before the start, over five years. */
export type CustomDaysError = "fromInvalid" | "toInvalid" | "reversed" | "tooLong";

/** The days of a custom range, both yyyy-mm-dd (or null when not a day), or what is wrong with them. */
export function checkCustomDays(from: string | null, to: string | null): { days: DaySpan } | { error: CustomDaysError } {
  if (!isDay(from)) return { error: "fromInvalid" };
  if (!isDay(to)) return { error: "toInvalid" };
  if (from > to) return { error: "reversed" };
  const days = { first: from, last: to };
  return longerThanFiguresCover(days) ? { error: "tooLong" } : { days };
}

/**
 * The period an address asks for (`?period=thisYear`, `?period=custom&from=2026-01-01&to=2026-03-31`),
 * as of `now`, in the browser's time zone. No period, one the screen does not offer, or a custom
 * one the address does not give whole, in order and within five years, reads as the default.
 */
export function readPeriod(params: URLSearchParams, options: PeriodOptions, now: Date): ChosenPeriod {
  const asked = params.get("period");
  if (asked === "custom" && options.periods.includes("custom")) {
    const custom = checkCustomDays(params.get("from"), params.get("to"));
    if ("days" in custom) return { period: "custom", days: custom.days, range: rangeOfDays(custom.days) };
  }
  const period = options.periods.find((offered): offered is PresetPeriod => offered === asked && offered !== "custom");
  // Every preset offered has both ends.
  const range = presetRange(period ?? options.defaultPeriod, now) as PeriodRange;
  return { period: period ?? options.defaultPeriod, days: daysOfRange(range), range };
}

/** The address's parameters with the period in them, the others kept; the default period leaves `period` out. */
export function writePeriod(params: URLSearchParams, options: PeriodOptions, period: OfferedPeriod, customDays?: DaySpan): URLSearchParams {
  const updated = new URLSearchParams(params);
  for (const name of ["period", "from", "to"]) updated.delete(name);
  if (period !== options.defaultPeriod) updated.set("period", period);
  if (period === "custom" && customDays) {
    updated.set("from", customDays.first);
    updated.set("to", customDays.last);
  }
  return updated;
}

/**
 * The period a screen of figures shows, kept in the address so that a reload, a shared link and
 * Back show the same figures. Choosing another replaces the history entry, as a list's sort does.
 * `options` must keep its identity from one render to the next (a module's constant).
 */
export function usePeriodFromUrl(options: PeriodOptions): [ChosenPeriod, (period: OfferedPeriod, customDays?: DaySpan) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Read again when the address changes, not at every render: the queries' keys stay the same.
  const chosen = useMemo(() => readPeriod(new URLSearchParams(search), options, new Date()), [search, options]);
  const choose = useCallback(
    (period: OfferedPeriod, customDays?: DaySpan) =>
      setParams((current) => writePeriod(current, options, period, customDays), { replace: true }),
    [setParams, options],
  );
  return [chosen, choose];
}

/** A CSV file's name: the report's, then the period's first and last days, e.g. top-clients-2025-12-01-2026-11-30.csv. */
export function csvFileName(report: string, days: DaySpan): string {
  return `${report}-${days.first}-${days.last}.csv`;
}
