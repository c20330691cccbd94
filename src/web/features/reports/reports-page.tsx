import { useIsFetching } from "@tanstack/react-query";
import { PageHeader } from "@web/components/page-header";
import { PeriodPicker } from "@web/components/period-picker";
import { useTranslation } from "@web/i18n/i18n";
import type { FirstData } from "@web/lib/first-data";
import { readPeriod, usePeriodFromUrl, type PeriodOptions } from "@web/lib/period-from-url";
import { getReportQueryOptions, reportsQueryKey } from "./api/get-report";
import { REPORT_PANELS } from "./report-panels";

/** The periods /reports offers, the last 12 months without a `period` in the address. */
const REPORT_PERIODS: PeriodOptions = {
  periods: ["thisMonth", "lastMonth", "thisQuarter", "thisYear", "last12Months", "custom"],
  defaultPeriod: "last12Months",
};

/** What the page shows first (src/web/lib/first-data.ts): the six reports over the period the address asks for. */
export const reportsFirstData: FirstData = (queryClient, search) => {
  const { range } = readPeriod(search, REPORT_PERIODS, new Date());
  return Promise.all(REPORT_PANELS.map(({ name }) => queryClient.prefetchQuery(getReportQueryOptions(name, range))));
};

/**
 * docs/product.md "Reports" (docs/decisions.md 102): six reports of the workspace over a period, each a chart, its
 * table and its CSV file. The page, its tables and their placeholders come at once; the charts'
 * library follows, once a report has something to draw.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [period, choosePeriod] = usePeriodFromUrl(REPORT_PERIODS);
  // A report being loaded for the first time or for another period; not the live updates' refreshes of those shown.
  const loading = useIsFetching({ queryKey: reportsQueryKey, predicate: (query) => query.state.status === "pending" }) > 0;

  return (
    <>
      <PageHeader title={t("reports.title")} />
      <PeriodPicker options={REPORT_PERIODS} chosen={period} onChoose={choosePeriod} />
      {loading && (
        <p role="status" className="sr-only">
          {t("reports.loading")}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {REPORT_PANELS.map(({ name, Panel, wide }) => (
          <Panel key={name} period={period} className={wide ? "lg:col-span-2" : undefined} />
        ))}
      </div>
    </>
  );
}
