import { z } from "zod";
import { IMPORT_ENCODINGS, IMPORT_FIELDS, IMPORT_KINDS, NUMBER_FORMATS, type ImportKind } from "./import-limits";

/**
 * CSV and xlsx imports (docs/product.md "Import and export"): an uploaded file is read into a
 * preview with a guessed mapping, then run with the mapping and options the user chose.
 * Messages are translation keys of the web app.
 */

export const IMPORT_STATUSES = ["ready", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Which column (0-based) of the file fills each field; null or absent: none. */
export const importMappingSchema = z.record(
  z.string(),
  z.number({ error: "validation.invalid" }).int("validation.invalid").min(0, "validation.invalid").nullable(),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const DUPLICATE_POLICIES = ["skip", "update"] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

/** POST /imports/{id}/run. */
export const runImportSchema = z.object({
  mapping: importMappingSchema
    .optional()
    .describe(
      'Precondition: the columns of the file uploaded, by their index, for each field (`{"name": 0, "email": 2}`); absent, the guessed mapping',
    ),
  /** What a row matching an existing record (a client by email, an item by name) does. */
  duplicates: z.enum(DUPLICATE_POLICIES, { error: "validation.invalid" }).default("skip"),
  /** true: nothing is saved unless every row is valid. */
  all_or_nothing: z.boolean({ error: "validation.invalid" }).default(false),
  number_format: z.enum(NUMBER_FORMATS, { error: "validation.invalid" }),
});
export type RunImportInput = z.input<typeof runImportSchema>;

/** PATCH /imports/{id}: the encoding the file is read in, when the detected one was wrong. */
export const updateImportSchema = z.object({
  encoding: z.enum(IMPORT_ENCODINGS, { error: "validation.invalid" }),
});

/** Why a row was not imported: a translation key, with the field it concerns and facts for the message. */
export const importRowErrorSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header row is 1. */
  line: z.number().int(),
  field: z.string().nullable(),
  reason: z.string().describe("A translation key of the web app, e.g. validation.invalidEmail or imports.reasons.duplicateInFile"),
  /** The value as the file wrote it, cut to 100 characters, when the reason concerns it. */
  value: z.string().nullable(),
  /** The earlier row of the file this one repeats (imports.reasons.duplicateInFile). */
  duplicate_of: z.number().int().nullable(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Every skipped row, in the file's order. */
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An import as the API returns it. */
export const importResourceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  format: z.enum(["csv", "xlsx"]),
  /** The encoding a CSV file is read in; null for xlsx. */
  encoding: z.enum(IMPORT_ENCODINGS).nullable(),
  /** The separator found in a CSV file; null for xlsx. */
  separator: z.string().nullable(),
  headers: z.array(z.string()),
  /** The first rows, each cell cut to a preview's length. */
  preview: z.array(z.array(z.string())),
  /** Data rows in the file, empty ones not counted. */
  rows: z.number().int(),
  /** The columns the headers suggest for each field ("Nom", "Firma", "E-mail"…). */
  guessed_mapping: importMappingSchema,
  /** How the file's numbers look, or null when the preview cannot tell: the user picks. */
  guessed_number_format: z.enum(NUMBER_FORMATS).nullable(),
  progress: z.object({ processed: z.number().int(), total: z.number().int() }),
  /** Once done (or interrupted): what was created, updated and skipped. */
  report: importReportSchema.nullable(),
  /** Why a failed import stopped: a translation key (imports.failures.*). */
  failure: z.string().nullable(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type ImportResource = z.infer<typeof importResourceSchema>;

/** The fields of a kind, for a mapping of it. */
export const importFieldsOf = (kind: ImportKind): readonly string[] => IMPORT_FIELDS[kind];

/** What the server reads from an uploaded file for its preview. */
export type ImportPreview = Pick<
  ImportResource,
  "format" | "encoding" | "separator" | "headers" | "preview" | "rows" | "guessed_mapping" | "guessed_number_format"
>;

/** A run's mapping and options, defaults applied. */
export type RunImportOptions = z.output<typeof runImportSchema>;
