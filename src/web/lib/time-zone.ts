/** The browser's IANA time zone (Europe/Paris), which says which day "today" is for dates the server computes. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
