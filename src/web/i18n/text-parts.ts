/**
 * The locale files are split in two when built (vite.config.ts): the sections the public
 * pages show (the landing page, the 404 page, the language menu, the loading text),
 * which load with the page, and every other section, which loads with the first /auth or
 * signed-in screen. Each language is still one file, so the locale test sees all its keys.
 */
export const PUBLIC_TEXT_SECTIONS: readonly string[] = ["app", "language", "landing", "notFound"];

export type TextPart = "public" | "app";

/** The query that selects a part of a locale file: `./locales/fr.json?texts=public`. */
export const TEXT_PART_QUERY = "texts";

/** The sections of a locale file that belong to `part`. */
export function textsOfPart<Texts extends Record<string, unknown>>(texts: Texts, part: TextPart): Partial<Texts> {
  return Object.fromEntries(
    Object.entries(texts).filter(([section]) => PUBLIC_TEXT_SECTIONS.includes(section) === (part === "public")),
  ) as Partial<Texts>;
}
