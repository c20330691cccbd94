import { z } from "zod";
import { line, text } from "../schema-helpers";
import { USER_NAME_MAX_LENGTH } from "./account-limits";

export const PROFILE_IMAGE_URL_MAX_LENGTH = 2048;

/**
 * A user's display name (sign-up and the settings page): trimmed, one line of 1 to 100
 * characters, at least one of them visible. Messages are translation keys of the web app.
 */
export const userNameSchema = z
  .string({ error: "validation.invalid" })
  .pipe(line().min(1, "validation.nameRequired").max(USER_NAME_MAX_LENGTH, "validation.nameTooLong"));

/** A profile picture: an http(s) address, or null to remove it. */
export const userImageSchema = z
  .string({ error: "validation.invalidUrl" })
  .pipe(
    text()
      .max(PROFILE_IMAGE_URL_MAX_LENGTH, "validation.urlTooLong")
      .refine((value) => z.url({ protocol: /^https?$/ }).safeParse(value).success, "validation.invalidUrl"),
  )
  .nullable();

/** What `POST /api/auth/update-user` may change. */
export const updateUserSchema = z.object({
  name: userNameSchema.optional(),
  image: userImageSchema.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
