import { describe, expect, it } from "vitest";
import { mailLanguage } from "./mail-language";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the language of a mail", () => {
  it("is the interface language the browser keeps in its cookie", () => {
    expect(mailLanguage(headers({ cookie: "a=1; i18next=pt; b=2", "accept-language": "de" }))).toBe("pt");
  });

  it("else the browser's preferred supported language", () => {
    expect(mailLanguage(headers({ "accept-language": "it-IT, fr-CA;q=0.8, de;q=0.9" }))).toBe("de");
    expect(mailLanguage(headers({ cookie: "i18next=it", "accept-language": "es-MX" }))).toBe("es");
  });

  it("else English", () => {
    expect(mailLanguage(headers({ "accept-language": "ja, it;q=0.5" }))).toBe("en");
    expect(mailLanguage(headers({ "accept-language": "fr;q=0" }))).toBe("en");
    expect(mailLanguage(undefined)).toBe("en");
  });
});
