import { ConstructionIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@web/components/page-header";
import { Card, CardContent } from "@web/components/ui/card";

export type ComingSoonSection = "sales" | "pipeline" | "reports";

/** Sales, Pipeline and Reports: a title and a coming-soon message (docs/product.md "Coming-soon pages"). */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`comingSoon.${section}`)} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
          <ConstructionIcon className="size-10" aria-hidden="true" />
          <p className="text-lg">{t("comingSoon.message")}</p>
        </CardContent>
      </Card>
    </>
  );
}
