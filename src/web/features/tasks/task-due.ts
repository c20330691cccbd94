import type { Task } from "@shared/tasks/task.schema";
import { formatDate } from "@web/lib/format";
import { dateTimeFormat, relativeTimeFormat } from "@web/lib/intl-formats";

/**
 * A task's due day and time as the browser sees them (docs/decisions.md 112): the day is a
 * calendar day (`due_date`), the time an instant on it (`due_at`) computed here from the day and
 * the time typed, in the browser's time zone.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** A day as yyyy-mm-dd, in the browser's time zone. */
export function localDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The instant of a day (yyyy-mm-dd) at a time (hh:mm) in the browser's time zone, as the API takes it; null without a time. */
export function dueInstant(day: string, time: string): string | null {
  if (!day || !time) return null;
  const moment = new Date(`${day}T${time}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** The time (hh:mm, 24-hour) an instant shows on the browser's clock, for the time field. */
export function localTime(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** An open task is overdue once its time has passed, or, without a time, once its day has. */
export function isOverdue(task: Pick<Task, "done" | "due_date" | "due_at">, now: Date): boolean {
  if (task.done || !task.due_date) return false;
  if (task.due_at) return new Date(task.due_at).getTime() < now.getTime();
  return task.due_date < localDay(now);
}

/** A calendar day as a local date (midnight in the browser's time zone): yyyy-mm-dd parsed as UTC would be the day before west of Greenwich. */
function dayAsDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year!, month! - 1, date!);
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A due day in the interface language: "yesterday", "today" and "tomorrow" as words, any other
 * day as a date (22 Nov 2026, 22. Nov. 2026).
 */
export function formatDueDay(day: string, language: string, now: Date): string {
  const date = dayAsDate(day);
  const offset = Math.round((date.getTime() - dayAsDate(localDay(now)).getTime()) / DAY_MS);
  if (Math.abs(offset) <= 1) return relativeTimeFormat(language, { numeric: "auto" }).format(offset, "day");
  return formatDate(date.toISOString(), language);
}

/** A time of day in the interface language: 2:30 PM, 14:30. */
export function formatDueTime(isoTimestamp: string, language: string): string {
  return dateTimeFormat(language, { timeStyle: "short" }).format(new Date(isoTimestamp));
}
