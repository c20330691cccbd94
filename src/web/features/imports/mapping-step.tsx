import { useState } from "react";
import {
  IMPORT_ENCODINGS,
  IMPORT_FIELDS,
  NUMBER_FORMATS,
  REQUIRED_IMPORT_FIELD,
  type ImportEncoding,
  type ImportKind,
  type NumberFormat,
} from "@shared/imports/import-limits";
import type { DuplicatePolicy, ImportMapping, ImportResource } from "@shared/imports/import.schema";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { useRunImport } from "./api/run-import";
import { useUpdateImportEncoding } from "./api/update-import";
import { asksNumberFormat, guessedMapping, mappingProblems, NUMBER_FORMAT_EXAMPLES, type MappingProblem } from "./import-mapping";
import { fieldLabel } from "./import-messages";
import { useFocusOnMount } from "./use-focus-on-mount";

/** A select's value for "Don't import". */
const NO_COLUMN = "";

const ENCODING_LABELS = { "utf-8": "imports.mapping.encodingUtf8", "windows-1252": "imports.mapping.encodingWindows1252" } as const;

/** The server's refusals of a run that the step shows in place, by `details.reason`. */
function runRefusal(error: unknown): MappingProblem | "notReady" | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (reason === "required_field_unmapped") return "required";
  if (reason === "column_mapped_twice") return "mappedTwice";
  if (reason === "import_not_ready") return "notReady";
  return null;
}

/**
 * Step 2: the file's first rows, a column for each field (guessed from the headers), and how to
 * read it: the encoding of a CSV file, its number format, what to do with a row that matches an
 * existing record, and whether to import only if every row is valid.
 */
export function MappingStep({ upload, onBack }: { upload: ImportResource; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind: ImportKind = upload.kind;
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [mapping, setMapping] = useState<ImportMapping>(() => guessedMapping(kind, upload));
  const [numberFormat, setNumberFormat] = useState<NumberFormat | null>(upload.guessed_number_format);
  const [duplicates, setDuplicates] = useState<DuplicatePolicy>("skip");
  const [allOrNothing, setAllOrNothing] = useState(false);
  /** Once the user has tried to run: the problems show from then on, and go as they are fixed. */
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const updateEncoding = useUpdateImportEncoding();
  const run = useRunImport();

  const asksFormat = asksNumberFormat(kind, upload.format);
  const problems = checked ? mappingProblems(kind, mapping) : {};
  const formatMissing = checked && asksFormat && numberFormat === null;
  const columnLabel = (index: number) => upload.headers[index] || t("imports.mapping.unnamedColumn", { number: index + 1 });

  function changeEncoding(encoding: ImportEncoding) {
    setFailure(null);
    updateEncoding.mutate(
      { id: upload.id, encoding },
      {
        // The headers read again may be guessed better ("Téléphone" rather than "TÃ©lÃ©phone").
        onSuccess: (reread) => {
          setMapping(guessedMapping(kind, reread));
          setNumberFormat(reread.guessed_number_format);
        },
        onError: (error) => setFailure(apiErrorMessage(error, t)),
      },
    );
  }

  function start() {
    setChecked(true);
    setFailure(null);
    const firstProblem = Object.keys(mappingProblems(kind, mapping))[0];
    if (firstProblem !== undefined || (asksFormat && numberFormat === null)) {
      // The keyboard user lands on what to fix.
      document.getElementById(firstProblem === undefined ? "import-number-format-dot" : `import-field-${firstProblem}`)?.focus();
      return;
    }
    run.mutate(
      {
        id: upload.id,
        options: {
          mapping,
          duplicates,
          all_or_nothing: allOrNothing,
          // Unused where no field is a number, and for xlsx files, whose numbers come typed.
          number_format: numberFormat ?? "dot",
        },
      },
      {
        onError: (error) => {
          const refusal = runRefusal(error);
          if (refusal === "notReady") setFailure(t("imports.errors.notReady"));
          else if (refusal === null) setFailure(apiErrorMessage(error, t));
          else if (refusal === "required")
            setFailure(t("imports.errors.requiredFieldUnmapped", { field: fieldLabel(REQUIRED_IMPORT_FIELD[kind], t) }));
          else setFailure(t("imports.errors.columnMappedTwice"));
        },
      },
    );
  }

  return (
    <div className="min-w-0 space-y-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        {t("imports.mapping.previewTitle", { count: upload.rows, formatted: formatInteger(upload.rows, language) })}
      </h3>
      <div
        role="region"
        aria-label={t("imports.mapping.previewLabel")}
        tabIndex={0}
        className="max-h-52 overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-max min-w-full text-sm">
          <thead className="sticky top-0 bg-muted">
            <tr>
              {upload.headers.map((header, index) => (
                <th key={index} scope="col" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {columnLabel(index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {upload.preview.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t">
                {upload.headers.map((_header, index) => (
                  <td key={index} title={row[index]} className="max-w-64 truncate whitespace-nowrap px-3 py-1.5">
                    {row[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {upload.format === "csv" && upload.encoding !== null && (
        <div className="space-y-1.5">
          <Label htmlFor="import-encoding">{t("imports.mapping.encoding")}</Label>
          <NativeSelect
            id="import-encoding"
            className="sm:w-80"
            value={upload.encoding}
            disabled={updateEncoding.isPending}
            aria-describedby="import-encoding-hint"
            onChange={(event) => changeEncoding(event.target.value as ImportEncoding)}
          >
            {IMPORT_ENCODINGS.map((encoding) => (
              <option key={encoding} value={encoding}>
                {t(ENCODING_LABELS[encoding])}
              </option>
            ))}
          </NativeSelect>
          <p id="import-encoding-hint" className="text-sm text-muted-foreground">
            {t("imports.mapping.encodingHint")}
          </p>
        </div>
      )}

      <fieldset className="space-y-3">
        <legend className="mb-1 text-base font-semibold">{t("imports.mapping.columnsTitle")}</legend>
        <p className="text-sm text-muted-foreground">{t("imports.mapping.columnsHint")}</p>
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          {IMPORT_FIELDS[kind].map((field) => {
            const id = `import-field-${field}`;
            const label = fieldLabel(field, t);
            const problem = problems[field];
            const column = mapping[field];
            return (
              <div key={field} className="min-w-0 space-y-1.5">
                <Label htmlFor={id}>
                  {field === REQUIRED_IMPORT_FIELD[kind] ? t("imports.mapping.requiredField", { field: label }) : label}
                </Label>
                <NativeSelect
                  id={id}
                  value={column === null || column === undefined ? NO_COLUMN : String(column)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  onChange={(event) =>
                    setMapping((current) => ({ ...current, [field]: event.target.value === NO_COLUMN ? null : Number(event.target.value) }))
                  }
                >
                  <option value={NO_COLUMN}>{t("imports.mapping.dontImport")}</option>
                  {upload.headers.map((_header, index) => (
                    <option key={index} value={String(index)}>
                      {columnLabel(index)}
                    </option>
                  ))}
                </NativeSelect>
                {problem && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {problem === "required"
                      ? t("imports.errors.requiredFieldUnmapped", { field: label })
                      : t("imports.errors.columnMappedTwice")}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      {asksFormat && (
        <fieldset className="space-y-2" aria-describedby={formatMissing ? "import-number-format-error" : undefined}>
          <legend className="mb-1 text-base font-semibold">{t("imports.mapping.numberFormat")}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {NUMBER_FORMATS.map((format) => (
              <label key={format} className="flex items-center gap-2 text-sm">
                <input
                  id={`import-number-format-${format}`}
                  type="radio"
                  name="import-number-format"
                  value={format}
                  checked={numberFormat === format}
                  onChange={() => setNumberFormat(format)}
                  className="size-4 accent-primary"
                />
                {t(format === "dot" ? "imports.mapping.numberFormatDot" : "imports.mapping.numberFormatComma", {
                  example: NUMBER_FORMAT_EXAMPLES[format],
                })}
              </label>
            ))}
          </div>
          {formatMissing && (
            <p id="import-number-format-error" className="text-sm text-destructive">
              {t("imports.errors.numberFormatRequired")}
            </p>
          )}
        </fieldset>
      )}

      <fieldset className="space-y-2">
        <legend className="mb-1 text-base font-semibold">{t(`imports.mapping.duplicates.${kind}.title`)}</legend>
        {(["skip", "update"] as const).map((policy) => (
          <label key={policy} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="import-duplicates"
              value={policy}
              checked={duplicates === policy}
              onChange={() => setDuplicates(policy)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            {t(`imports.mapping.duplicates.${kind}.${policy}`)}
          </label>
        ))}
      </fieldset>

      <div className="flex items-start gap-2">
        <input
          id="import-all-or-nothing"
          type="checkbox"
          checked={allOrNothing}
          onChange={(event) => setAllOrNothing(event.target.checked)}
          aria-describedby="import-all-or-nothing-hint"
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="space-y-1">
          <Label htmlFor="import-all-or-nothing">{t("imports.mapping.allOrNothing")}</Label>
          <p id="import-all-or-nothing-hint" className="text-sm text-muted-foreground">
            {t("imports.mapping.allOrNothingHint")}
          </p>
        </div>
      </div>

      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {t("imports.mapping.back")}
        </Button>
        <Button type="button" disabled={run.isPending || updateEncoding.isPending} onClick={start}>
          {t("imports.mapping.run", { count: upload.rows, formatted: formatInteger(upload.rows, language) })}
        </Button>
      </DialogFooter>
    </div>
  );
}
