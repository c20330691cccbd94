import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { IMPORT_FIELDS, IMPORT_KINDS } from "@shared/imports/import-limits";
import { LANGUAGE_CODES } from "@shared/languages";
import { guessMapping, headerWords, languageFromText, normalisedWord, statusFromText } from "./import-vocabulary";

const localesDir = join(import.meta.dirname, "../../web/i18n/locales");

describe("normalisedWord", () => {
  it("compares headers without case, accents, spaces, punctuation or underscores", () => {
    expect(["E-Mail", "e_mail", " Email ", "EMAIL"].map(normalisedWord)).toEqual(["email", "email", "email", "email"]);
    expect(["Téléphone", "Straße", "N° TVA", "Compañía"].map(normalisedWord)).toEqual(["telephone", "strasse", "ntva", "compania"]);
  });
});

describe("guessMapping", () => {
  it("maps German headers", () => {
    expect(guessMapping("clients", ["Name", "Firma", "E-Mail", "Telefon", "Status", "Zuständig", "USt-IdNr.", "Sprache"])).toEqual({
      name: 0,
      company: 1,
      email: 2,
      phone: 3,
      status: 4,
      owner: 5,
      tax_id: 6,
      preferred_language: 7,
      position: null,
      linkedin_url: null,
      address: null,
    });
  });

  it("maps French headers", () => {
    expect(guessMapping("clients", ["Nom", "Société", "Courriel", "Téléphone", "Statut", "Poste", "N° TVA", "Adresse"])).toMatchObject({
      name: 0,
      company: 1,
      email: 2,
      phone: 3,
      status: 4,
      position: 5,
      tax_id: 6,
      address: 7,
    });
  });

  it("maps Spanish and Portuguese headers", () => {
    expect(guessMapping("clients", ["Nombre", "Empresa", "Correo electrónico", "Teléfono", "Estado", "Puesto", "NIF"])).toMatchObject({
      name: 0,
      company: 1,
      email: 2,
      phone: 3,
      status: 4,
      position: 5,
      tax_id: 6,
    });
    expect(guessMapping("clients", ["Nome", "Empresa", "E-mail", "Celular", "Cargo", "Responsável", "CNPJ", "Idioma"])).toMatchObject({
      name: 0,
      company: 1,
      email: 2,
      phone: 3,
      position: 4,
      owner: 5,
      tax_id: 6,
      preferred_language: 7,
    });
  });

  it("maps the app's own field names back, as its exports write them", () => {
    const clientFields = [...IMPORT_FIELDS.clients];
    expect(guessMapping("clients", clientFields)).toEqual(Object.fromEntries(clientFields.map((field, column) => [field, column])));
    const itemFields = [...IMPORT_FIELDS.inventory];
    expect(guessMapping("inventory", itemFields)).toEqual(Object.fromEntries(itemFields.map((field, column) => [field, column])));
  });

  it("maps inventory headers, reading a header without what it says in brackets", () => {
    expect(guessMapping("inventory", ["Artikel", "Bestand", "Einzelpreis (€)", "Mindestbestand", "MwSt"])).toEqual({
      item_name: 0,
      quantity: 1,
      unit_price: 2,
      low_stock_threshold: 3,
      tax_rate: 4,
    });
    expect(guessMapping("inventory", ["Produit", "Quantité", "Prix unitaire", "Seuil", "TVA"])).toMatchObject({
      item_name: 0,
      quantity: 1,
      unit_price: 2,
      low_stock_threshold: 3,
      tax_rate: 4,
    });
  });

  it("gives a field named by two columns the one with its most usual word, and leaves the other unmapped", () => {
    expect(guessMapping("clients", ["Contact", "Name", "Email", "Mail"])).toMatchObject({ name: 1, email: 2 });
  });

  it("leaves what it does not know unmapped rather than guess", () => {
    const mapping = guessMapping("clients", ["Notes", "Created", "Client since", "", "Email address (work)"]);
    expect(Object.values(mapping).filter((column) => column !== null)).toEqual([4]);
    expect(mapping.email).toBe(4);
  });

  it.each(IMPORT_KINDS)("has no header word that names two %s fields", (kind) => {
    const shared = [...headerWords(kind)].filter(([, fields]) => fields.length > 1);
    expect(shared).toEqual([]);
  });
});

describe("statusFromText", () => {
  it.each([
    ["closed_won", "closed_won"],
    ["Closed Won", "closed_won"],
    ["closed-won", "closed_won"],
    ["  NOT_INTERESTED ", "not_interested"],
    ["non contacte", "uncontacted"],
    ["EN NÉGOCIATION", "negotiation"],
  ] as const)("reads %j as %s", (text, status) => {
    expect(statusFromText(text)).toBe(status);
  });

  it("reads no status from other words", () => {
    expect(["", "maybe", "won-ish"].map(statusFromText)).toEqual([undefined, undefined, undefined]);
  });

  it.each(LANGUAGE_CODES)("recognises every client status label of the %s locale file as its status", (language) => {
    const locale = JSON.parse(readFileSync(join(localesDir, `${language}.json`), "utf8")) as {
      clients: { status: Record<string, string> };
    };
    const labels = locale.clients.status;
    expect(Object.keys(labels).sort()).toEqual([...CLIENT_STATUSES].sort());
    for (const [status, label] of Object.entries(labels)) expect({ label, status: statusFromText(label) }).toEqual({ label, status });
  });
});

describe("languageFromText", () => {
  it.each([
    ["fr", "fr"],
    ["FR", "fr"],
    ["fr-CA", "fr"],
    ["French", "fr"],
    ["Français", "fr"],
    ["Französisch", "fr"],
    ["Francés", "fr"],
    ["Francês", "fr"],
    ["en_GB", "en"],
    ["Anglais", "en"],
    ["English (US)", "en"],
    ["Deutsch", "de"],
    ["Alemão", "de"],
    ["ger", "de"],
    ["Español", "es"],
    ["Spanisch", "es"],
    ["pt-BR", "pt"],
    ["Portugiesisch", "pt"],
    ["portugués", "pt"],
  ] as const)("reads %j as %s", (text, language) => {
    expect(languageFromText(text)).toBe(language);
  });

  it("reads no language from other words or codes", () => {
    expect(["", "it", "Italian", "frx", "French fries"].map(languageFromText)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
