import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { PUBLIC_TEXT_SECTIONS, textsOfPart } from "./text-parts";

const webDir = join(import.meta.dirname, "..");
const load = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "locales", `${code}.json`), "utf8")) as Record<string, unknown>;

/** The modules the public pages are made of: they render before the app's texts have loaded. */
const PUBLIC_PAGE_MODULES = [
  "features/landing/landing-page.tsx",
  "features/not-found/not-found-page.tsx",
  "components/language-switcher.tsx",
  "components/logo.tsx",
  "components/full-page-loading.tsx",
  "lib/use-page-title.ts",
  "app/screen-error-boundary.tsx",
];

describe("text parts", () => {
  it.each(LANGUAGE_CODES)("split %s into a public and an app part that together hold every text once", (code) => {
    const texts = load(code);
    const publicPart = textsOfPart(texts, "public");
    const appPart = textsOfPart(texts, "app");
    expect(Object.keys(publicPart).sort()).toEqual([...PUBLIC_TEXT_SECTIONS].sort());
    expect({ ...publicPart, ...appPart }).toEqual(texts);
    expect(Object.keys(publicPart).filter((section) => section in appPart)).toEqual([]);
  });

  it("give the public pages every text they show", () => {
    for (const module of PUBLIC_PAGE_MODULES) {
      const source = readFileSync(join(webDir, module), "utf8");
      const sections = [...source.matchAll(/\bt\(\s*["'`]([A-Za-z]+)\./g)].map((match) => match[1]!);
      expect(sections.length, `texts found in ${module}`).toBeGreaterThan(0);
      expect(
        sections.filter((section) => !PUBLIC_TEXT_SECTIONS.includes(section)),
        module,
      ).toEqual([]);
    }
  });
});
