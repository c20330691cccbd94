import { calendarText } from "../meetings/calendar-text";

/**
 * A calendar file of events to subscribe to (RFC 5545, METHOD:PUBLISH), written here rather than
 * by the `ics` library, which folds long lines after 75 characters where the RFC counts 75 octets
 * (a title in Greek or with emoji made lines of up to 300), and escapes no lone CR or Unicode line
 * separator. Every line ends in CRLF; TEXT values escape `\`, `;`, `,` and line breaks.
 */

export interface CalendarEvent {
  /** Stable across reads, so that a calendar app updates the event rather than adding another. */
  uid: string;
  /** A day's event (`YYYY-MM-DD`, all day), or one that starts at an instant and lasts `minutes`. */
  when: { day: string } | { at: Date; minutes: number };
  summary: string;
  description?: string;
  url?: string;
  created: Date;
  lastModified: Date;
}

export interface Calendar {
  /** PRODID: who wrote the file, `-//Company//Product//EN`. */
  productId: string;
  /** X-WR-CALNAME: the name calendar apps show for a subscription. */
  name: string;
  /** DTSTAMP of every event: when the file was written. */
  writtenAt: Date;
  /** How often a calendar app should read the file again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

/** A TEXT value (RFC 5545 3.3.11): line breaks in any spelling as `\n`, controls dropped, `\ ; ,` escaped. */
export function escapeText(value: string): string {
  return calendarText(value)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, "\\n");
}

const MAX_LINE_OCTETS = 75;

/**
 * A content line folded as RFC 5545 3.1 says: no line longer than 75 octets of UTF-8, each
 * continuation starting with one space, never inside a character's bytes.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets, the next ones a space and 74.
  let room = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
      room = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** A UTC DATE-TIME: 20261201T093000Z. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A DATE: 20261201. */
const date = (day: string) => day.replace(/-/g, "");

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function eventLines(event: CalendarEvent, writtenAt: Date): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcDateTime(writtenAt)}`];
  if ("day" in event.when) {
    // An all-day event ends, exclusively, the next day (RFC 5545 3.6.1).
    lines.push(`DTSTART;VALUE=DATE:${date(event.when.day)}`, `DTEND;VALUE=DATE:${date(nextDay(event.when.day))}`);
  } else {
    const end = new Date(event.when.at.getTime() + event.when.minutes * 60_000);
    lines.push(`DTSTART:${utcDateTime(event.when.at)}`, `DTEND:${utcDateTime(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // A URI value is not TEXT: only line breaks and controls, which a URL of ours never holds, would break it.
  if (event.url) lines.push(`URL:${calendarText(event.url).replace(/[\n\t]/g, "")}`);
  lines.push(
    `CREATED:${utcDateTime(event.created)}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    // A task is no appointment: it leaves its time free.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  );
  return lines;
}

/** The calendar file, every line folded and ended with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.writtenAt)),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
