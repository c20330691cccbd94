import type { z } from "zod";
import { createClientSchema } from "@shared/clients/client.schema";
import { DEFAULT_CLIENT_STATUS } from "@shared/clients/client-status";
import type { ImportKind, NumberFormat } from "@shared/imports/import-limits";
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELD } from "@shared/imports/import-limits";
import type { ImportMapping, ImportRowError } from "@shared/imports/import.schema";
import { createInventoryItemSchema } from "@shared/inventory/inventory-item.schema";
import { hasAtMostDecimals } from "@shared/money/currency";
import { languageFromText, statusFromText } from "./import-vocabulary";
import { parseDecimal } from "./numbers";
import type { TableRow } from "./read-table";

/**
 * The import's rules for one row (docs/product.md "Import and export"): a row of the file, read
 * through the mapping, becomes what the add form would send, checked by the same shared schema;
 * or the reason it cannot be imported. Pure: the service gives the workspace's members, tax
 * rates and currency.
 */

export type NewClient = z.output<typeof createClientSchema>;
export type NewItem = z.output<typeof createInventoryItemSchema>;

export interface ImportRules {
  mapping: ImportMapping;
  numberFormat: NumberFormat;
  /** Who imports: the owner of a client whose owner cell names nobody. */
  importerId: string;
  /** The workspace's members, whom an owner cell names by email or name. */
  members: readonly { id: string; email: string; name: string }[];
  /** The tax rates on offer, which a tax cell names by name or percent. */
  taxRates: readonly { id: string; name: string; rate: number }[];
  /** Decimals the workspace currency allows in a price. */
  currencyDigits: number;
}

/**
 * A row that can be imported: the record to create, the fields its non-empty cells set (what an
 * update of an existing record changes), and the key that finds that record (a client's email,
 * an item's name, lower-cased; null when the row has no email).
 */
export interface ImportableRow<Record> {
  line: number;
  key: string | null;
  record: Record;
  filled: ReadonlySet<string>;
}

export type RowOutcome<Record> = { ok: true; row: ImportableRow<Record> } | { ok: false; error: ImportRowError };

/** A refusal of a row's field, with the value as the file wrote it. */
export function rowError(line: number, field: string | null, reason: string, value: string | null = null): ImportRowError {
  return { line, field, reason, value: value === null ? null : value.slice(0, 100), duplicate_of: null };
}

/** The cells of a row by field, trimmed; a field the mapping leaves out is absent. */
function cellsOf(kind: ImportKind, row: TableRow, mapping: ImportMapping): Map<string, string> {
  const cells = new Map<string, string>();
  for (const field of IMPORT_FIELDS[kind]) {
    const column = mapping[field];
    if (column !== null && column !== undefined) cells.set(field, (row.cells[column] ?? "").trim());
  }
  return cells;
}

/** The fields whose cell holds something: those an update sets. */
const filledFields = (cells: Map<string, string>) => new Set([...cells].filter(([, value]) => value !== "").map(([field]) => field));

/** The first of the schema's refusals, named by the import's field (owner_id is the owner column). */
function schemaRefusal(line: number, issues: readonly z.core.$ZodIssue[], cells: Map<string, string>): ImportRowError {
  const issue = issues[0]!;
  const key = String(issue.path[0] ?? "");
  const field = key === "owner_id" ? "owner" : key === "tax_rate_id" ? "tax_rate" : key;
  return rowError(line, field || null, issue.message, cells.get(field) ?? null);
}

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/** A client row: the add form's fields, with its status and language in any of the five languages and its owner by email or name. */
export function clientFromRow(row: TableRow, rules: ImportRules): RowOutcome<NewClient> {
  const cells = cellsOf("clients", row, rules.mapping);
  const text = (field: string) => cells.get(field) ?? "";

  const statusCell = text("status");
  const status = statusCell === "" ? DEFAULT_CLIENT_STATUS : statusFromText(statusCell);
  if (!status) return { ok: false, error: rowError(row.line, "status", "imports.reasons.unknownStatus", statusCell) };

  const languageCell = text("preferred_language");
  const language = languageCell === "" ? "" : languageFromText(languageCell);
  if (language === undefined) {
    return { ok: false, error: rowError(row.line, "preferred_language", "imports.reasons.unknownLanguage", languageCell) };
  }

  // An owner the workspace does not know is the importer's, as a client added by hand is its adder's.
  const ownerCell = text("owner");
  const owner =
    ownerCell === ""
      ? undefined
      : (rules.members.find((member) => sameText(member.email, ownerCell)) ??
        rules.members.find((member) => sameText(member.name, ownerCell)));

  const parsed = createClientSchema.safeParse({
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    linkedin_url: text("linkedin_url"),
    status,
    address: text("address"),
    tax_id: text("tax_id"),
    preferred_language: language,
    owner_id: owner?.id ?? rules.importerId,
  });
  if (!parsed.success) return { ok: false, error: schemaRefusal(row.line, parsed.error.issues, cells) };
  const email = parsed.data.email ?? "";
  const filled = filledFields(cells);
  // An owner cell that names nobody leaves an existing client's owner as it is.
  if (!owner) filled.delete("owner");
  return { ok: true, row: { line: row.line, key: email === "" ? null : email.toLowerCase(), record: parsed.data, filled } };
}

/** An item row: the add form's fields, its numbers written in the file's format and its tax rate by name or percent. */
export function itemFromRow(row: TableRow, rules: ImportRules): RowOutcome<NewItem> {
  const cells = cellsOf("inventory", row, rules.mapping);

  const numbers: Record<string, number | null | undefined> = {};
  for (const field of ["quantity", "unit_price", "low_stock_threshold"] as const) {
    const cell = cells.get(field) ?? "";
    if (cell === "") continue;
    const value = parseDecimal(cell, rules.numberFormat);
    if (value === undefined) return { ok: false, error: rowError(row.line, field, "imports.reasons.invalidNumber", cell) };
    numbers[field] = value;
  }

  const taxCell = cells.get("tax_rate") ?? "";
  let taxRateId: string | null = null;
  if (taxCell !== "") {
    const percent = parseDecimal(taxCell.replace(/%\s*$/, ""), rules.numberFormat);
    const rate =
      rules.taxRates.find((candidate) => sameText(candidate.name, taxCell)) ??
      (percent === undefined ? undefined : rules.taxRates.find((candidate) => candidate.rate === percent));
    if (!rate) return { ok: false, error: rowError(row.line, "tax_rate", "imports.reasons.unknownTaxRate", taxCell) };
    taxRateId = rate.id;
  }

  const parsed = createInventoryItemSchema.safeParse({
    item_name: cells.get("item_name") ?? "",
    ...numbers,
    tax_rate_id: taxRateId,
  });
  if (!parsed.success) return { ok: false, error: schemaRefusal(row.line, parsed.error.issues, cells) };
  if (!hasAtMostDecimals(parsed.data.unit_price, rules.currencyDigits)) {
    return { ok: false, error: rowError(row.line, "unit_price", "validation.priceDecimals", cells.get("unit_price") ?? null) };
  }
  const key = parsed.data.item_name.trim().toLowerCase();
  return { ok: true, row: { line: row.line, key, record: parsed.data, filled: filledFields(cells) } };
}

/**
 * The mapping's refusal, if any: the required field without a column, a column given to two
 * fields, or a column the file does not have. Answers the reason (details.reason of a 400).
 */
export function mappingProblem(kind: ImportKind, mapping: ImportMapping, columns: number): string | undefined {
  const fields = IMPORT_FIELDS[kind] as readonly string[];
  const required = REQUIRED_IMPORT_FIELD[kind];
  if (mapping[required] === null || mapping[required] === undefined) return "required_field_unmapped";
  const used = new Set<number>();
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.includes(field)) return "unknown_field";
    if (column === null) continue;
    if (column >= columns) return "unknown_column";
    if (used.has(column)) return "column_mapped_twice";
    used.add(column);
  }
  return undefined;
}

/**
 * The rows of the file that repeat an earlier one's key (a client's email, an item's name): only
 * the first is imported, the others are reported with the line they repeat.
 */
export function withoutRepeats<Record>(rows: readonly ImportableRow<Record>[]): {
  rows: ImportableRow<Record>[];
  repeats: ImportRowError[];
} {
  const firstLine = new Map<string, number>();
  const kept: ImportableRow<Record>[] = [];
  const repeats: ImportRowError[] = [];
  for (const row of rows) {
    const earlier = row.key === null ? undefined : firstLine.get(row.key);
    if (earlier !== undefined) {
      repeats.push({ ...rowError(row.line, null, "imports.reasons.duplicateInFile", row.key), duplicate_of: earlier });
      continue;
    }
    if (row.key !== null) firstLine.set(row.key, row.line);
    kept.push(row);
  }
  return { rows: kept, repeats };
}
