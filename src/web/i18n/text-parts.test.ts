import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { ON_DEMAND_TEXT_SECTIONS, PUBLIC_TEXT_SECTIONS, textsOfPart } from "./text-parts";

const webDir = join(import.meta.dirname, "..");
const load = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "locales", `${code}.json`), "utf8")) as Record<string, unknown>;

/** The modules the public pages are made of: they render before the app's texts have loaded. */
const PUBLIC_PAGE_MODULES = [
  "features/landing/landing-page.tsx",
  "features/not-found/not-found-page.tsx",
  "components/language-switcher.tsx",
  "components/theme-switcher.tsx",
  "components/logo.tsx",
  "components/full-page-loading.tsx",
  "lib/use-page-title.ts",
  "app/screen-error-boundary.tsx",
];

describe("text parts", () => {
  it.each(LANGUAGE_CODES)(
    "split %s into a public part, an app part and the on-demand sections, which together hold every text once",
    (code) => {
      const texts = load(code);
      const publicPart = textsOfPart(texts, "public");
      const appPart = textsOfPart(texts, "app");
      const onDemand = ON_DEMAND_TEXT_SECTIONS.map((section) => textsOfPart(texts, section));
      expect(Object.keys(publicPart).sort()).toEqual([...PUBLIC_TEXT_SECTIONS].sort());
      expect(onDemand.map((part) => Object.keys(part))).toEqual(ON_DEMAND_TEXT_SECTIONS.map((section) => [section]));
      const parts = [publicPart, appPart, ...onDemand];
      expect(Object.assign({}, ...parts)).toEqual(texts);
      expect(parts.reduce((count, part) => count + Object.keys(part).length, 0)).toBe(Object.keys(texts).length);
    },
  );

  it("keep each on-demand section's texts in the code that loads them", () => {
    // What shows a section's texts, all loaded after loadTextSection: the import dialog's modules
    // (import-button.tsx loads them, and shows none), and the data export sections of the two
    // settings screens, and the quotes and invoices of the order page, /sales and the workspace
    // settings, whose loaders load them (app/router.tsx), and of the orders list's warning before
    // cancelling an invoiced order, which loads them first (orders-page.tsx; its words are written by
    // status-change.ts, for the order page too); the command palette and the list of
    // shortcuts, loaded with their texts by the shell (app/command-launcher.tsx).
    const users: Record<(typeof ON_DEMAND_TEXT_SECTIONS)[number], RegExp> = {
      imports: /^features\/imports\/(?!import-button\.tsx)/,
      dataExport:
        /^features\/(settings\/(personal-data-section|workspace-import-section|workspace-file-errors)|workspaces\/workspace-export-section)\b/,
      invoices:
        /^(features\/(orders\/(order-detail-page|order-documents|document-errors|orders-page|status-change)|sales\/sales-invoices|workspaces\/business-details-(section|dialog|fields))|components\/invoice-status-badge)\b/,
      palette: /^features\/command-palette\/(command-palette|shortcuts-dialog)\.tsx$/,
    };
    const sources = readdirSync(webDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.startsWith("i18n/"),
    );
    for (const section of ON_DEMAND_TEXT_SECTIONS) {
      const showing = sources.filter((file) => readFileSync(join(webDir, file), "utf8").includes(`"${section}.`));
      expect(showing.length, section).toBeGreaterThan(0);
      expect(
        showing.filter((file) => !users[section].test(file)),
        `modules showing ${section} texts outside the code that loads them`,
      ).toEqual([]);
    }
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
