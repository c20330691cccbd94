/**
 * Dates and times typed as the interface language writes them (docs/decisions.md 77): 25/12/2026
 * in French, Spanish and Portuguese, 25.12.2026 in German, 12/25/2026 in English; 14:30 on a
 * 24-hour clock, and in English also 2:30 PM. The browser's own date and time inputs follow the
 * browser's language instead, whatever the interface speaks.
 */

type DatePart = "day" | "month" | "year";

/** The order of day, month and year in the language's numeric dates, and the separator between them. */
export function dateOrder(language: string): { parts: DatePart[]; separator: string } {
  const formatted = new Intl.DateTimeFormat(language, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(2026, 11, 25),
  );
  const parts = formatted
    .filter((part) => part.type === "day" || part.type === "month" || part.type === "year")
    .map((part) => part.type as DatePart);
  const separator = formatted.find((part) => part.type === "literal")?.value.trim() || "/";
  return { parts, separator };
}

/** Whether the language writes hours on a 12-hour clock with AM and PM (English). */
export function usesTwelveHourClock(language: string): boolean {
  return new Intl.DateTimeFormat(language, { hour: "numeric" }).resolvedOptions().hour12 === true;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A typed date as yyyy-mm-dd, or undefined when it is not a real day written in the language's order. */
export function parseLocalizedDate(text: string, language: string): string | undefined {
  const numbers = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (numbers.length !== 3) return undefined;
  const { parts } = dateOrder(language);
  const value = Object.fromEntries(parts.map((part, index) => [part, numbers[index]!])) as Record<DatePart, string>;
  if (value.year.length !== 4 || value.month.length > 2 || value.day.length > 2) return undefined;
  const [year, month, day] = [Number(value.year), Number(value.month), Number(value.day)];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A typed time as hh:mm (24-hour), or undefined. "14:30", "14.30" and "14h30" everywhere; "2:30 PM" too in English. */
export function parseLocalizedTime(text: string, language: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*([ap]\.?\s?m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const meridiem = match[3]?.toLowerCase().replace(/[^ap]/g, "");
  if (match[2] === undefined && !meridiem) return undefined;
  if (meridiem) {
    if (!usesTwelveHourClock(language) || hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** A day written as the language writes it in numbers, to fill a date field: 25/12/2026, 25.12.2026, 12/25/2026. */
export function formatLocalizedDate(date: Date, language: string): string {
  const { parts, separator } = dateOrder(language);
  const value: Record<DatePart, string> = { day: pad(date.getDate()), month: pad(date.getMonth() + 1), year: String(date.getFullYear()) };
  return parts.map((part) => value[part]).join(separator);
}
