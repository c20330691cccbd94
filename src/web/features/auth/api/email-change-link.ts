import { authCallFor } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";

/** What a mailed link about a change of email does when its page posts it. */
export type EmailChangeLinkAction = "confirm" | "cancel";

/**
 * POST /api/auth/email-change/confirm (the link mailed to the new address) or
 * /api/auth/email-change/cancel (the one mailed to the current address: cancels a pending
 * change, or undoes an applied one, and signs every device out). Answers the account's
 * address afterwards.
 */
export const postEmailChangeLink = (action: EmailChangeLinkAction, token: string) =>
  authCallFor(() => authClient.emailChangeLink(action, token));
