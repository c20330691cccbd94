import type { AiHealth, GeneratedEmail } from "@shared/connect/outreach.schema";
import type { Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { TOAST_DURATION } from "@web/lib/toast";

/** A toast to show: its kind, translated title and description, and how long it stays (docs/product.md "Messages"). */
export interface ToastSpec {
  kind: "success" | "error";
  title: string;
  description?: string;
  duration: number;
}

const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** docs/product.md "Connect": the success toast, or the fallback one saying why a template was used. */
export function generatedToast(email: GeneratedEmail, t: Translate): ToastSpec {
  if (!email.usedFallback) return { kind: "success", title: t("connect.toasts.generated"), duration: TOAST_DURATION.success };
  if (email.fallbackReason === "not_configured") {
    return { kind: "success", title: t("connect.toasts.notConfiguredTitle"), duration: TOAST_DURATION.success };
  }
  return {
    kind: "success",
    title: t("connect.toasts.fallbackTitle"),
    description: t("connect.toasts.fallbackDescription"),
    duration: TOAST_DURATION.success,
  };
}

/** docs/product.md "Connect": why Generate failed, matched on the error code. */
export function generateFailedToast(error: unknown, t: Translate): ToastSpec {
  switch (errorCode(error)) {
    case "AUTH_FAILED":
      return {
        kind: "error",
        title: t("connect.toasts.authIssueTitle"),
        description: t("connect.toasts.authIssueDescription"),
        duration: TOAST_DURATION.aiAuth,
      };
    case "RATE_LIMIT":
      return {
        kind: "error",
        title: t("connect.toasts.rateLimitTitle"),
        description: t("connect.toasts.rateLimitDescription"),
        duration: TOAST_DURATION.error,
      };
    case "PAYMENT_REQUIRED":
      return {
        kind: "error",
        title: t("connect.toasts.creditsTitle"),
        description: t("connect.toasts.creditsDescription"),
        duration: TOAST_DURATION.error,
      };
    default:
      return {
        kind: "error",
        title: t("connect.toasts.generateFailed"),
        description: apiErrorMessage(error, t),
        duration: TOAST_DURATION.error,
      };
  }
}

/** docs/product.md "Connect", Test AI: active (with the key diagnostics when given), or why not. */
export function healthToast(result: AiHealth, t: Translate): ToastSpec {
  const diagnostics = result.diagnostics
    ? t("connect.health.diagnostics", { length: result.diagnostics.keyLength, prefix: result.diagnostics.keyHashPrefix })
    : undefined;
  return {
    kind: "success",
    title: t("connect.health.activeTitle"),
    description: [t("connect.health.activeDescription"), diagnostics].filter(Boolean).join("\n"),
    duration: TOAST_DURATION.success,
  };
}

export function healthFailedToast(error: unknown, t: Translate): ToastSpec {
  switch (errorCode(error)) {
    case "AUTH_FAILED":
    case "UNAUTHENTICATED":
      return {
        kind: "error",
        title: t("connect.health.offlineTitle"),
        description: t("connect.health.offlineDescription"),
        duration: TOAST_DURATION.error,
      };
    case "RATE_LIMIT":
      return {
        kind: "error",
        title: t("connect.health.rateLimitedTitle"),
        description: t("connect.toasts.rateLimitDescription"),
        duration: TOAST_DURATION.error,
      };
    case "PAYMENT_REQUIRED":
      return {
        kind: "error",
        title: t("connect.toasts.creditsTitle"),
        description: t("connect.toasts.creditsDescription"),
        duration: TOAST_DURATION.error,
      };
    default:
      return {
        kind: "error",
        title: t("connect.health.testFailedTitle"),
        description: apiErrorMessage(error, t),
        duration: TOAST_DURATION.error,
      };
  }
}

/**
 * What Copy and Download produce (docs/product.md "Connect"): the subject label, a colon, the
 * subject, a blank line, the body. The colon is the language's ("Objet : …" in French).
 */
export function emailAsText(subject: string, body: string, t: Translate): string {
  return `${t("connect.subjectLine", { subject })}\n\n${body}`;
}
