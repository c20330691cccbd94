import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@shared/languages";

/** The interface language `i18n` shows: one the app speaks, English until one is resolved. */
export function languageOf(i18n: I18n): LanguageCode {
  const resolved = i18n.resolvedLanguage;
  return LANGUAGE_CODES.find((code) => code === resolved) ?? FALLBACK_LANGUAGE;
}

/**
 * The interface language, for formatting numbers, money and dates the way it writes them; the
 * component renders again when the user picks another.
 */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return languageOf(i18n);
}
