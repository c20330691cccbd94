import { describe, expect, it } from "vitest";
import { IMPORT_FIELDS, IMPORT_KINDS } from "@shared/imports/import-limits";
import { LANGUAGE_CODES } from "@shared/languages";
import de from "@web/i18n/locales/de.json";
import en from "@web/i18n/locales/en.json";
import es from "@web/i18n/locales/es.json";
import fr from "@web/i18n/locales/fr.json";
import pt from "@web/i18n/locales/pt.json";
import { createTexts } from "@web/i18n/texts";
import { ApiError } from "@web/lib/api-client";
import { chosenFileProblem, fieldLabel, reasonText, uploadErrorText } from "./import-messages";

const texts = createTexts({ en, de, fr, es, pt });

const tIn = (language: string) => texts.translator(language);
const exists = (language: string) => (key: string) => texts.has(language, key);

/** The reasons the server sends as `imports.reasons.<name>` (docs/product.md "Import and export"). */
const SERVER_REASONS = ["duplicateInFile", "alreadyExists", "unknownStatus", "unknownLanguage", "unknownTaxRate", "invalidNumber"];

const refusal = (status: number, code: string, details: unknown) => new ApiError(status, code, "refused", {}, details);

describe("uploadErrorText", () => {
  it("gives the size limit in the language's unit and the row limit in its number format", () => {
    const tooLarge = refusal(413, "PAYLOAD_TOO_LARGE", { reason: "body_too_large", limit_bytes: 10 * 1024 * 1024 });
    expect(uploadErrorText(tooLarge, "de", tIn("de"))).toBe("Die Datei ist größer als 10 MB. Teilen Sie sie in kleinere Dateien auf.");
    expect(uploadErrorText(tooLarge, "fr", tIn("fr"))).toBe("Le fichier dépasse 10\u202fMo. Divisez-le en fichiers plus petits.");
    const tooManyRows = refusal(400, "VALIDATION", { reason: "too_many_rows", limit: 50_000 });
    expect(uploadErrorText(tooManyRows, "de", tIn("de"))).toBe(
      "Die Datei hat mehr als 50.000 Zeilen. Teilen Sie sie in kleinere Dateien auf.",
    );
    expect(uploadErrorText(tooManyRows, "en", tIn("en"))).toBe("The file has more than 50,000 rows. Split it into smaller files.");
  });

  it.each([
    ["empty_file", "The file is empty."],
    ["no_header", "The file has no header row: its first row must name the columns."],
    ["too_many_columns", "The file has more than 200 columns."],
    ["unreadable", "The file cannot be read. Save it as CSV (UTF-8) or as an Excel workbook (.xlsx) and try again."],
    ["xlsx_invalid", "This is not a readable Excel workbook (.xlsx). Save it again as .xlsx or as CSV."],
    ["xlsx_too_large", "The workbook holds too much data once unpacked (more than 100 MB). Save its first sheet as CSV and try again."],
    ["file_too_large", "The file is larger than 10 MB. Split it into smaller files."],
  ])("explains %s", (reason, text) => {
    expect(uploadErrorText(refusal(400, "VALIDATION", { reason }), "en", tIn("en"))).toBe(text);
  });

  it("falls back to the app's own words for a refusal it has no text for, and for a lost connection", () => {
    expect(uploadErrorText(refusal(400, "VALIDATION", { reason: "something_new" }), "en", tIn("en"))).toBe("Some values are not valid.");
    expect(uploadErrorText(new ApiError(0, "NETWORK", "Failed to fetch"), "en", tIn("en"))).toBe(
      "Could not reach the server. Check your connection and try again.",
    );
  });
});

describe("reasonText", () => {
  const row = (reason: string, duplicate_of: number | null = null) => ({ reason, duplicate_of });

  it("uses the forms' own messages", () => {
    expect(reasonText(row("validation.invalidEmail"), "clients", "de", tIn("de"), exists("de"))).toBe("Ungültige E-Mail-Adresse");
  });

  it("names the earlier line of a duplicate in the language's number format, and what matched for the kind", () => {
    expect(reasonText(row("imports.reasons.duplicateInFile", 1234), "clients", "de", tIn("de"), exists("de"))).toBe(
      "Gleiche E-Mail wie Zeile 1.234",
    );
    expect(reasonText(row("imports.reasons.duplicateInFile", 3), "inventory", "en", tIn("en"), exists("en"))).toBe(
      "Same item name as line 3",
    );
  });

  it("reads a reason it has no text for, or a key outside the reasons, as not valid", () => {
    expect(reasonText(row("imports.reasons.somethingNew"), "clients", "en", tIn("en"), exists("en"))).toBe("This value is not valid");
    expect(reasonText(row("common.close"), "clients", "en", tIn("en"), exists("en"))).toBe("This value is not valid");
  });

  it.each(LANGUAGE_CODES)("has a text for every reason the server sends, for both kinds, in %s", (language) => {
    for (const kind of IMPORT_KINDS) {
      for (const reason of SERVER_REASONS) {
        const text = reasonText(row(`imports.reasons.${reason}`, 2), kind, language, tIn(language), exists(language));
        expect(text, `${reason} (${kind})`).not.toBe(tIn(language)("validation.invalid"));
      }
    }
  });
});

describe("fieldLabel", () => {
  it("labels every field of both kinds as the forms do", () => {
    for (const kind of IMPORT_KINDS) {
      for (const field of IMPORT_FIELDS[kind]) expect(fieldLabel(field, tIn("en")), field).not.toMatch(/^(clients|inventory)\./);
    }
    expect(fieldLabel("email", tIn("de"))).toBe("E-Mail");
    expect(fieldLabel("unit_price", tIn("de"))).toBe("Stückpreis");
  });
});

describe("chosenFileProblem", () => {
  it("takes CSV, text and xlsx files up to the size limit, whatever the case of the extension", () => {
    expect(chosenFileProblem({ name: "Kunden.CSV", size: 1000 }, "en", tIn("en"))).toBeNull();
    expect(chosenFileProblem({ name: "export.txt", size: 1000 }, "en", tIn("en"))).toBeNull();
    expect(chosenFileProblem({ name: "clients.xlsx", size: 10 * 1024 * 1024 }, "en", tIn("en"))).toBeNull();
  });

  it("refuses another type, and a file over the limit before sending it", () => {
    expect(chosenFileProblem({ name: "clients.xls", size: 1000 }, "en", tIn("en"))).toBe(
      "Choose a CSV file (.csv, .txt) or an Excel workbook (.xlsx).",
    );
    expect(chosenFileProblem({ name: "clients.csv", size: 10 * 1024 * 1024 + 1 }, "de", tIn("de"))).toBe(
      "Die Datei ist größer als 10 MB. Teilen Sie sie in kleinere Dateien auf.",
    );
  });
});
