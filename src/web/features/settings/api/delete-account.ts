import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/**
 * POST /api/auth/delete-user: deletes the account and all it holds. An account with a password
 * gives it; one without (Google, Microsoft) must have signed in within the last 10 minutes.
 */
export const deleteAccount = (password: string | undefined) =>
  authCall(() => authClient.deleteUser(password === undefined ? {} : { password }));
