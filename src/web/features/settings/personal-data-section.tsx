import { DownloadIcon } from "lucide-react";
import { useTextSection } from "@web/i18n/use-text-section";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

/**
 * "Download my data" (docs/product.md "Import and export"): the user's personal data as one JSON
 * file, which the browser saves as the server writes it.
 */
export function PersonalDataSection() {
  const { t } = useTextSection("dataExport");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dataExport.personal.title")}</CardTitle>
        <CardDescription>{t("dataExport.personal.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <a href="/api/v1/account/export" download className={buttonVariants({ variant: "outline" })}>
          <DownloadIcon aria-hidden="true" />
          {t("dataExport.personal.download")}
        </a>
      </CardContent>
    </Card>
  );
}
