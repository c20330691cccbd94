import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordProblem, type PasswordProblem } from "./password";

/**
 * The /auth forms' rules (docs/product.md "Sign in and sign up"). Messages are translation keys of the web app.
 * The email rule is zod's, the one better-auth applies to sign-up and sign-in, so the
 * form refuses exactly what the server would.
 */
export const emailSchema = z.string().trim().pipe(z.email("auth.errors.invalidEmail"));

const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: "auth.errors.passwordTooShort",
  weak: "auth.errors.weakPassword",
};

/** Signing in only needs a password: accounts made before a rule change must still get in. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "auth.errors.passwordRequired"),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, "auth.errors.passwordTooLong")
    .superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.addIssue({ code: "custom", message: PASSWORD_PROBLEM_MESSAGES[problem] });
    }),
});

/** What both /auth forms hold. */
export type CredentialsValues = z.input<typeof signInSchema>;
