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

/** A PATCH body: any non-empty subset of an entity's fields, with the same rules. */
export const patchOf = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z
    .object(fields)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, "validation.nothingToUpdate");
