import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { userNameSchema } from "@shared/auth/account.schema";
import { createApiKeySchema } from "@shared/auth/api-key.schema";
import { emailSchema, signInSchema, signUpSchema } from "@shared/auth/credentials.schema";
import { signatureSchema } from "@shared/connect/signature.schema";

// The rules of the settings' forms, which load with zod when a form is first checked (lazy-resolver.ts).

const profileSchema = z.object({ name: userNameSchema });
export type ProfileValues = z.input<typeof profileSchema>;
export const profileRules: Resolver<ProfileValues> = zodResolver(profileSchema);

const passwordChangeSchema = z.object({
  currentPassword: signInSchema.shape.password,
  newPassword: signUpSchema.shape.password,
  signOutOthers: z.boolean(),
});
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
export const passwordChangeRules: Resolver<PasswordChangeValues> = zodResolver(passwordChangeSchema);

const changeEmailSchema = z.object({ newEmail: emailSchema, password: z.string() });
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;
export const changeEmailRules: Resolver<ChangeEmailValues> = zodResolver(changeEmailSchema);

export type SignatureValues = z.input<typeof signatureSchema>;
export const signatureRules: Resolver<SignatureValues> = zodResolver(signatureSchema);

const newKeySchema = createApiKeySchema.pick({ name: true });
export interface NewKeyValues {
  name: string;
}
export const newKeyRules: Resolver<NewKeyValues> = zodResolver(newKeySchema);
