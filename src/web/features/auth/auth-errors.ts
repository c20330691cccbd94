import type { TextKey } from "@web/i18n/texts";
import type { AuthFailure } from "@web/lib/auth/auth-call";
import { failureDescription } from "@web/lib/error-messages";

/** A toast to show: a translated title, and a translated description or the server's own text. */
export interface AuthErrorToast {
  title: TextKey;
  description: { key: TextKey } | { text: string };
}

export type SocialProvider = "google" | "microsoft";

const includes = (failure: AuthFailure, fragment: string) => failure.message?.toLowerCase().includes(fragment.toLowerCase()) ?? false;

/** docs/product.md "Passwords": a password the form refuses is also told under the title 'Weak Password'. */
export const weakPasswordToast = (problem: TextKey): AuthErrorToast => ({
  title: "auth.errors.weakPasswordTitle",
  description: { key: problem },
});

/** The server's refusals of a new password (sign-up, reset), as the form words its own. */
const NEW_PASSWORD_PROBLEMS: Partial<Record<string, TextKey>> = {
  PASSWORD_TOO_SHORT: "auth.errors.passwordTooShort",
  WEAK_PASSWORD: "auth.errors.weakPassword",
  PASSWORD_TOO_LONG: "auth.errors.passwordTooLong",
};

const newPasswordProblem = (failure: AuthFailure) => NEW_PASSWORD_PROBLEMS[failure.code ?? ""];

const WEAK_PASSWORD_PROBLEMS: readonly TextKey[] = ["auth.errors.passwordTooShort", "auth.errors.weakPassword"];

/** Too short and too weak come under 'Weak Password'; any other problem (too long) under the title of what failed. */
const newPasswordToast = (problem: TextKey, title: TextKey): AuthErrorToast =>
  WEAK_PASSWORD_PROBLEMS.includes(problem) ? weakPasswordToast(problem) : { title, description: { key: problem } };

/** Sign-up failures (docs/product.md "Sign in and sign up"). */
export function signUpErrorToast(failure: AuthFailure): AuthErrorToast {
  const title = "auth.errors.signUpFailed";
  const passwordProblem = newPasswordProblem(failure);
  if (passwordProblem) return newPasswordToast(passwordProblem, title);
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  if (failure.code?.startsWith("USER_ALREADY_EXISTS") || includes(failure, "already registered") || includes(failure, "already exists")) {
    return { title, description: { key: "auth.errors.alreadyRegistered" } };
  }
  if (failure.code === "INVALID_EMAIL" || includes(failure, "invalid")) {
    return { title, description: { key: "auth.errors.invalidEmail" } };
  }
  return { title, description: failureDescription(failure) };
}

/** Signing in was refused because the account's address is not confirmed yet (REQUIRE_EMAIL_VERIFICATION). */
export const isEmailNotVerified = (failure: AuthFailure) =>
  failure.code === "EMAIL_NOT_VERIFIED" || includes(failure, "Email not confirmed");

/** Sign-in failures (docs/product.md "Sign in and sign up"). */
export function signInErrorToast(failure: AuthFailure): AuthErrorToast {
  const title = "auth.errors.signInFailed";
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  if (failure.code === "INVALID_EMAIL_OR_PASSWORD" || includes(failure, "Invalid login credentials")) {
    return { title, description: { key: "auth.errors.invalidCredentials" } };
  }
  if (isEmailNotVerified(failure)) return { title, description: { key: "auth.errors.emailNotConfirmed" } };
  if (failure.code === "INVALID_EMAIL") return { title, description: { key: "auth.errors.invalidEmail" } };
  return { title, description: failureDescription(failure) };
}

/** Google and Microsoft sign-in failures (docs/product.md "Sign in and sign up"). */
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
  return { title, description: failureDescription(failure) };
}

/** Asking for a password-reset link failed; whether the account exists is never told. */
export function passwordResetRequestErrorToast(failure: AuthFailure): AuthErrorToast {
  const title = "auth.errors.passwordResetFailed";
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  if (failure.code === "INVALID_EMAIL" || failure.code === "VALIDATION_ERROR") {
    return { title, description: { key: "auth.errors.invalidEmail" } };
  }
  return { title, description: failureDescription(failure) };
}

/**
 * Why setting a new password from a reset link failed: the link no longer works (expired,
 * used or forged), or a toast to show, with the error to put under the new password when
 * the password is the cause.
 */
export type ResetPasswordFailure = { kind: "invalidLink" } | { kind: "refused"; toast: AuthErrorToast; passwordError?: TextKey };

export function resetPasswordFailure(failure: AuthFailure): ResetPasswordFailure {
  if (failure.code === "INVALID_TOKEN") return { kind: "invalidLink" };
  const title = "auth.errors.passwordResetFailed";
  const passwordProblem =
    newPasswordProblem(failure) ?? (failure.code === "VALIDATION" ? (failure.fields?.newPassword as TextKey | undefined) : undefined);
  if (passwordProblem) return { kind: "refused", toast: newPasswordToast(passwordProblem, title), passwordError: passwordProblem };
  if (failure.status === 429) return { kind: "refused", toast: { title, description: { key: "auth.errors.tooManyAttempts" } } };
  return { kind: "refused", toast: { title, description: failureDescription(failure) } };
}

/** Sending the confirmation link again failed. */
export function resendVerificationErrorToast(failure: AuthFailure): AuthErrorToast {
  const title = "auth.errors.resendFailed";
  if (failure.status === 429) return { title, description: { key: "auth.errors.tooManyAttempts" } };
  return { title, description: failureDescription(failure) };
}
