let timeZone: string | undefined;

/**
 * The browser's IANA time zone (Europe/Paris), which says which day "today" is for dates the
 * server computes. Read once a page: building the formatter that tells it takes 25 ms on a phone,
 * which the dashboard paid on each list of tasks it asked for (docs/performance.md "Lighthouse").
 */
export const browserTimeZone = () => (timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
