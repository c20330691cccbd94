import { use, useSyncExternalStore } from "react";
import { FALLBACK_LANGUAGE, type LanguageCode } from "@shared/languages";
import { detectLanguage, interfaceLanguageOf, rememberLanguage } from "./language-detector";
import type { OnDemandTextSection, TextPart } from "./text-parts";
import { TextStore, type NestedTexts, type Translate } from "./texts";

/**
 * Each language's texts in parts (see text-parts.ts), each a chunk fetched when needed: a
 * visitor downloads the texts of their own language only, and the public pages only the
 * public part.
 */
const TEXT_LOADERS: Record<TextPart, Record<string, () => Promise<NestedTexts>>> = {
  // English's public texts are in the page's entry (startTexts).
  public: import.meta.glob<NestedTexts>(["./locales/*.json", "!./locales/en.json"], { query: "?texts=public", import: "default" }),
  app: import.meta.glob<NestedTexts>("./locales/*.json", { query: "?texts=app", import: "default" }),
  imports: import.meta.glob<NestedTexts>("./locales/*.json", { query: "?texts=imports", import: "default" }),
  dataExport: import.meta.glob<NestedTexts>("./locales/*.json", { query: "?texts=dataExport", import: "default" }),
  invoices: import.meta.glob<NestedTexts>("./locales/*.json", { query: "?texts=invoices", import: "default" }),
  palette: import.meta.glob<NestedTexts>("./locales/*.json", { query: "?texts=palette", import: "default" }),
};

const texts = new TextStore();
const loadedParts = new Set<string>();
/** The loads started, by language and part: the same promise each time, which React's `use` can wait on. */
const partsLoading = new Map<string, Promise<void>>();

/** Loads a part of a language's texts into the store, once; a failed load is tried again by the next caller. */
function loadPart(language: LanguageCode, part: TextPart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = partsLoading.get(key);
  if (!loading) {
    loading = TEXT_LOADERS[part][`./locales/${language}.json`]!().then((loaded) => {
      texts.add(language, loaded);
      loadedParts.add(key);
    });
    loading.catch(() => partsLoading.delete(key));
    partsLoading.set(key, loading);
  }
  return loading;
}

/** Set once an /auth or signed-in screen is shown: from then on a language comes with all its texts. */
let appTextsWanted = false;
/** The sections loaded on demand so far (loadTextSection): a language chosen afterwards comes with them too. */
const wantedSections = new Set<OnDemandTextSection>();
const wantedParts = (): TextPart[] => [...(appTextsWanted ? (["public", "app"] as const) : (["public"] as const)), ...wantedSections];

const loadWantedParts = (language: LanguageCode) => Promise.all(wantedParts().map((part) => loadPart(language, part))).then(() => {});

let language: LanguageCode = FALLBACK_LANGUAGE;
let languageRequested: LanguageCode = FALLBACK_LANGUAGE;
const listeners = new Set<() => void>();

function show(shown: LanguageCode) {
  language = shown;
  document.documentElement.lang = shown;
  rememberLanguage(shown);
  for (const listener of listeners) listener();
}

/**
 * Detects the interface language and shows it once its public texts are in; if they cannot be
 * fetched, the page shows in English. start-texts.ts calls it before any other module of the page
 * runs, with English's public texts, which come with the page. Returns what the first render
 * waits for (main.tsx), nothing when the texts are in already (English).
 */
export function startTexts(englishPublicTexts: NestedTexts): Promise<void> | undefined {
  texts.add(FALLBACK_LANGUAGE, englishPublicTexts);
  loadedParts.add(`${FALLBACK_LANGUAGE}/public`);
  partsLoading.set(`${FALLBACK_LANGUAGE}/public`, Promise.resolve());
  // What loads from now on (the first screen's texts, which the router asks for) is in this language.
  const detected = (languageRequested = detectLanguage());
  if (loadedParts.has(`${detected}/public`)) {
    show(detected);
    return undefined;
  }
  return loadPart(detected, "public").then(
    () => show(detected),
    () => show((languageRequested = FALLBACK_LANGUAGE)),
  );
}

/** Shows the interface in `code` (or English, for a language the app does not speak) once its texts are in. */
async function changeLanguage(code: string): Promise<void> {
  const requested = interfaceLanguageOf(code) ?? FALLBACK_LANGUAGE;
  languageRequested = requested;
  await loadWantedParts(requested);
  // A language picked while this one loaded wins.
  if (languageRequested === requested) show(requested);
}

/** The interface language's state, for what is not a component's render. */
export const i18n = {
  get language(): LanguageCode {
    return language;
  },
  changeLanguage,
  /** Whether the interface language has the text `key`: for keys a server's answer names. */
  exists: (key: string): boolean => texts.has(language, key),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLanguage = () => language;

/** The interface language's `t`; the component renders again when the user picks another language. */
export function useTranslation(): { t: Translate; i18n: typeof i18n; language: LanguageCode } {
  const shown = useSyncExternalStore(subscribe, currentLanguage);
  return { t: texts.translator(shown), i18n, language: shown };
}

let appTextsLoading: Promise<void> | undefined;

/**
 * Loads the rest of the current language's texts; the /auth and signed-in screens wait
 * for it before they render. Any language chosen afterwards loads with all its texts.
 */
export function loadAppTexts(): Promise<void> {
  appTextsLoading ??= (async () => {
    appTextsWanted = true;
    await loadPart(languageRequested, "app");
  })().catch((error: unknown) => {
    appTextsLoading = undefined; // the next screen tries again
    throw error;
  });
  return appTextsLoading;
}

/**
 * Loads a section of the texts that only what needs it shows (text-parts.ts, docs/decisions.md
 * 135), once, in the language shown or about to be; a language chosen afterwards comes with it.
 */
export function loadTextSection(section: OnDemandTextSection): Promise<void> {
  wantedSections.add(section);
  return loadPart(languageRequested, section);
}

/**
 * Suspends until the texts of `section` are in for the language shown (useTextSection). Called
 * before the component's hooks: React replays a component that suspended, and one whose hooks
 * came before the suspension may not add others on the replay.
 */
export function useTextSectionLoaded(section: OnDemandTextSection): void {
  wantedSections.add(section);
  if (!loadedParts.has(`${language}/${section}`)) use(loadPart(language, section));
}
