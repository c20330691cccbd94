import { z } from "zod";

/**
 * Free text as PostgreSQL can store it: trimmed, and without the NUL character,
 * which a text column refuses.
 */
export const text = () =>
  z
    .string()
    .trim()
    .refine((value) => !value.includes("\u0000"), "validation.invalid");
