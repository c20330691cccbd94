/**
 * Intl's formatters, built once per language and options. Building one loads its locale's data
 * and takes about a millisecond on a phone, and reusing it costs nothing: a list of 30 clients
 * built a date formatter per row, 124 ms of the /clients screen's first render at Lighthouse's
 * 4× slowdown (docs/performance.md "Lighthouse").
 */
const kept = new Map<string, unknown>();

function keptFormat<Format>(kind: string, language: string, options: object | undefined, build: () => Format): Format {
  const key = `${kind}\u0000${language}\u0000${options ? JSON.stringify(options) : ""}`;
  let format = kept.get(key) as Format | undefined;
  if (format === undefined) kept.set(key, (format = build()));
  return format;
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keptFormat("number", language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keptFormat("date", language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  keptFormat("relative", language, options, () => new Intl.RelativeTimeFormat(language, options));
