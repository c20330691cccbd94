import { describe, expect, it } from "vitest";
import { failureDescription, failureMessageKey } from "./error-messages";

describe("the message of a failure no field explains", () => {
  it("says the server is out of reach, whether a fetch or the auth client failed", () => {
    expect(failureMessageKey({ status: 0, code: "NETWORK" })).toBe("common.errors.network");
    expect(failureMessageKey({ status: 0 })).toBe("common.errors.network");
  });

  it("says a change was not sent because the browser is offline, rather than that the server is out of reach", () => {
    expect(failureMessageKey({ status: 0, code: "OFFLINE" })).toBe("common.errors.offline");
  });

  it("names each kind of refusal once, by status or by the API's code", () => {
    expect(failureMessageKey({ status: 429 })).toBe("common.errors.tooManyRequests");
    expect(failureMessageKey({ status: 429, code: "RATE_LIMIT" })).toBe("common.errors.tooManyRequests");
    expect(failureMessageKey({ status: 401, code: "UNAUTHENTICATED" })).toBe("common.notAuthenticated");
    expect(failureMessageKey({ status: 404, code: "NOT_FOUND" })).toBe("common.errors.notFound");
    expect(failureMessageKey({ status: 400, code: "VALIDATION" })).toBe("common.errors.invalidInput");
  });

  it("explains why an email to a client was not sent", () => {
    expect(failureMessageKey({ status: 409, code: "CLIENT_HAS_NO_EMAIL" })).toBe("clientEmails.clientHasNoEmailGeneric");
    expect(failureMessageKey({ status: 503, code: "MAIL_NOT_CONFIGURED" })).toBe("clientEmails.mailNotConfigured");
    expect(failureMessageKey({ status: 502, code: "MAIL_SEND_FAILED" })).toBe("clientEmails.mailRefused");
  });

  it("says the server is unavailable for a moment when its database is out of reach", () => {
    expect(failureMessageKey({ status: 503, code: "UNAVAILABLE" })).toBe("common.errors.unavailable");
  });

  it("falls back to the unexpected error", () => {
    expect(failureMessageKey({ status: 500, code: "INTERNAL" })).toBe("common.errors.unexpected");
    expect(failureMessageKey({})).toBe("common.errors.unexpected");
  });
});

describe("the description of a refused sign-in, sign-up or sign-out", () => {
  it("is the server's own text", () => {
    expect(failureDescription({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toEqual({
      text: "Invalid email or password",
    });
  });

  it("is ours when the server could not be reached, never the browser's words, or when the server said nothing", () => {
    expect(failureDescription({ status: 0, message: "Failed to fetch" })).toEqual({ key: "common.errors.network" });
    expect(failureDescription({ status: 500 })).toEqual({ key: "common.errors.unexpected" });
    expect(failureDescription({ status: 429, message: "" })).toEqual({ key: "common.errors.tooManyRequests" });
  });
});
