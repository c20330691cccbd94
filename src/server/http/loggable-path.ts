/**
 * Paths whose next segment is a secret that works while the request is logged: a reset
 * link's token, an invitation's (the page and its API), a calendar feed's. A route that takes a secret in its path adds its prefix here. Secrets in a
 * query (`?token=`, `&link=`) never reach the log: only the path is logged.
 */
const SECRET_SEGMENT_AFTER = ["/api/auth/reset-password/", "/api/v1/invitations/", "/invite/", "/api/v1/calendar/"];

export const REDACTED = "[redacted]";

/** The request path as the log may keep it: a secret segment replaced by `[redacted]`. */
export function loggablePath(path: string): string {
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const rest = path.slice(prefix.length);
      const end = rest.indexOf("/");
      return `${prefix}${REDACTED}${end === -1 ? "" : rest.slice(end)}`;
    }
  }
  return path;
}
