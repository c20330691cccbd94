import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { SESSION_URL } from "@shared/auth/session-url";
import { takeEarlySessionRequest } from "./early-session-request";
import { SESSION_QUERY_KEY } from "./session-key";

/** How often an open tab re-checks its session (docs/product.md "Users and access": every 30 s). */
export const SESSION_REFRESH_INTERVAL_MS = 30_000;

/** What the web app reads of better-auth's GET /api/auth/get-session answer (the server removes its tokens). */
export interface CurrentSession {
  user: { id: string; name: string; email: string };
}

/**
 * The session check is a plain request, not the auth client: the guards of every
 * signed-in screen need it, the client only /auth, sign-out and the settings page.
 */
async function fetchSession({ signal }: { signal: AbortSignal }): Promise<CurrentSession | null> {
  const response = await (takeEarlySessionRequest() ?? fetch(SESSION_URL, { credentials: "same-origin", signal }));
  // A failed check (network, 5xx, 429) is an error, never "signed out": the guards keep
  // the last known session. Only the server's own answer, null, means there is none.
  if (!response.ok) throw new Error(`Could not check the session (HTTP ${response.status})`);
  return (await response.json()) as CurrentSession | null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 10_000,
  refetchInterval: SESSION_REFRESH_INTERVAL_MS,
  refetchOnWindowFocus: true,
  retry: 2,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * For a request answered 401: re-checks the session so that every guard sees it is
 * gone, then goes to /auth.
 */
export function useSessionExpired() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate("/auth", { replace: true });
  };
}
