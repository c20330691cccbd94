import type { LanguageDetectorModule } from "i18next";
import { LANGUAGE_COOKIE } from "@shared/languages";

export const LANGUAGE_QUERY_PARAMETER = "lng";
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

/**
 * The interface language, from the first of (docs/product.md "Languages and formats"): `?lng=`, the cookie,
 * localStorage, the browser's languages, `<html lang>`; i18next takes the first one it
 * supports. A language once shown is kept in localStorage and in the cookie for a year.
 * (The part of i18next-browser-languagedetector the app uses, at a fifth of its size.)
 */
export const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect() {
    const candidates = [
      new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
      readCookie(LANGUAGE_COOKIE),
      readStorage(LANGUAGE_STORAGE_KEY),
      ...navigator.languages,
      navigator.language,
      document.documentElement.lang,
    ];
    return candidates.filter((candidate): candidate is string => Boolean(candidate));
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage disabled: the cookie still remembers
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${ONE_YEAR_IN_SECONDS}; path=/; samesite=lax`;
  },
};
