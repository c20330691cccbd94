import type { i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { languageOf } from "./use-language";

const withResolved = (resolvedLanguage: string | undefined) => ({ resolvedLanguage }) as I18n;

describe("the interface language", () => {
  it("is the language i18next resolved, when the app speaks it", () => {
    for (const code of ["en", "fr", "de", "es", "pt"]) expect(languageOf(withResolved(code))).toBe(code);
  });

  it("is English before a language is resolved, or for one the app does not speak", () => {
    expect(languageOf(withResolved(undefined))).toBe("en");
    expect(languageOf(withResolved("it"))).toBe("en");
    expect(languageOf(withResolved("pt-BR"))).toBe("en");
  });
});
