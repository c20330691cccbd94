import { describe, expect, it } from "vitest";
import type { Translate } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { emailAsText, generatedToast, generateFailedToast, healthFailedToast, healthToast } from "./outreach-toasts";

/** Stands in for the texts: the key, with its values, so the test reads which text was chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as Translate;
const failure = (code: string, status = 502) => new ApiError(status, code, "upstream said no");

describe("Connect's toasts", () => {
  it("tell a fallback email from an AI-written one, and no AI configured from one that failed", () => {
    expect(generatedToast({ subject: "s", body: "b", usedFallback: false, fallbackReason: null }, t)).toMatchObject({
      kind: "success",
      title: "connect.toasts.generated",
      duration: 4000,
    });
    expect(generatedToast({ subject: "s", body: "b", usedFallback: true, fallbackReason: "unavailable" }, t)).toMatchObject({
      title: "connect.toasts.fallbackTitle",
      description: "connect.toasts.fallbackDescription",
    });
    const notConfigured = generatedToast({ subject: "s", body: "b", usedFallback: true, fallbackReason: "not_configured" }, t);
    expect([notConfigured.title, notConfigured.description]).toEqual(["connect.toasts.notConfiguredTitle", undefined]);
  });

  it("name each refusal of the AI provider, the key problem staying 8 s", () => {
    expect(generateFailedToast(failure("AUTH_FAILED"), t)).toMatchObject({ title: "connect.toasts.authIssueTitle", duration: 8000 });
    expect(generateFailedToast(failure("RATE_LIMIT", 429), t)).toMatchObject({ title: "connect.toasts.rateLimitTitle", duration: 5000 });
    expect(generateFailedToast(failure("PAYMENT_REQUIRED"), t)).toMatchObject({ title: "connect.toasts.creditsTitle" });
    expect(generateFailedToast(failure("NETWORK", 0), t)).toMatchObject({
      title: "connect.toasts.generateFailed",
      description: "common.errors.network",
    });
    expect(generateFailedToast(new Error("boom"), t)).toMatchObject({ description: "common.errors.unexpected" });
  });

  it("report the AI test with the key's diagnostics, or why it is offline", () => {
    const active = healthToast({ status: "ok", diagnostics: { keyLength: 51, keyHashPrefix: "a1b2c3d4" } }, t);
    expect(active.title).toBe("connect.health.activeTitle");
    expect(active.description).toContain('connect.health.diagnostics {"length":51,"prefix":"a1b2c3d4"}');
    expect(healthFailedToast(failure("AUTH_FAILED"), t).title).toBe("connect.health.offlineTitle");
    expect(healthFailedToast(failure("RATE_LIMIT", 429), t).title).toBe("connect.health.rateLimitedTitle");
    expect(healthFailedToast(failure("UNAVAILABLE", 503), t).title).toBe("connect.health.testFailedTitle");
  });

  it("copy the email as the subject line, a blank line and the body", () => {
    expect(emailAsText("Hello", "Dear Ada,\nHi.", t)).toBe('connect.subjectLine {"subject":"Hello"}\n\nDear Ada,\nHi.');
  });
});
