import { FileUpIcon } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { IMPORT_LIMITS, type ImportKind } from "@shared/imports/import-limits";
import type { ImportResource } from "@shared/imports/import.schema";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { formatInteger, formatPercent } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { useUploadImport } from "./api/upload-import";
import { formatMegabytes } from "@web/lib/format";
import { chosenFileProblem, IMPORT_FILE_EXTENSIONS, uploadErrorText } from "./import-messages";
import { ProgressBar } from "./progress-bar";

/** What the file input offers: the extensions, and the types browsers give CSV and xlsx files. */
const ACCEPTED_FILES = [
  ...IMPORT_FILE_EXTENSIONS,
  "text/csv",
  "text/plain",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
].join(",");

/** Step 1: a file dropped or chosen, checked, then uploaded with its progress shown. */
export function ChooseFileStep({ kind, onUploaded }: { kind: ImportKind; onUploaded: (uploaded: ImportResource) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadImport();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<{ name: string; sent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // Closing the dialog while the file is on its way stops sending it.
  useEffect(() => () => abortRef.current?.abort(), []);

  function send(file: File) {
    const problem = chosenFileProblem(file, language, t);
    setError(problem);
    if (problem) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setSending({ name: file.name, sent: 0 });
    upload.mutate(
      { kind, file, signal: controller.signal, onProgress: (sent) => setSending({ name: file.name, sent }) },
      {
        onSuccess: onUploaded,
        onError: (refusal) => {
          if (controller.signal.aborted) return;
          setSending(null);
          setError(uploadErrorText(refusal, language, t));
        },
      },
    );
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending) send(file);
  }

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center",
          dragging ? "border-primary bg-accent" : "border-input",
        )}
      >
        <FileUpIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">{t("imports.file.dropHere")}</p>
        <Button type="button" variant="outline" disabled={sending !== null} onClick={() => inputRef.current?.click()}>
          {t("imports.file.choose")}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_FILES}
          className="hidden"
          aria-label={t("imports.file.choose")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again after a refusal.
            event.target.value = "";
            if (file) send(file);
          }}
        />
        <p className="text-sm text-muted-foreground">
          {t("imports.file.limits", {
            size: formatMegabytes(IMPORT_LIMITS.maxBytes, language),
            rows: formatInteger(IMPORT_LIMITS.maxRows, language),
          })}
        </p>
      </div>
      {sending && (
        <div className="space-y-2" role="status">
          <p className="text-sm [overflow-wrap:anywhere]">{t("imports.file.uploading", { name: sending.name })}</p>
          <ProgressBar
            label={t("imports.file.uploadProgress")}
            value={Math.round(sending.sent * 100)}
            max={100}
            valueText={formatPercent(sending.sent, language)}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
