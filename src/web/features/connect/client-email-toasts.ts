import type { ClientEmail } from "@shared/client-emails/client-email.schema";
import type { Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { TOAST_DURATION } from "@web/lib/toast";
import type { ToastSpec } from "./outreach-toasts";

/** What Send or Save as draft did (docs/product.md "The client page"): sent to the client's address, or kept as a draft. */
export function emailSavedToast(email: Pick<ClientEmail, "state" | "to">, clientName: string, t: Translate): ToastSpec {
  if (email.state === "sent") {
    return {
      kind: "success",
      title: t("clientEmails.toasts.sent", { name: clientName }),
      description: email.to ? t("clientEmails.toasts.sentDescription", { address: email.to }) : undefined,
      duration: TOAST_DURATION.success,
    };
  }
  return {
    kind: "success",
    title: t("clientEmails.toasts.draftSaved", { name: clientName }),
    description: t("clientEmails.toasts.draftSavedDescription"),
    duration: TOAST_DURATION.success,
  };
}

/** How long the server asks to wait, in whole minutes, when it says. */
function minutesToWait(error: ApiError): number | undefined {
  const seconds = (error.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/**
 * Why Send or Save as draft failed (docs/decisions.md 111), matched on the error code: no mail
 * server set up, no address to send to, the mail server refusing, too many emails sent. The
 * email stays on screen as it was typed.
 */
export function emailFailedToast(error: unknown, send: boolean, clientName: string, t: Translate): ToastSpec {
  const title = send ? t("clientEmails.toasts.sendFailed") : t("clientEmails.toasts.saveFailed");
  const toast = (description: string): ToastSpec => ({ kind: "error", title, description, duration: TOAST_DURATION.error });
  if (!(error instanceof ApiError)) return toast(apiErrorMessage(error, t));
  switch (error.code) {
    case "MAIL_NOT_CONFIGURED":
      return toast(t("clientEmails.mailNotConfigured"));
    case "CLIENT_HAS_NO_EMAIL":
      return toast(t("clientEmails.clientHasNoEmail", { name: clientName }));
    case "MAIL_SEND_FAILED":
      return toast(t("clientEmails.mailRefused"));
    case "RATE_LIMIT": {
      const minutes = minutesToWait(error);
      return toast(minutes === undefined ? t("clientEmails.rateLimited") : t("clientEmails.rateLimitedFor", { count: minutes }));
    }
    default:
      return toast(error.status === 429 ? t("clientEmails.rateLimited") : apiErrorMessage(error, t));
  }
}
