import type en from "./locales/en.json";

/** The plural forms `Intl.PluralRules` names, which end a text's key: `orders.count_one`. */
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";

/** The dotted paths to the texts of a locale file, each plural family once, by its key without the form. */
type KeysOf<Node, Prefix extends string = ""> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? `${Prefix}${Name extends `${infer Key}_${PluralForm}` ? Key : Name}`
    : KeysOf<Node[Name], `${Prefix}${Name}.`>;
}[keyof Node & string];

/** A text's key, checked against the English locale file: `clients.title`, `orders.count` (plural). */
export type TextKey = KeysOf<typeof en>;

/**
 * What a text's `{{name}}` placeholders become; `count` (a number) also picks the plural form
 * the language uses for it (docs/decisions.md 142).
 */
export type TextValues = Readonly<Record<string, unknown>> & { readonly count?: number };

/** A language's texts, by key: missing ones come back as their key, which a test would notice. */
export type Translate = (key: TextKey, values?: TextValues) => string;

export interface NestedTexts {
  readonly [name: string]: string | NestedTexts;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function flatten(texts: NestedTexts, into: Map<string, string>, prefix = ""): void {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === "string") into.set(prefix + name, value);
    else flatten(value, into, `${prefix}${name}.`);
  }
}

/**
 * The texts of some languages, added a part at a time, and a `t` per language reading them.
 * Values go in as they are: React escapes what it renders.
 */
export class TextStore {
  readonly #texts = new Map<string, Map<string, string>>();
  readonly #translators = new Map<string, Translate>();

  add(language: string, texts: NestedTexts): void {
    let flat = this.#texts.get(language);
    if (!flat) this.#texts.set(language, (flat = new Map()));
    flatten(texts, flat);
  }

  /** Whether `language` has the text `key` (as written, plural form included). */
  has(language: string, key: string): boolean {
    return this.#texts.get(language)?.has(key) ?? false;
  }

  /** The `t` of `language`, the same function each time, reading texts added later too. */
  translator(language: string): Translate {
    let translate = this.#translators.get(language);
    if (!translate) {
      const plurals = new Intl.PluralRules(language);
      translate = (key, values) => {
        const texts = this.#texts.get(language);
        const count = values?.count;
        const text =
          (typeof count === "number" ? (texts?.get(`${key}_${plurals.select(count)}`) ?? texts?.get(`${key}_other`)) : undefined) ??
          texts?.get(key) ??
          key;
        return values
          ? text.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
          : text;
      };
      this.#translators.set(language, translate);
    }
    return translate;
  }
}

/** A store holding whole locale files, for tests of what the texts say: `createTexts({ en, fr })`. */
export function createTexts(locales: Readonly<Record<string, NestedTexts>>): TextStore {
  const store = new TextStore();
  for (const [language, texts] of Object.entries(locales)) store.add(language, texts);
  return store;
}
