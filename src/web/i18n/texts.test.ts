import { describe, expect, it } from "vitest";
import de from "./locales/de.json";
import en from "./locales/en.json";
import fr from "./locales/fr.json";
import { interfaceLanguageOf } from "./language-detector";
import { TextStore, createTexts } from "./texts";

const texts = createTexts({ en, fr, de });

describe("a language's texts", () => {
  it("are found by their dotted key, placeholders filled with the values given as they are", () => {
    expect(texts.translator("en")("clients.title")).toBe(en.clients.title);
    expect(texts.translator("de")("workspace.invite.forAddress", { email: "<ana@example.com>" })).toBe(
      de.workspace.invite.forAddress.replace("{{email}}", "<ana@example.com>"),
    );
  });

  it("take the plural form the language uses for the count: French says 0 and 1 alike, and 'de' for a million", () => {
    const orders = (language: string, count: number) => texts.translator(language)("orders.count", { count, formatted: String(count) });
    expect(orders("en", 0)).toBe("0 orders");
    expect(orders("en", 1)).toBe("1 order");
    expect(orders("fr", 0)).toBe(fr.orders.count_one.replace("{{formatted}}", "0"));
    expect(orders("fr", 2)).toBe(fr.orders.count_other.replace("{{formatted}}", "2"));
    expect(orders("fr", 1_000_000)).toBe(fr.orders.count_many.replace("{{formatted}}", "1000000"));
  });

  it("show a missing text as its key and an unfilled placeholder as written, so neither passes unseen", () => {
    const t = texts.translator("en") as (key: string, values?: object) => string;
    expect(t("clients.noSuchText")).toBe("clients.noSuchText");
    expect(t("workspace.invite.forAddress", {})).toBe(en.workspace.invite.forAddress);
  });

  it("come from every part added for the language, through the same t", () => {
    const store = new TextStore();
    const t = store.translator("pt") as (key: string) => string;
    store.add("pt", { landing: { title: "Olá" } });
    expect(t("clients.title")).toBe("clients.title");
    store.add("pt", { clients: { title: "Clientes" } });
    expect([t("landing.title"), t("clients.title")]).toEqual(["Olá", "Clientes"]);
    expect(store.translator("pt")).toBe(t);
    expect([store.has("pt", "clients.title"), store.has("pt", "clients"), store.has("fr", "clients.title")]).toEqual([true, false, false]);
  });
});

describe("the interface language a code asks for", () => {
  it("is the language part of a regional code, in any case, and none for a language the app does not speak", () => {
    expect(["fr", "pt-BR", "DE-at", "es-419", "en"].map(interfaceLanguageOf)).toEqual(["fr", "pt", "de", "es", "en"]);
    expect(["it", "", "zh-Hans"].map(interfaceLanguageOf)).toEqual([undefined, undefined, undefined]);
  });
});
