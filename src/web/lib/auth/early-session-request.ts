import { SESSION_URL } from "@shared/auth/session-url";

/**
 * The session check of a signed-in or /auth screen, started as soon as the page starts
 * (router.tsx), alongside the download of the screen's code rather than after it. Lives
 * in the entry; the session query (session.ts) takes it over. The page the server sends
 * for such a screen preloads it (src/server/http/web-app.ts): this fetch then takes the
 * preloaded answer, whose credentials mode ("same-origin") it matches.
 */
let earlyRequest: Promise<Response> | undefined;

export function startSessionRequest() {
  if (earlyRequest) return;
  earlyRequest = fetch(SESSION_URL, { credentials: "same-origin" });
  // A failure is the session query's to report, when it takes the request over.
  earlyRequest.catch(() => {});
}

/** The request started early, if it has not been taken yet: later checks make their own. */
export function takeEarlySessionRequest(): Promise<Response> | undefined {
  const request = earlyRequest;
  earlyRequest = undefined;
  return request;
}
