import { z } from "zod";
import { parseLocalizedNumber, type NumberKind } from "./localized-number";

const PARSE_ERROR_MESSAGES = {
  notANumber: "validation.notANumber",
  ambiguous: "validation.ambiguousNumber",
} as const;

/**
 * A form field holding a number of `kind` as typed in `language`, checked by `rules` (the
 * shared schema of the API) once read. Messages are translation keys.
 */
export function localizedNumberField<Rules extends z.ZodType<unknown, number>>(
  language: string,
  kind: NumberKind,
  rules: Rules,
  requiredMessage: string,
) {
  return z
    .string()
    .transform((text, context) => {
      const parsed = parseLocalizedNumber(text, language, kind);
      if (parsed.ok) return parsed.value;
      context.addIssue({
        code: "custom",
        message: parsed.error === "required" ? requiredMessage : PARSE_ERROR_MESSAGES[parsed.error],
      });
      return z.NEVER;
    })
    .pipe(rules);
}

/** Like localizedNumberField, for a field that may be left empty: empty reads as null ("none"). */
export function optionalLocalizedNumberField<Rules extends z.ZodType<unknown, number | null>>(
  language: string,
  kind: NumberKind,
  rules: Rules,
) {
  return z
    .string()
    .transform((text, context) => {
      if (text.trim() === "") return null;
      const parsed = parseLocalizedNumber(text, language, kind);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: PARSE_ERROR_MESSAGES[parsed.error === "required" ? "notANumber" : parsed.error] });
      return z.NEVER;
    })
    .pipe(rules);
}
