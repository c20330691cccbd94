import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authClient } from "./auth-client";
import { SESSION_QUERY_KEY } from "./session-key";

/** How often an open tab re-checks its session (spec section 9: every 30 s). */
export const SESSION_REFRESH_INTERVAL_MS = 30_000;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => {
    const { data, error } = await authClient.getSession();
    // A failed check (network, 5xx, 429) is an error, never "signed out": the guards keep
    // the last known session. Only the server's own answer, null, means there is none.
    if (error) throw new Error(error.message ?? "Could not check the session");
    return data;
  },
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
