import {
  ArrowDownRightIcon,
  ArrowUpRightIcon,
  BanknoteIcon,
  HandshakeIcon,
  MinusIcon,
  PercentIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { TREND_DAYS } from "@shared/dashboard/dashboard";
import type { Dashboard } from "@shared/dashboard/dashboard.schema";
import { FigureCard } from "@web/components/figure-card";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { changeDirection, formatInteger, formatPercent, formatPercentChange } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useLanguage } from "@web/i18n/use-language";

/**
 * "+12% vs. the previous 30 days": green with an up arrow for a rise, red with a down arrow for a
 * fall. With nothing before to compare with, a figure that is all new says so ("New in the last
 * 30 days", a young account's first month), and an empty one that there is no data.
 */
function TrendNote({ trend, hasFigure }: { trend: number | null; hasFigure: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (trend === null) {
    // Nothing to compare with: saying 0% would claim there was no change.
    const note = hasFigure ? t("dashboard.trend.allNew", { days: TREND_DAYS }) : t("dashboard.trend.noData", { days: TREND_DAYS });
    return <p className="text-xs text-muted-foreground">{note}</p>;
  }
  const direction = changeDirection(trend);
  const Arrow = { up: ArrowUpRightIcon, down: ArrowDownRightIcon, flat: MinusIcon }[direction];
  const colour = { up: "text-emerald-700 dark:text-emerald-400", down: "text-red-700 dark:text-red-400", flat: "text-muted-foreground" }[
    direction
  ];
  return (
    <p className={cn("flex items-start gap-1 text-xs", colour)} data-trend={direction}>
      <Arrow className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{t("dashboard.trend.change", { change: formatPercentChange(trend, language), days: TREND_DAYS })}</span>
    </p>
  );
}

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  trend: number | null | undefined;
  /** The figure is more than nothing: a conversion, a client, revenue. */
  hasFigure: boolean;
}

function StatCard({ trend, hasFigure, ...figure }: StatCardProps) {
  return <FigureCard {...figure} valueTestId="stat-value" note={<TrendNote trend={trend ?? null} hasFigure={hasFigure} />} />;
}

/** Total clients, active deals, revenue (in the workspace's currency) and conversion (docs/decisions.md 64), each with its 30-day trend. */
export function StatCards({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const conversion =
    dashboard?.conversion === null ? (
      <>
        <span aria-hidden="true">{t("dashboard.stats.noValue")}</span>
        <span className="sr-only">{t("dashboard.stats.noConversion")}</span>
      </>
    ) : (
      dashboard && formatPercent(dashboard.conversion, language)
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title={t("dashboard.stats.totalClients")}
        icon={UsersIcon}
        value={dashboard && formatInteger(dashboard.total_clients, language)}
        trend={dashboard?.trends.total_clients}
        hasFigure={(dashboard?.total_clients ?? 0) > 0}
      />
      <StatCard
        title={t("dashboard.stats.activeDeals")}
        icon={HandshakeIcon}
        value={dashboard && formatInteger(dashboard.active_deals, language)}
        trend={dashboard?.trends.active_deals}
        hasFigure={(dashboard?.active_deals ?? 0) > 0}
      />
      <StatCard
        title={t("dashboard.stats.revenue")}
        icon={BanknoteIcon}
        value={dashboard && money.format(dashboard.revenue)}
        trend={dashboard?.trends.revenue}
        hasFigure={(dashboard?.revenue ?? 0) > 0}
      />
      <StatCard
        title={t("dashboard.stats.conversion")}
        icon={PercentIcon}
        value={conversion}
        trend={dashboard?.trends.conversion}
        hasFigure={dashboard?.conversion != null}
      />
    </div>
  );
}
