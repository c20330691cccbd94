import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/** Where the link in the mail leads, through the server: with `?token=…`, or `?error=INVALID_TOKEN`. */
const RESET_PASSWORD_PATH = "/auth/reset-password";

/** POST /api/auth/request-password-reset; the server answers the same whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  authCall(() => authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
