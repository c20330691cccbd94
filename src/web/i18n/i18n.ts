import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@shared/languages";
import { languageDetector } from "./language-detector";
import type { OnDemandTextSection, TextPart } from "./text-parts";
import { languageOf } from "./use-language";

type Texts = Record<string, ResourceKey>;

const isInterfaceLanguage = (code: string): code is LanguageCode => (LANGUAGE_CODES as string[]).includes(code);

/**
 * Each language's texts in two parts (see text-parts.ts), each a chunk fetched when
 * needed: a visitor downloads the texts of their own language only, and the public
 * pages only the public part.
 */
const TEXT_LOADERS: Record<TextPart, Record<string, () => Promise<Texts>>> = {
  // English's public texts are in the page itself (below).
  public: import.meta.glob<Texts>(["./locales/*.json", "!./locales/en.json"], { query: "?texts=public", import: "default" }),
  app: import.meta.glob<Texts>("./locales/*.json", { query: "?texts=app", import: "default" }),
  imports: import.meta.glob<Texts>("./locales/*.json", { query: "?texts=imports", import: "default" }),
  dataExport: import.meta.glob<Texts>("./locales/*.json", { query: "?texts=dataExport", import: "default" }),
  invoices: import.meta.glob<Texts>("./locales/*.json", { query: "?texts=invoices", import: "default" }),
  palette: import.meta.glob<Texts>("./locales/*.json", { query: "?texts=palette", import: "default" }),
};

/** The English public texts (under 1 KB) come with the page, so an English first visit waits for nothing else. */
const englishPublicTexts = import.meta.glob<Texts>("./locales/en.json", {
  query: "?texts=public",
  import: "default",
  eager: true,
})["./locales/en.json"]!;

const loadedTexts = new Map<string, Texts>([[`${FALLBACK_LANGUAGE}/public`, englishPublicTexts]]);

async function loadTexts(language: string, part: TextPart): Promise<Texts> {
  const key = `${language}/${part}`;
  const loaded = loadedTexts.get(key);
  if (loaded) return loaded;
  const texts = (await TEXT_LOADERS[part][`./locales/${language}.json`]?.()) ?? {};
  loadedTexts.set(key, texts);
  return texts;
}

/** Set once an /auth or signed-in screen is shown: from then on a language comes with all its texts. */
let appTextsWanted = false;
/** The sections loaded on demand so far (loadTextSection): a language chosen afterwards comes with them too. */
const wantedSections = new Set<OnDemandTextSection>();
const wantedParts = (): TextPart[] => [...(appTextsWanted ? (["public", "app"] as const) : (["public"] as const)), ...wantedSections];

const lazyTextsBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const parts = wantedParts();
    const loaded = parts.map((part) => loadedTexts.get(`${language}/${part}`));
    // Synchronously when in memory: the English landing page renders on the first pass.
    if (loaded.every((texts) => texts !== undefined)) return callback(null, Object.assign({}, ...loaded));
    Promise.all(parts.map((part) => loadTexts(language, part))).then(
      (texts) => callback(null, Object.assign({}, ...texts)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const initialized = i18n
  .use(lazyTextsBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    // Loads at once when the texts are in memory (English), instead of on the next tick.
    initAsync: false,
    // The five locale files have the same keys (locales.test.ts), so a supported language never
    // falls back to English, and English is not downloaded for it; others are shown in English.
    fallbackLng: (code) => (isInterfaceLanguage(code.split("-")[0]!) ? [] : [FALLBACK_LANGUAGE]),
    supportedLngs: LANGUAGE_CODES,
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    interpolation: { escapeValue: false }, // React escapes
  });

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

let appTextsLoading: Promise<void> | undefined;

/**
 * Loads the rest of the current language's texts; the /auth and signed-in screens wait
 * for it before they render. Any language chosen afterwards loads with all its texts.
 */
export function loadAppTexts(): Promise<void> {
  appTextsLoading ??= (async () => {
    await initialized;
    appTextsWanted = true;
    const language = languageOf(i18n);
    // Languages seen on the public pages only have their public texts: they load afresh when chosen again.
    for (const other of Object.keys(i18n.store.data)) {
      if (other !== language) i18n.removeResourceBundle(other, "translation");
    }
    i18n.addResourceBundle(language, "translation", await loadTexts(language, "app"), true, true);
  })().catch((error: unknown) => {
    appTextsLoading = undefined; // the next screen tries again
    throw error;
  });
  return appTextsLoading;
}

const sectionsLoading = new Map<string, Promise<void>>();

/**
 * Loads a section of the current language's texts that only what needs it shows (text-parts.ts,
 * docs/decisions.md 135), once: the promise is the same until the language changes.
 */
export function loadTextSection(section: OnDemandTextSection): Promise<void> {
  wantedSections.add(section);
  const language = languageOf(i18n);
  const key = `${language}/${section}`;
  let loading = sectionsLoading.get(key);
  if (!loading) {
    loading = (async () => {
      await initialized;
      i18n.addResourceBundle(language, "translation", await loadTexts(language, section), true, true);
    })();
    // A failed load is tried again by the next caller.
    loading.catch(() => sectionsLoading.delete(key));
    sectionsLoading.set(key, loading);
  }
  return loading;
}

export default i18n;
