import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/**
 * POST /api/auth/change-email: sends a link to the new address; the address changes when it
 * is opened, which brings the user back to the settings.
 */
export const changeEmail = (newEmail: string) => authCall(() => authClient.changeEmail({ newEmail, callbackURL: "/settings" }));
