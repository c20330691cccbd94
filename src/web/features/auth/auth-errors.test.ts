import { describe, expect, it } from "vitest";
import { signInErrorToast, signUpErrorToast, socialSignInErrorToast } from "./auth-errors";

describe("signUpErrorToast (spec section 8)", () => {
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
