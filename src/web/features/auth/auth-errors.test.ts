import { describe, expect, it } from "vitest";
import {
  isEmailNotVerified,
  passwordResetRequestErrorToast,
  resendVerificationErrorToast,
  resetPasswordFailure,
  signInErrorToast,
  signUpErrorToast,
  socialSignInErrorToast,
} from "./auth-errors";

describe('signUpErrorToast (docs/product.md "Sign in and sign up")', () => {
  it("turns an already-registered email into the sign-in-instead text", () => {
    expect(signUpErrorToast({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists." })).toEqual({
      title: "auth.errors.signUpFailed",
      description: { key: "auth.errors.alreadyRegistered" },
    });
    expect(signUpErrorToast({ message: "User already registered" }).description).toEqual({
      key: "auth.errors.alreadyRegistered",
    });
  });

  it("turns an invalid email into the email-format text", () => {
    expect(signUpErrorToast({ code: "VALIDATION_ERROR", message: "[body.email] Invalid email address" }).description).toEqual({
      key: "auth.errors.invalidEmail",
    });
  });

  it("shows weak and short passwords under the 'Weak Password' title", () => {
    expect(signUpErrorToast({ code: "WEAK_PASSWORD" })).toEqual({
      title: "auth.errors.weakPasswordTitle",
      description: { key: "auth.errors.weakPassword" },
    });
    expect(signUpErrorToast({ code: "PASSWORD_TOO_SHORT" }).description).toEqual({ key: "auth.errors.passwordTooShort" });
    expect(signUpErrorToast({ code: "PASSWORD_TOO_LONG" }).description).toEqual({ key: "auth.errors.passwordTooLong" });
  });

  it("shows any other message as the server wrote it", () => {
    expect(signUpErrorToast({ message: "Database on fire" }).description).toEqual({ text: "Database on fire" });
  });
});

describe("signInErrorToast", () => {
  it("maps wrong credentials and unconfirmed emails", () => {
    expect(signInErrorToast({ code: "INVALID_EMAIL_OR_PASSWORD" })).toEqual({
      title: "auth.errors.signInFailed",
      description: { key: "auth.errors.invalidCredentials" },
    });
    expect(signInErrorToast({ message: "Invalid login credentials" }).description).toEqual({
      key: "auth.errors.invalidCredentials",
    });
    expect(signInErrorToast({ message: "Email not confirmed" }).description).toEqual({
      key: "auth.errors.emailNotConfirmed",
    });
  });

  it("tells the user to wait when attempts are rate-limited", () => {
    expect(signInErrorToast({ status: 429, message: "Too many requests" }).description).toEqual({
      key: "auth.errors.tooManyAttempts",
    });
  });

  it("says the server could not be reached rather than the browser's own words", () => {
    expect(signInErrorToast({ status: 0, message: "Failed to fetch" }).description).toEqual({ key: "common.errors.network" });
  });
});

describe("isEmailNotVerified", () => {
  it("recognises a sign-in refused until the address is confirmed, and nothing else", () => {
    expect(isEmailNotVerified({ status: 403, code: "EMAIL_NOT_VERIFIED", message: "Email not verified" })).toBe(true);
    expect(isEmailNotVerified({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe(false);
  });
});

describe("passwordResetRequestErrorToast", () => {
  it("tells the user to wait when asked too often, as sign-in does", () => {
    expect(passwordResetRequestErrorToast({ status: 429, message: "Too many requests. Please try again later." })).toEqual({
      title: "auth.errors.passwordResetFailed",
      description: { key: "auth.errors.tooManyAttempts" },
    });
  });

  it("says the server could not be reached", () => {
    expect(passwordResetRequestErrorToast({ status: 0, message: "Failed to fetch" }).description).toEqual({
      key: "common.errors.network",
    });
  });
});

describe("resetPasswordFailure", () => {
  it("turns a refused token into the expired-link message", () => {
    expect(resetPasswordFailure({ status: 400, code: "INVALID_TOKEN", message: "Invalid token" })).toEqual({ kind: "invalidLink" });
  });

  it("words a refused password as sign-up does, and puts it under the field", () => {
    expect(resetPasswordFailure({ status: 400, code: "PASSWORD_TOO_SHORT" })).toEqual({
      kind: "refused",
      toast: { title: "auth.errors.weakPasswordTitle", description: { key: "auth.errors.passwordTooShort" } },
      passwordError: "auth.errors.passwordTooShort",
    });
    expect(resetPasswordFailure({ status: 400, code: "WEAK_PASSWORD" })).toMatchObject({
      toast: { title: "auth.errors.weakPasswordTitle", description: { key: "auth.errors.weakPassword" } },
      passwordError: "auth.errors.weakPassword",
    });
    expect(resetPasswordFailure({ status: 400, code: "PASSWORD_TOO_LONG" })).toMatchObject({
      toast: { title: "auth.errors.passwordResetFailed", description: { key: "auth.errors.passwordTooLong" } },
      passwordError: "auth.errors.passwordTooLong",
    });
  });

  it("shows the server's own field rule under the new password", () => {
    const failure = { status: 400, code: "VALIDATION", fields: { newPassword: "validation.invalid" } };
    expect(resetPasswordFailure(failure)).toEqual({
      kind: "refused",
      toast: { title: "auth.errors.passwordResetFailed", description: { key: "validation.invalid" } },
      passwordError: "validation.invalid",
    });
  });

  it("tells the user to wait when rate-limited, with nothing to fix in the form", () => {
    expect(resetPasswordFailure({ status: 429 })).toEqual({
      kind: "refused",
      toast: { title: "auth.errors.passwordResetFailed", description: { key: "auth.errors.tooManyAttempts" } },
    });
  });
});

describe("resendVerificationErrorToast", () => {
  it("tells the user to wait when links are asked for too often", () => {
    expect(resendVerificationErrorToast({ status: 429 })).toEqual({
      title: "auth.errors.resendFailed",
      description: { key: "auth.errors.tooManyAttempts" },
    });
  });
});

describe("socialSignInErrorToast", () => {
  it("says the provider is not configured, under the provider's own title", () => {
    expect(socialSignInErrorToast("google", { code: "PROVIDER_NOT_FOUND" })).toEqual({
      title: "auth.errors.googleFailed",
      description: { key: "auth.errors.googleNotConfigured" },
    });
    expect(socialSignInErrorToast("microsoft", { message: "Provider is not enabled" })).toEqual({
      title: "auth.errors.microsoftFailed",
      description: { key: "auth.errors.microsoftNotConfigured" },
    });
  });
});
