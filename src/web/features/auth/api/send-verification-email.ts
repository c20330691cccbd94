import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/** POST /api/auth/send-verification-email: a new link that confirms the address, then signs in and opens the dashboard. */
export const sendVerificationEmail = (email: string) =>
  authCall(() => authClient.sendVerificationEmail({ email, callbackURL: "/dashboard" }));
