import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { SESSION_QUERY_KEY } from "@web/lib/auth/session-key";
import { keepOfflineCopy } from "./offline-copy";

/** A call answered 401 means the session is gone: re-check it, and the session guard sends the user to /auth. */
function recheckSessionOn401(error: Error) {
  if (error instanceof ApiError && error.isUnauthenticated) {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: recheckSessionOn401 }),
  mutationCache: new MutationCache({
    // Mutations with `meta.handlesUnauthenticated` show their own prompt first (clients, docs/product.md "Clients").
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesUnauthenticated) recheckSessionOn401(error);
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

keepOfflineCopy(queryClient);
