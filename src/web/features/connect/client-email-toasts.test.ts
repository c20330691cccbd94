import { describe, expect, it } from "vitest";
import type { Translate } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { emailFailedToast, emailSavedToast } from "./client-email-toasts";

/** Stands in for the texts: the key, with its values, so the test reads which text was chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as Translate;

describe("the toasts of Send and Save as draft", () => {
  it("say whom the email went to, at which address, or that the draft was kept", () => {
    expect(emailSavedToast({ state: "sent", to: "ada@example.com" }, "Ada Lovelace", t)).toMatchObject({
      kind: "success",
      title: 'clientEmails.toasts.sent {"name":"Ada Lovelace"}',
      description: 'clientEmails.toasts.sentDescription {"address":"ada@example.com"}',
    });
    expect(emailSavedToast({ state: "draft", to: null }, "Ada Lovelace", t)).toMatchObject({
      title: 'clientEmails.toasts.draftSaved {"name":"Ada Lovelace"}',
      description: "clientEmails.toasts.draftSavedDescription",
    });
  });

  it("explain each refusal: no mail server, no address, the mail server refusing, too many emails", () => {
    const failed = (error: unknown, send = true) => emailFailedToast(error, send, "Ada Lovelace", t);
    expect(failed(new ApiError(503, "MAIL_NOT_CONFIGURED", "no SMTP"))).toMatchObject({
      kind: "error",
      title: "clientEmails.toasts.sendFailed",
      description: "clientEmails.mailNotConfigured",
    });
    expect(failed(new ApiError(409, "CLIENT_HAS_NO_EMAIL", "no address")).description).toBe(
      'clientEmails.clientHasNoEmail {"name":"Ada Lovelace"}',
    );
    expect(failed(new ApiError(502, "MAIL_SEND_FAILED", "refused")).description).toBe("clientEmails.mailRefused");
    expect(failed(new ApiError(429, "RATE_LIMIT", "slow down")).description).toBe("clientEmails.rateLimited");
    expect(failed(new ApiError(429, "RATE_LIMIT", "slow down", {}, { retry_after_seconds: 61 })).description).toBe(
      'clientEmails.rateLimitedFor {"count":2}',
    );
    expect(failed(new ApiError(0, "NETWORK", "offline"), false)).toMatchObject({
      title: "clientEmails.toasts.saveFailed",
      description: "common.errors.network",
    });
    expect(failed(new Error("boom")).description).toBe("common.errors.unexpected");
  });
});
