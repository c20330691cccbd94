import type { TextKey } from "@web/i18n/texts";

/** What any failed call tells of itself: the HTTP status (0 when the server could not be reached) and the API's error code. */
export interface Failure {
  status?: number;
  code?: string;
}

/**
 * The message for a failure that is no fault of what was typed, one text for each kind: no
 * connection, the server out of reach, too many requests, the session gone, the thing gone, input refused
 * without a field to point at, an email to a client that could not be sent, the server unavailable for a moment, anything else. Every screen words these the same way; what a
 * screen can say better (a field's error, an order's shortage) it says before falling back here.
 */
export function failureMessageKey({ status, code }: Failure): TextKey {
  if (code === "OFFLINE") return "common.errors.offline";
  if (status === 0 || code === "NETWORK") return "common.errors.network";
  if (status === 429 || code === "RATE_LIMIT") return "common.errors.tooManyRequests";
  if (status === 401 || code === "UNAUTHENTICATED") return "common.notAuthenticated";
  if (code === "NOT_FOUND") return "common.errors.notFound";
  if (code === "VALIDATION") return "common.errors.invalidInput";
  // An email to a client (docs/decisions.md 111): no address, no mail server, the mail server refusing.
  if (code === "CLIENT_HAS_NO_EMAIL") return "clientEmails.clientHasNoEmailGeneric";
  if (code === "MAIL_NOT_CONFIGURED") return "clientEmails.mailNotConfigured";
  if (code === "MAIL_SEND_FAILED") return "clientEmails.mailRefused";
  // The server is there but cannot serve for a moment: its database is out of reach (docs/decisions.md 154).
  if (status === 503 || code === "UNAVAILABLE") return "common.errors.unavailable";
  return "common.errors.unexpected";
}

/**
 * A refusal as better-auth's calls report it, which the sign-in screens show as the server words
 * it (decision 6): its text, or ours when the server could not be reached (the browser's own
 * words, "Failed to fetch", are not for the user) or said nothing.
 */
export function failureDescription(failure: Failure & { message?: string }): { key: TextKey } | { text: string } {
  if (failure.status === 0 || !failure.message) return { key: failureMessageKey(failure) };
  return { text: failure.message };
}
