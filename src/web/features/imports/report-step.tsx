import { DownloadIcon } from "lucide-react";
import type { ImportReport, ImportResource } from "@shared/imports/import.schema";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { downloadFile } from "@web/lib/download-file";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { fieldLabel, reasonText } from "./import-messages";
import { importReportCsv, importReportFileName } from "./import-report-csv";
import { useFocusOnMount } from "./use-focus-on-mount";

/** Skipped rows the table shows; the report file holds them all. */
const SHOWN_SKIPPED_ROWS = 100;

/**
 * Whether an "only if every row is valid" import saved nothing: it skips every row, and reports
 * only the invalid ones (docs/decisions.md 117).
 */
const nothingImported = (report: ImportReport) => report.created + report.updated === 0 && report.skipped > report.errors.length;

/** Step 4: what was created, updated and skipped; each skipped row with its reason, on screen and as a CSV file. */
export function ReportStep({ finished, onImportAnother }: { finished: ImportResource; onImportAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const kind = finished.kind;
  const report = finished.report;
  const exists = (key: string) => i18n.exists(key);
  const figure = (key: "created" | "updated" | "skipped", count: number) =>
    t(`imports.report.${key}`, { count, formatted: formatInteger(count, language) });
  const shown = report?.errors.slice(0, SHOWN_SKIPPED_ROWS) ?? [];

  function download() {
    if (!report) return;
    downloadFile(importReportCsv(report.errors, kind, language, t, exists), importReportFileName(kind), "text/csv;charset=utf-8");
  }

  return (
    <div className="min-w-0 space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        {finished.status === "failed" ? t("imports.report.failedTitle") : t("imports.report.title")}
      </h3>
      {finished.status === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {t((finished.failure !== null && i18n.exists(finished.failure) ? finished.failure : "imports.failures.unexpected") as TextKey)}
        </p>
      )}
      {report && nothingImported(report) && (
        <p role="alert" className="text-sm text-destructive">
          {t("imports.report.nothingImported")}
        </p>
      )}
      {report && (
        <p className="text-sm font-medium">
          {[figure("created", report.created), figure("updated", report.updated), figure("skipped", report.skipped)].join(", ")}
        </p>
      )}
      {report && report.errors.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">{t("imports.report.skippedRows")}</h4>
          {report.errors.length > shown.length && (
            <p className="text-sm text-muted-foreground">
              {t("imports.report.shownOf", {
                shown: formatInteger(shown.length, language),
                total: formatInteger(report.errors.length, language),
              })}
            </p>
          )}
          <div
            role="region"
            aria-label={t("imports.report.skippedRows")}
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("imports.report.line")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t("imports.report.field")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t("imports.report.reason")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t("imports.report.value")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((error, index) => (
                  <tr key={index} className="border-t align-top">
                    <td className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums">{formatInteger(error.line, language)}</td>
                    <td className="whitespace-nowrap px-3 py-1.5">{fieldLabel(error.field, t) || t("common.empty")}</td>
                    <td className="min-w-48 px-3 py-1.5">{reasonText(error, kind, language, t, exists)}</td>
                    <td className="max-w-48 truncate px-3 py-1.5" title={error.value ?? undefined}>
                      {error.value ?? t("common.empty")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button type="button" variant="outline" onClick={download}>
            <DownloadIcon />
            {t("imports.report.download")}
          </Button>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onImportAnother}>
          {t("imports.report.importAnother")}
        </Button>
        <DialogClose asChild>
          <Button type="button">{t("common.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
