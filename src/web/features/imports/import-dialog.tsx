import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { ImportKind } from "@shared/imports/import-limits";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import { queryKeysToRefresh } from "@web/lib/live-updates/change-invalidations";
import { useImport } from "./api/get-import";
import { ChooseFileStep } from "./choose-file-step";
import { MappingStep } from "./mapping-step";
import { ProgressStep } from "./progress-step";
import { ReportStep } from "./report-step";

interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Importing clients or inventory items from a CSV or xlsx file (docs/product.md "Import and
 * export"): the file, its columns, the progress, the report. Closing the dialog while the
 * import runs leaves it running on the server; it opens again on a new file.
 */
export function ImportDialog({ kind, open, onOpenChange }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-2xl">
        <ImportSteps kind={kind} />
      </DialogContent>
    </Dialog>
  );
}

/** The steps, from the import's state on the server: none yet, ready (mapping), running, done or failed. */
function ImportSteps({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<string | undefined>(undefined);
  const current = useImport(importId).data;
  const step = !current ? "file" : current.status === "ready" ? "mapping" : current.status === "running" ? "progress" : "report";

  // The lists show the imported rows at once, without waiting for the live update.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (step !== "report" || !current || refreshed.current === current.id) return;
    refreshed.current = current.id;
    const change = { entity: kind === "clients" ? "client" : "inventory", action: "created", id: null } as const;
    for (const queryKey of queryKeysToRefresh(change)) void queryClient.invalidateQueries({ queryKey });
  }, [step, current, kind, queryClient]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`imports.title.${kind}`)}</DialogTitle>
        <DialogDescription>{t(`imports.steps.${step}`)}</DialogDescription>
      </DialogHeader>
      {step === "file" && <ChooseFileStep kind={kind} onUploaded={(uploaded) => setImportId(uploaded.id)} />}
      {step === "mapping" && current && <MappingStep key={current.id} upload={current} onBack={() => setImportId(undefined)} />}
      {step === "progress" && current && <ProgressStep running={current} />}
      {step === "report" && current && <ReportStep finished={current} onImportAnother={() => setImportId(undefined)} />}
    </>
  );
}
