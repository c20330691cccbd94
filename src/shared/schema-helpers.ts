import { z } from "zod";

/**
 * Characters that show nothing on their own: white space, controls, the Unicode
 * "default ignorable" code points (zero-width spaces and joiners, bidi marks,
 * variation selectors, Hangul fillers, tags, …) and the blank Braille pattern.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

/** Whether the text shows at least one character. */
export const hasVisibleCharacter = (value: string) => VISIBLE_CHARACTER.test(value);

/** A UTF-16 surrogate without its pair: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether the text can be stored and sent back as it is: valid Unicode (no lone
 * surrogate, which UTF-8 cannot encode and JSON would replace), and no NUL
 * character, which a PostgreSQL text column refuses.
 */
export const isStorableText = (value: string) => !LONE_SURROGATE.test(value) && !value.includes("\u0000");

/**
 * Free text as PostgreSQL can store it: trimmed, valid Unicode without the NUL
 * character, and empty when it shows nothing (only zero-width or other invisible
 * characters), so that a required field answers "… is required" for it and an
 * optional one is left empty.
 */
export const text = () =>
  z
    .string()
    .refine(isStorableText, "validation.invalid")
    .overwrite((value) => {
      const trimmed = value.trim();
      return hasVisibleCharacter(trimmed) ? trimmed : "";
    });

/** A control character (a line break, a tab, an escape…) or a Unicode line or paragraph separator. */
const LINE_BREAKING_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * One line of text, such as a name: `text()`, and no control character or line separator
 * inside it (around it, they are trimmed away). A name is written into headers of its own
 * elsewhere (a calendar invitation's attendee, a mail), where a line break would start a new one.
 * A field that has a message of its own for a malformed value (an address) gives it instead.
 */
export const line = (message = "validation.singleLine") => text().refine((value) => !LINE_BREAKING_OR_CONTROL.test(value), message);

/** A control character other than a line break or a tab, or a Unicode line or paragraph separator. */
const CONTROL_OTHER_THAN_LINE_BREAK_OR_TAB = /(?![\n\t])[\p{Cc}\u2028\u2029]/u;

/**
 * Text on as many lines as it takes, such as an address: each line kept as typed (a carriage
 * return before a line break is dropped), the whole trimmed; no other control character.
 */
export const lines = () =>
  text()
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .refine((value) => !CONTROL_OTHER_THAN_LINE_BREAK_OR_TAB.test(value), "validation.invalid");

/** An email address, or empty for none. */
export const optionalEmail = (max: number) =>
  text()
    .max(max, "validation.emailTooLong")
    .refine((value) => value === "" || z.email().safeParse(value).success, "validation.invalidEmail");

/** A PATCH body: any non-empty subset of an entity's fields, with the same rules. */
export const patchOf = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z
    .object(fields)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, "validation.nothingToUpdate");
