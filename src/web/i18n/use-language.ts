import type { LanguageCode } from "@shared/languages";
import { useTranslation } from "./i18n";

/**
 * The interface language, for formatting numbers, money and dates the way it writes them; the
 * component renders again when the user picks another.
 */
export function useLanguage(): LanguageCode {
  return useTranslation().language;
}
