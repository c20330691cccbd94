import { BanknoteIcon, HashIcon, ReceiptIcon } from "lucide-react";
import type { SalesSummary } from "@shared/reports/report.schema";
import { FigureCard } from "@web/components/figure-card";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useLanguage } from "@web/i18n/use-language";

/** The period's revenue, number of sales and average sale, in the workspace's currency; undefined while loading. */
export function SalesFigures({ summary }: { summary: SalesSummary | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const average =
    summary?.average === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("sales.noSales")}</span>
      </>
    ) : (
      summary && money.format(summary.average)
    );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FigureCard
        valueTestId="figure-value"
        title={t("sales.figures.revenue")}
        icon={BanknoteIcon}
        value={summary && money.format(summary.revenue)}
      />
      <FigureCard
        valueTestId="figure-value"
        title={t("sales.figures.orders")}
        icon={HashIcon}
        value={summary && formatInteger(summary.orders, language)}
      />
      <FigureCard valueTestId="figure-value" title={t("sales.figures.average")} icon={ReceiptIcon} value={average} />
    </div>
  );
}
