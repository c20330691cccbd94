import { startTexts } from "./i18n";
import type { NestedTexts } from "./texts";

/**
 * English's public texts (under 1 KB), in the page's entry: an English first visit waits for
 * nothing else. Only the entry imports this, since the part is cut out of the locale file by the
 * build (vite.config.ts).
 */
const englishPublicTexts = import.meta.glob<NestedTexts>("./locales/en.json", {
  query: "?texts=public",
  import: "default",
  eager: true,
})["./locales/en.json"]!;

/**
 * Started before any other module of the page runs (main.tsx imports this first): the router
 * starts loading the first screen's texts as it loads, in the language detected here. The first
 * render waits for this, when the language's public texts are not in the page.
 */
export const firstTexts = startTexts(englishPublicTexts);
