import type { TextKey } from "@web/i18n/texts";
import type { AuthFailure } from "@web/lib/auth/auth-call";
import { failureMessageKey } from "@web/lib/error-messages";

/** A failure that is no fault of what was typed: the user can only wait, or try again. */
const generalProblem = (failure: AuthFailure): TextKey => failureMessageKey(failure);

/**
 * Why a change of email was refused: an error under the new address or the password, the
 * advice to sign in again (no password, and the sign-in is more than 10 minutes old), or a toast.
 */
export type ChangeEmailFailure =
  { kind: "field"; field: "newEmail" | "password"; message: TextKey } | { kind: "signInAgain" } | { kind: "toast"; message: TextKey };

export function changeEmailFailure(failure: AuthFailure): ChangeEmailFailure {
  if (failure.code === "EMAIL_IS_THE_SAME") return { kind: "field", field: "newEmail", message: "settings.email.sameEmail" };
  if (failure.code === "VALIDATION_ERROR" || failure.code === "INVALID_EMAIL") {
    return { kind: "field", field: "newEmail", message: "auth.errors.invalidEmail" };
  }
  if (failure.code === "INVALID_PASSWORD") return { kind: "field", field: "password", message: "settings.email.wrongPassword" };
  if (failure.code === "VALIDATION" && failure.fields?.password)
    return { kind: "field", field: "password", message: "validation.passwordRequired" };
  if (failure.code === "SESSION_EXPIRED") return { kind: "signInAgain" };
  return { kind: "toast", message: generalProblem(failure) };
}

/**
 * Why deleting the account was refused: an error under the password, the advice to sign in
 * again (no password, and the sign-in is more than 10 minutes old), or a toast.
 */
export type DeleteAccountFailure = { kind: "password"; message: TextKey } | { kind: "signInAgain" } | { kind: "toast"; message: TextKey };

export function deleteAccountFailure(failure: AuthFailure): DeleteAccountFailure {
  if (failure.code === "INVALID_PASSWORD") return { kind: "password", message: "settings.deleteAccount.wrongPassword" };
  if (failure.code === "VALIDATION" && failure.fields?.password) return { kind: "password", message: "validation.passwordRequired" };
  if (failure.code === "SESSION_EXPIRED") return { kind: "signInAgain" };
  if (failure.code === "OWNER_OF_SHARED_WORKSPACE") return { kind: "toast", message: "settings.deleteAccount.ownerOfSharedWorkspace" };
  return { kind: "toast", message: generalProblem(failure) };
}
