import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/** POST /api/auth/reset-password: sets the password with the token of a reset link, and signs every device out. */
export const resetPassword = (body: { newPassword: string; token: string }) => authCall(() => authClient.resetPassword(body));
