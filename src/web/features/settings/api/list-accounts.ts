import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@web/lib/auth/auth-client";

export const accountsQueryKey = ["accounts"] as const;

/** GET /api/auth/list-accounts: the ways the user signs in, one each (a password is provider "credential"). */
export const listAccountsQueryOptions = queryOptions({
  queryKey: accountsQueryKey,
  queryFn: async () => {
    const { data, error } = await authClient.listAccounts();
    if (error) throw new Error(error.message ?? `Could not list the ways to sign in (HTTP ${error.status})`);
    return data;
  },
});

/** Whether the user signs in with a password (else only with Google or Microsoft); undefined until known. */
export function useHasPassword() {
  return useQuery({
    ...listAccountsQueryOptions,
    select: (accounts) => accounts.some((account) => account.providerId === "credential"),
  });
}
