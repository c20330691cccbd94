import { DownloadIcon } from "lucide-react";
import { useTextSection } from "@web/i18n/use-text-section";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

/**
 * "Export the workspace" (admins and the owner; docs/product.md "Import and export"): everything
 * the workspace holds as one file, which the browser saves as the server writes it.
 */
export function WorkspaceExportSection() {
  const { t } = useTextSection("dataExport");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dataExport.workspace.title")}</CardTitle>
        <CardDescription>{t("dataExport.workspace.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t("dataExport.workspace.never")}</p>
        <a href="/api/v1/exports/workspace" download className={buttonVariants({ variant: "outline" })}>
          <DownloadIcon aria-hidden="true" />
          {t("dataExport.workspace.download")}
        </a>
      </CardContent>
    </Card>
  );
}
