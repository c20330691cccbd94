import { describe, expect, it } from "vitest";
import { asksNumberFormat, guessedMapping, mappingProblems } from "./import-mapping";

describe("guessedMapping", () => {
  it("gives every field of the kind its guessed column, or none", () => {
    const mapping = guessedMapping("clients", { headers: ["Name", "Firma", "E-Mail"], guessed_mapping: { name: 0, company: 1, email: 2 } });
    expect(mapping).toEqual({
      name: 0,
      email: 2,
      phone: null,
      company: 1,
      position: null,
      linkedin_url: null,
      status: null,
      owner: null,
      address: null,
      tax_id: null,
      preferred_language: null,
    });
  });

  it("ignores a guess past the file's columns and a field of another kind", () => {
    const mapping = guessedMapping("inventory", { headers: ["Artikel"], guessed_mapping: { item_name: 0, quantity: 4, name: 0 } });
    expect(mapping).toEqual({ item_name: 0, quantity: null, unit_price: null, low_stock_threshold: null, tax_rate: null });
  });
});

describe("mappingProblems", () => {
  it("asks for the required field's column", () => {
    expect(mappingProblems("clients", { name: null, email: 1 })).toEqual({ name: "required" });
    expect(mappingProblems("inventory", { quantity: 1 })).toEqual({ item_name: "required" });
  });

  it("marks every field that shares a column with another", () => {
    expect(mappingProblems("clients", { name: 0, email: 2, phone: 2, company: 3 })).toEqual({ email: "mappedTwice", phone: "mappedTwice" });
  });

  it("finds nothing wrong with a mapping that has the required field and a column per field", () => {
    expect(mappingProblems("inventory", { item_name: 0, quantity: 1, unit_price: 2, tax_rate: null })).toEqual({});
  });
});

describe("asksNumberFormat", () => {
  it("asks for an inventory CSV file only: clients have no numbers, and an xlsx file's numbers come typed", () => {
    expect(asksNumberFormat("inventory", "csv")).toBe(true);
    expect(asksNumberFormat("inventory", "xlsx")).toBe(false);
    expect(asksNumberFormat("clients", "csv")).toBe(false);
  });
});
