import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, isLanguageCode, type LanguageCode } from "@shared/languages";

export const LANGUAGE_QUERY_PARAMETER = "lng";
/** The names the language is kept under (the cookie is LANGUAGE_COOKIE) stay those of earlier versions: a choice made then still holds. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie
    .split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled
  }
}

/** The interface language a code asks for: `fr-CA` is French; a language the app does not speak is none. */
export function interfaceLanguageOf(code: string): LanguageCode | undefined {
  const language = code.split("-")[0]!.toLowerCase();
  return isLanguageCode(language) ? language : undefined;
}

/**
 * The interface language, the first the app speaks of (docs/product.md "Languages and formats"):
 * `?lng=`, the cookie, localStorage, the browser's languages, `<html lang>`; English otherwise.
 */
export function detectLanguage(): LanguageCode {
  const candidates = [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    readCookie(LANGUAGE_COOKIE),
    readStorage(LANGUAGE_STORAGE_KEY),
    ...navigator.languages,
    navigator.language,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = candidate ? interfaceLanguageOf(candidate) : undefined;
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Keeps the language shown, in localStorage and for a year in the cookie, which the server reads for mail. */
export function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the cookie still remembers
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${ONE_YEAR_IN_SECONDS}; path=/; samesite=lax`;
}
