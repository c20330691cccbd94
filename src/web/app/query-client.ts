import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { sessionQueryOptions } from "@web/lib/auth/session";

export const queryClient: QueryClient = new QueryClient({
  // A data query answered 401 means the session is gone: re-check it, and the
  // session guard sends the user to /auth.
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ApiError && error.isUnauthenticated) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failureCount < 2,
    },
  },
});
