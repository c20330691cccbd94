import type { ParseKeys } from "i18next";
import type { AuthFailure } from "@web/lib/auth/auth-call";

/** A toast to show: a translated title, and a translated description or the server's own text. */
export interface AuthErrorToast {
  title: ParseKeys;
  description: { key: ParseKeys } | { text: string };
}

export type SocialProvider = "google" | "microsoft";

const includes = (failure: AuthFailure, fragment: string) =>
  failure.message?.toLowerCase().includes(fragment.toLowerCase()) ?? false;

const fallback = (failure: AuthFailure): AuthErrorToast["description"] =>
  failure.message ? { text: failure.message } : { key: "auth.errors.unexpected" };

/** Spec section 8, sign-up failures. */
export function signUpErrorToast(failure: AuthFailure): AuthErrorToast {
  if (failure.code === "PASSWORD_TOO_SHORT") {
    return { title: "auth.errors.weakPasswordTitle", description: { key: "auth.errors.passwordTooShort" } };
  }
  if (failure.code === "WEAK_PASSWORD") {
    return { title: "auth.errors.weakPasswordTitle", description: { key: "auth.errors.weakPassword" } };
  }
  if (failure.code === "PASSWORD_TOO_LONG") {
    return { title: "auth.errors.signUpFailed", description: { key: "auth.errors.passwordTooLong" } };
  }
  const title = "auth.errors.signUpFailed";
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  if (
    failure.code?.startsWith("USER_ALREADY_EXISTS") ||
    includes(failure, "already registered") ||
    includes(failure, "already exists")
  ) {
    return { title, description: { key: "auth.errors.alreadyRegistered" } };
  }
  if (failure.code === "INVALID_EMAIL" || includes(failure, "invalid")) {
    return { title, description: { key: "auth.errors.invalidEmail" } };
  }
  return { title, description: fallback(failure) };
}

/** Spec section 8, sign-in failures. */
export function signInErrorToast(failure: AuthFailure): AuthErrorToast {
  const title = "auth.errors.signInFailed";
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  if (failure.code === "INVALID_EMAIL_OR_PASSWORD" || includes(failure, "Invalid login credentials")) {
    return { title, description: { key: "auth.errors.invalidCredentials" } };
  }
  if (failure.code === "EMAIL_NOT_VERIFIED" || includes(failure, "Email not confirmed")) {
    return { title, description: { key: "auth.errors.emailNotConfirmed" } };
  }
  if (failure.code === "INVALID_EMAIL") return { title, description: { key: "auth.errors.invalidEmail" } };
  return { title, description: fallback(failure) };
}

/** Spec section 8, Google and Microsoft sign-in failures. */
export function socialSignInErrorToast(provider: SocialProvider, failure: AuthFailure): AuthErrorToast {
  const title = provider === "google" ? "auth.errors.googleFailed" : "auth.errors.microsoftFailed";
  if (failure.code === "PROVIDER_NOT_FOUND" || includes(failure, "not enabled") || includes(failure, "provider not found")) {
    return {
      title,
      description: {
        key: provider === "google" ? "auth.errors.googleNotConfigured" : "auth.errors.microsoftNotConfigured",
      },
    };
  }
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  return { title, description: fallback(failure) };
}
