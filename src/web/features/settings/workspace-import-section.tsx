import { useQueryClient } from "@tanstack/react-query";
import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTextSection } from "@web/i18n/use-text-section";
import { useNavigate } from "react-router";
import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useLanguage } from "@web/i18n/use-language";
import { cn } from "@web/lib/cn";
import { formatMegabytes } from "@web/lib/format";
import { toast } from "@web/lib/toast";

/**
 * "Import a workspace" (docs/product.md "Import and export"): a workspace file, exported here or
 * on another server, becomes a new workspace of the user's, which they then work in.
 */
export function WorkspaceImportSection() {
  const { t, i18n } = useTextSection("dataExport");
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The upload and the refusals' texts load with the first file chosen, not with the settings.
  async function send(file: File) {
    setError(null);
    setSending(file.name);
    try {
      const { importWorkspace } = await import("./api/import-workspace");
      // Resolved once the session works in the new workspace.
      const { workspace } = await importWorkspace(queryClient, file);
      toast.success(t("dataExport.import.done", { name: workspace.name }));
      void navigate("/dashboard");
    } catch (failure) {
      const { workspaceFileErrorMessage } = await import("./workspace-file-errors");
      setError(workspaceFileErrorMessage(failure, t, language, (key) => i18n.exists(key)));
    } finally {
      setSending(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dataExport.import.title")}</CardTitle>
        <CardDescription>{t("dataExport.import.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          {/* The input itself takes the focus and the keys; its label looks like a button. */}
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="peer sr-only"
            aria-describedby={hintId}
            disabled={sending !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a refusal.
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: "outline" }),
              // A long label ("Escolher um arquivo de espaço de trabalho") wraps on a phone rather than widening the page.
              "h-auto min-h-10 max-w-full cursor-pointer whitespace-normal py-2 text-left peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50",
            )}
          >
            <UploadIcon aria-hidden="true" />
            {t("dataExport.import.choose")}
          </label>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("dataExport.import.limit", { size: formatMegabytes(WORKSPACE_FILE_MAX_BYTES, language) })}
        </p>
        {sending !== null && (
          <p role="status" className="text-sm [overflow-wrap:anywhere]">
            {t("dataExport.import.importing", { name: sending })}
          </p>
        )}
        {error !== null && (
          <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
