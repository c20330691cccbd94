// Relative, not @shared: vite.config.ts imports this file as it is.
import { ON_DEMAND_TEXT_SECTIONS, type OnDemandTextSection } from "../../shared/text-sections.js";

export { ON_DEMAND_TEXT_SECTIONS, type OnDemandTextSection };

/**
 * The locale files are split in parts when built (vite.config.ts): the sections the public
 * pages show (the landing page, the 404 page, the language and theme menus, the loading text), which load
 * with the page; the sections shown only by what a user opens or by one screen (the import
 * dialog, the data export sections), each loaded with the code that shows it (docs/decisions.md
 * 135); and every other section, which loads with the first /auth or signed-in screen. Each
 * language is still one file, so the locale test sees all its keys.
 */
export const PUBLIC_TEXT_SECTIONS: readonly string[] = ["app", "language", "theme", "landing", "notFound"];

export type TextPart = "public" | "app" | OnDemandTextSection;

/** The query that selects a part of a locale file: `./locales/fr.json?texts=public`. */
export const TEXT_PART_QUERY = "texts";

export function isTextPart(value: string | null): value is TextPart {
  return value === "public" || value === "app" || (ON_DEMAND_TEXT_SECTIONS as readonly string[]).includes(value ?? "");
}

/** The part a section of a locale file belongs to. */
function partOf(section: string): TextPart {
  if (PUBLIC_TEXT_SECTIONS.includes(section)) return "public";
  return (ON_DEMAND_TEXT_SECTIONS as readonly string[]).includes(section) ? (section as OnDemandTextSection) : "app";
}

/** The sections of a locale file that belong to `part`. */
export function textsOfPart<Texts extends Record<string, unknown>>(texts: Texts, part: TextPart): Partial<Texts> {
  return Object.fromEntries(Object.entries(texts).filter(([section]) => partOf(section) === part)) as Partial<Texts>;
}
