import { FALLBACK_LANGUAGE, type LanguageCode } from "@shared/languages";
import { browserLanguage } from "../lib/browser-language";

/**
 * The language to write a mail in: the interface language of the browser that asked for it
 * (the web app's cookie), else its first supported Accept-Language, else English. Accounts keep
 * no language of their own: a mail always answers something done in a browser.
 */
export function mailLanguage(headers: Headers | undefined): LanguageCode {
  return headers ? browserLanguage(headers) : FALLBACK_LANGUAGE;
}
