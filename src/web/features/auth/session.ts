import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "./auth-client";

/** How often an open tab re-checks its session (spec section 9: every 30 s). */
export const SESSION_REFRESH_INTERVAL_MS = 30_000;

export const sessionQueryOptions = queryOptions({
  queryKey: ["session"],
  queryFn: async () => {
    const { data, error } = await authClient.getSession();
    if (error) throw new Error(error.message ?? "Could not check the session");
    return data; // null when signed out
  },
  staleTime: 10_000,
  refetchInterval: SESSION_REFRESH_INTERVAL_MS,
  refetchOnWindowFocus: true,
  retry: 2,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
