import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Shows the server's per-field refusals (400 VALIDATION) under the form's fields.
 * Returns whether there were any, so the caller can say "please fix the form".
 */
export function showServerFieldErrors<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, "setError">, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION") return false;
  const fields = Object.entries(error.fields);
  for (const [field, message] of fields) form.setError(field as FieldPath<Values>, { message });
  return fields.length > 0;
}
