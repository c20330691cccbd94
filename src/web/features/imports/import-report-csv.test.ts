import { describe, expect, it } from "vitest";
import type { ImportRowError } from "@shared/imports/import.schema";
import de from "@web/i18n/locales/de.json";
import en from "@web/i18n/locales/en.json";
import { createTexts } from "@web/i18n/texts";
import { importReportCsv, importReportFileName } from "./import-report-csv";

const texts = createTexts({ en, de });
const exists = (language: string) => (key: string) => texts.has(language, key);

const ERRORS: ImportRowError[] = [
  { line: 3, field: "email", reason: "validation.invalidEmail", value: "ada-at-example", duplicate_of: null },
  { line: 5, field: "email", reason: "imports.reasons.duplicateInFile", value: "bo@example.com", duplicate_of: 2 },
  { line: 1204, field: "name", reason: "validation.nameTooLong", value: '=HYPERLINK("x";"y")', duplicate_of: null },
];

describe("importReportCsv", () => {
  it("writes the skipped rows in German for a German spreadsheet: semicolons, translated texts, formulas neutralised", () => {
    const csv = importReportCsv(ERRORS, "clients", "de", texts.translator("de"), exists("de"));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Zeile;Feld;Grund;Wert",
      "3;E-Mail;Ungültige E-Mail-Adresse;ada-at-example",
      "5;E-Mail;Gleiche E-Mail wie Zeile 2;bo@example.com",
      `1204;Name;Der Name darf höchstens 100 Zeichen lang sein;"'=HYPERLINK(""x"";""y"")"`,
      "",
    ]);
  });

  it("separates with commas in English", () => {
    const csv = importReportCsv(ERRORS.slice(0, 1), "clients", "en", texts.translator("en"), exists("en"));
    expect(csv).toBe("\uFEFFLine,Field,Reason,Value\r\n3,Email,Invalid email,ada-at-example\r\n");
  });
});

describe("importReportFileName", () => {
  it("names the file by kind and day, in ASCII", () => {
    expect(importReportFileName("inventory", new Date(2026, 10, 3))).toBe("inventory-import-report-2026-11-03.csv");
  });
});
