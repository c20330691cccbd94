import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELD, type ImportField, type ImportKind, type NumberFormat } from "@shared/imports/import-limits";
import type { ImportMapping, ImportResource } from "@shared/imports/import.schema";

/**
 * The fields whose values are numbers, read in the file's number format; a kind without any is
 * never asked for one (docs/decisions.md 123).
 */
export const NUMBER_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  clients: [],
  inventory: ["quantity", "unit_price", "low_stock_threshold"],
};

/** How each number format writes one thousand two hundred and thirty-four and a half: the choice's examples. */
export const NUMBER_FORMAT_EXAMPLES: Record<NumberFormat, string> = { dot: "1,234.50", comma: "1.234,50" };

/** Whether the mapping step asks how the file writes numbers: CSV only, since an xlsx file's numbers come typed. */
export function asksNumberFormat(kind: ImportKind, format: ImportResource["format"]): boolean {
  return format === "csv" && NUMBER_FIELDS[kind].length > 0;
}

/** The column of every field of the kind, as the server guessed it from the headers; none for the rest. */
export function guessedMapping(kind: ImportKind, upload: Pick<ImportResource, "guessed_mapping" | "headers">): ImportMapping {
  return Object.fromEntries(
    IMPORT_FIELDS[kind].map((field) => {
      const column = upload.guessed_mapping[field];
      return [field, typeof column === "number" && column < upload.headers.length ? column : null];
    }),
  );
}

/** What stops a mapping from running, by field: the required field without a column, or a column chosen for two fields. */
export type MappingProblem = "required" | "mappedTwice";

export function mappingProblems(kind: ImportKind, mapping: ImportMapping): Partial<Record<string, MappingProblem>> {
  const problems: Partial<Record<string, MappingProblem>> = {};
  const required = REQUIRED_IMPORT_FIELD[kind];
  if (mapping[required] === null || mapping[required] === undefined) problems[required] = "required";
  const fieldsByColumn = new Map<number, string[]>();
  for (const field of IMPORT_FIELDS[kind]) {
    const column = mapping[field];
    if (column === null || column === undefined) continue;
    fieldsByColumn.set(column, [...(fieldsByColumn.get(column) ?? []), field]);
  }
  for (const fields of fieldsByColumn.values()) {
    if (fields.length > 1) for (const field of fields) problems[field] = "mappedTwice";
  }
  return problems;
}
