import { FALLBACK_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, type LanguageCode } from "@shared/languages";
import { cookieValue } from "./cookies";

/**
 * The interface language a browser's request points to, in the web app's order
 * (docs/product.md "Languages and formats", src/web/i18n/language-detector.ts) less what only the browser knows, its
 * localStorage (which the app keeps equal to the cookie): the `?lng=` of the address when
 * there is one, the app's cookie, the first supported Accept-Language, else English.
 */
export function browserLanguage(headers: Headers, requested?: string): LanguageCode {
  const chosen = supported(requested) ?? supported(cookieValue(headers.get("cookie") ?? "", LANGUAGE_COOKIE));
  if (chosen) return chosen;
  const accepted = (headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: supported(tag), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.language ?? FALLBACK_LANGUAGE;
}

function supported(tag: string | undefined): LanguageCode | undefined {
  const code = tag?.trim().slice(0, 2).toLowerCase();
  return LANGUAGE_CODES.find((language) => language === code);
}
