import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "@shared/languages";

type Tree = { [key: string]: string | Tree };

const localesDir = join(import.meta.dirname, "locales");
const load = (code: string) => JSON.parse(readFileSync(join(localesDir, `${code}.json`), "utf8")) as Tree;

/** "a.b.c" → value, for every leaf of the tree. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) entries.set(leaf, text);
  }
  return entries;
}

/** Texts that are the same in every language: brands, a status code, the empty-cell and missing-figure dashes, an order number, a tax rate's name and percent. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "app.name",
  "notFound.code",
  "common.empty",
  "orders.number",
  "common.taxRateOption",
  "clientPicker.linkedin",
  "dashboard.stats.noValue",
]);

/** Words that each language really writes as English does (checked by a native speaker). */
const SAME_AS_ENGLISH: Record<Exclude<LanguageCode, "en">, string[]> = {
  fr: [
    "dashboard.activity.entries.clientMoved",
    "nav.clients",
    "clients.title",
    "landing.features.clients.title",
    "nav.pipeline",
    "landing.features.pipeline.title",
    "nav.menu",
    "common.actions",
    "clients.count_one",
    "clients.count_other",
    "common.notifications",
    "orders.fields.client",
    "orders.fields.total",
    "orders.lines.total",
    "connect.client",
    "meetings.client",
    "meetings.date",
    "workspace.invitations.title",
    "workspace.invite.pageTitle",
    "invoices.documents.title",
    "invoices.business.logo",
    "palette.groups.clients",
  ],
  de: [
    "settings.signature.name",
    "nav.pipeline",
    "landing.features.pipeline.title",
    "clients.fields.name",
    "settings.profile.name",
    "clients.fields.position",
    "clients.fields.status",
    "orders.fields.status",
    "workspace.roles.admin",
    "dashboard.view.team",
    "invoices.business.logo",
    "theme.system",
  ],
  es: ["auth.errors.signOutTitle", "clients.placeholders.phone", "orders.fields.total", "orders.lines.total", "orders.fields.subtotal"],
  pt: [
    "nav.menu",
    "clients.fields.status",
    "inventory.count_one",
    "orders.fields.status",
    "orders.fields.total",
    "orders.lines.total",
    "orders.fields.item",
    "orders.fields.subtotal",
  ],
};

const english = flatten(load("en"));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe("locale files", () => {
  it("write French apostrophes the typographic way (’), never mixed with '", () => {
    const french = flatten(load("fr"));
    expect([...french].filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it("keep French : ; ! ? apart from the word before with a no-break space, never a plain one", () => {
    const french = flatten(load("fr"));
    expect([...french].filter(([, text]) => / [:;!?]/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it("exist for exactly the five interface languages", () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith(".json"));
    expect(files.map((file) => file.replace(".json", "")).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(LANGUAGE_CODES.filter((code) => code !== "en") as Exclude<LanguageCode, "en">[])("%s", (code) => {
    const translation = flatten(load(code));

    it("has exactly the keys of the English file", () => {
      expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("translates every text (no English left behind)", () => {
      const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...SAME_AS_ENGLISH[code]]);
      const untranslated = [...english].filter(([key, text]) => translation.get(key) === text && !allowed.has(key));
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });

    it("keeps every {{placeholder}} of the English text", () => {
      for (const [key, text] of english) {
        expect(placeholders(translation.get(key) ?? ""), key).toEqual(placeholders(text));
      }
    });

    it("names the pipeline the same way everywhere", () => {
      const names = ["nav.pipeline", "landing.features.pipeline.title"].map((key) => translation.get(key));
      expect(new Set(names).size, names.join(" / ")).toBe(1);
    });

    it("has no empty text", () => {
      expect([...translation].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    });
  });
});
