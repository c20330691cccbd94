import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { emailSchema, signInSchema, signUpSchema, type CredentialsValues } from "@shared/auth/credentials.schema";

// The rules of the /auth forms, which load with zod when a form is first checked (lazy-resolver.ts).

export const signInRules: Resolver<CredentialsValues> = zodResolver(signInSchema);
export const signUpRules: Resolver<CredentialsValues> = zodResolver(signUpSchema);

const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export const forgotPasswordRules: Resolver<ForgotPasswordValues> = zodResolver(forgotPasswordSchema);

/** The sign-up rule for the new password, typed twice. */
const resetPasswordSchema = z
  .object({ newPassword: signUpSchema.shape.password, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.resetPassword.passwordsDoNotMatch",
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export const resetPasswordRules: Resolver<ResetPasswordValues> = zodResolver(resetPasswordSchema);
