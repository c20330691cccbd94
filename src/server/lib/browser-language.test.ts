import { describe, expect, it } from "vitest";
import { browserLanguage } from "./browser-language";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the interface language a request points to", () => {
  it("is the language the address asks for, when the app supports it", () => {
    expect(browserLanguage(headers({ cookie: "i18next=pt", "accept-language": "de" }), "fr")).toBe("fr");
    expect(browserLanguage(headers({ cookie: "i18next=pt" }), "it")).toBe("pt");
  });

  it("else the one the app keeps in its cookie, else the browser's preferred supported language", () => {
    expect(browserLanguage(headers({ cookie: "a=1; i18next=es-MX; b=2", "accept-language": "de" }))).toBe("es");
    expect(browserLanguage(headers({ "accept-language": "it-IT, fr-CA;q=0.8, de;q=0.9" }))).toBe("de");
  });

  it("else English", () => {
    expect(browserLanguage(headers({ "accept-language": "ja, it;q=0.5" }))).toBe("en");
    expect(browserLanguage(headers({}))).toBe("en");
  });
});
