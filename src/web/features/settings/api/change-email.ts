import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/**
 * POST /api/auth/email-change/request: with the current password (an account without one
 * needs a recent sign-in), mails a link to the new address, and the current address a way
 * to cancel. The address changes once the new address's link is used.
 */
export const changeEmail = (newEmail: string, password: string | undefined) =>
  authCall(() => authClient.requestEmailChange({ newEmail, password }));
