/**
 * Values made safe for an iCalendar file (RFC 5545) before the `ics` library writes them. It
 * escapes `\`, `;`, `,` and LF in TEXT values, but not a lone CR or the Unicode line
 * separators, which calendar programs also take as line breaks; and it quotes parameter values
 * (a CN) by putting `\` before `"`, which RFC 5545 does not know: the `"` still closes the
 * quotes, and what follows becomes parameters and an address of the writer's choosing. Names
 * reach here from sign-up, Google and Microsoft, and API keys: the writer cannot count on the
 * schemas having refused such characters.
 */

/** Every line break calendar programs may honour, in any of its spellings. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Control characters other than LF and TAB: no meaning in a calendar, dropped. */
const OTHER_CONTROL = /[^\P{Cc}\t\n\v\f\r]/gu;

/** The text of a TEXT value (a summary, a description): line breaks as LF, which the library escapes as `\n`. */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAK, "\n").replace(OTHER_CONTROL, "");
}

/**
 * The text of a quoted parameter value (a CN), with RFC 6868's escapes: `^` as `^^`, `"` as
 * `^'`, a line break as `^n`. Calendar programs that predate RFC 6868 show `^'` as it is, which
 * is still the name, never an address. A backslash has no meaning there in RFC 5545, but some
 * readers (Thunderbird's library) take `\n` or `\,` as escapes, so it is written as the
 * fullwidth ＼, which every reader shows alike.
 */
export function calendarParameter(value: string): string {
  return calendarText(value).replace(/\t/g, " ").replace(/\\/g, "\uff3c").replace(/\^/g, "^^").replace(/"/g, "^'").replace(/\n/g, "^n");
}
