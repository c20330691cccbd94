import { z } from "zod";
import { parseLocalizedNumber, type MoneyDigits, type NumberKind, type ParsedNumber } from "./localized-number";

type ParseError = Exclude<ParsedNumber, { ok: true }>["error"];

/** The message (a translation key) of a refusal of what was typed. */
function parseErrorMessage(error: Exclude<ParseError, "required">, { currencyDigits }: MoneyDigits): string {
  switch (error) {
    case "notANumber":
      return "validation.notANumber";
    case "ambiguous":
      return "validation.ambiguousNumber";
    case "tooManyDecimals":
      return currencyDigits === 0 ? "validation.amountWhole" : "validation.priceDecimals";
  }
}

/**
 * A form field holding a number of `kind` as typed in `language`, checked by `rules` (the
 * shared schema of the API) once read. Messages are translation keys. Money given the
 * currency's minor unit (`{ currencyDigits }`) refuses more decimals than the currency has,
 * and reads "1.000" of yen as one thousand (docs/decisions.md 96).
 */
export function localizedNumberField<Rules extends z.ZodType<unknown, number>>(
  language: string,
  kind: NumberKind,
  rules: Rules,
  requiredMessage: string,
  money: MoneyDigits = {},
) {
  return z
    .string()
    .transform((text, context) => {
      const parsed = parseLocalizedNumber(text, language, kind, money);
      if (parsed.ok) return parsed.value;
      context.addIssue({
        code: "custom",
        message: parsed.error === "required" ? requiredMessage : parseErrorMessage(parsed.error, money),
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
  money: MoneyDigits = {},
) {
  return z
    .string()
    .transform((text, context) => {
      if (text.trim() === "") return null;
      const parsed = parseLocalizedNumber(text, language, kind, money);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: parseErrorMessage(parsed.error === "required" ? "notANumber" : parsed.error, money) });
      return z.NEVER;
    })
    .pipe(rules);
}
