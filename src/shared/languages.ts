/** Interface languages, by code, with the name each language gives itself. */
export const LANGUAGES = [
  { code: "en", nativeName: "English" },
  { code: "fr", nativeName: "Français" },
  { code: "de", nativeName: "Deutsch" },
  { code: "es", nativeName: "Español" },
  { code: "pt", nativeName: "Português" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as LanguageCode[];
export const FALLBACK_LANGUAGE: LanguageCode = "en";

/** The cookie in which the web app keeps the interface language (named as in earlier versions, so a choice made then holds); the server reads it too. */
export const LANGUAGE_COOKIE = "i18next";

/** Whether a stored or sent code is one of the interface languages. */
export const isLanguageCode = (code: string): code is LanguageCode => (LANGUAGE_CODES as string[]).includes(code);
