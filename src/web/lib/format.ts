import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl-formats";

/**
 * Money as the screens show it: in the workspace's currency, with its symbol and minor unit,
 * written the way the interface language writes it — 37,50 € in French and German, €37.50 in
 * English, R$ 37,50 in Portuguese, ¥3,750 for yen (docs/product.md "Languages and formats").
 */
export function formatMoney(amount: number, language: string, currency: string): string {
  return numberFormat(language, { style: "currency", currency }).format(amount);
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** A currency's name in the interface language: "Euro", "dollar des États-Unis"; its code when Intl has no name for it. */
export function currencyName(currency: string, language: string): string {
  let names = currencyNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: "currency", fallback: "code" });
    currencyNames.set(language, names);
  }
  return names.of(currency) ?? currency;
}

/** A currency as a list offers it: "Euro (EUR)", "yen japonais (JPY)". */
export function currencyLabel(currency: string, language: string): string {
  const name = currencyName(currency, language);
  return name === currency ? currency : `${name} (${currency})`;
}

export function formatInteger(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A date as the interface language writes it: 22 Nov 2026, 22. Nov. 2026. */
export function formatDate(isoTimestamp: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium" }).format(new Date(isoTimestamp));
}

/**
 * A calendar day, yyyy-mm-dd (an invoice's date), as the interface language writes it: the same
 * day in every time zone, as it is printed.
 */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A date and time as the interface language writes them. */
export function formatDateTime(isoTimestamp: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(isoTimestamp));
}

/** A share from 0 to 1 as a percentage in the interface language: 66.7%, 66,7 %. */
export function formatPercent(ratio: number, language: string): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(ratio);
}

/** A percentage change (12.5 is +12.5 %) with its sign, rounded to one decimal: +12.5%, −3 %, 0%. */
export function formatPercentChange(percent: number, language: string): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(percent / 100);
}

/** Whether a percentage change shows as a rise, a fall, or no change once rounded as formatPercentChange rounds it. */
export function changeDirection(percent: number): "up" | "down" | "flat" {
  const rounded = Math.round(percent * 10);
  return rounded > 0 ? "up" : rounded < 0 ? "down" : "flat";
}

const RELATIVE_TIME_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** How long ago (or in how long) a moment is, in the interface language: "3 minutes ago", "yesterday", "now". */
export function formatRelativeTime(isoTimestamp: string, language: string, now: number = Date.now()): string {
  const seconds = (new Date(isoTimestamp).getTime() - now) / 1000;
  const format = relativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, unitSeconds] of RELATIVE_TIME_UNITS) {
    if (Math.abs(seconds) >= unitSeconds) return format.format(Math.trunc(seconds / unitSeconds), unit);
  }
  return format.format(0, "second");
}

/** A size in megabytes as the language writes it: 50 MB, 50 Mo. */
export function formatMegabytes(bytes: number, language: string): string {
  return numberFormat(language, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 }).format(bytes / 1024 / 1024);
}

/**
 * Builds the formatters the screens write dates and figures with, once per page: the first
 * formatter of each kind loads its language's data, about 100 ms at a phone's speed. Called while
 * a screen's first data is on its way (app/app-providers.tsx), that time is spent when the page
 * waits anyway, rather than in the screen's first render.
 */
export function prepareFormats(language: string): void {
  const now = new Date().toISOString();
  formatDate(now, language);
  formatDateTime(now, language);
  formatInteger(0, language);
  formatPercent(0, language);
  formatRelativeTime(now, language);
}
