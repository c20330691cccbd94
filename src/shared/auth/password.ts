/** Sign-up password rule (docs/product.md "Passwords"), shared by the form and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_STRENGTH = 3;
export const PASSWORD_MAX_STRENGTH = 4;

/**
 * One point each for: at least 8 characters; both lower- and upper-case letters;
 * a digit; a character that is neither a letter nor a digit.
 */
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^a-zA-Z0-9]/.test(password)) score++;
  return score;
}

export type PasswordProblem = "tooShort" | "weak";

/** Why a sign-up password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (passwordStrength(password) < PASSWORD_MIN_STRENGTH) return "weak";
  return null;
}

/** Error codes the server answers with, mapped to texts by the web app. */
export const PASSWORD_ERROR_CODES = {
  tooShort: "PASSWORD_TOO_SHORT",
  weak: "WEAK_PASSWORD",
} as const satisfies Record<PasswordProblem, string>;
