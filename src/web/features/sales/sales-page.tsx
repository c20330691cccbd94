import type { ClientSales, OwnerSales, SalesSummary } from "@shared/reports/report.schema";
import { ClientLink } from "@web/components/client-link";
import { PageHeader } from "@web/components/page-header";
import { PeriodPicker } from "@web/components/period-picker";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { csvFileName, usePeriodFromUrl, type DaySpan, type PeriodOptions } from "@web/lib/period-from-url";
import { useLanguage } from "@web/i18n/use-language";
import { useSalesSummary } from "./api/get-sales-summary";
import { SalesFigures } from "./sales-figures";
import { SalesInvoices } from "./sales-invoices";
import { SalesTable, type SalesColumn } from "./sales-table";

/** The periods /sales offers, this month without a `period` in the address. */
const SALES_PERIODS: PeriodOptions = {
  periods: ["thisMonth", "lastMonth", "thisQuarter", "thisYear", "custom"],
  defaultPeriod: "thisMonth",
};

/**
 * docs/product.md "Sales" (docs/decisions.md 99 and 101): the orders that brought money in (delivered or paid) over a period
 * kept in the address, their total, count and average, and tables by client and by owner, each
 * exported as CSV, and the invoices and credit notes issued in the period. Live: another member's
 * order, client or invoice change refreshes it.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const [period, choosePeriod] = usePeriodFromUrl(SALES_PERIODS);
  const sales = useSalesSummary(period.range);

  return (
    <>
      <PageHeader title={t("sales.title")} />
      <PeriodPicker options={SALES_PERIODS} chosen={period} onChoose={choosePeriod} />
      <div
        className={sales.isPlaceholderData ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"}
        aria-busy={sales.isPending || sales.isPlaceholderData}
      >
        {sales.isPending && (
          <p role="status" className="sr-only">
            {t("sales.loading")}
          </p>
        )}
        {sales.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
              <p className="font-medium text-destructive">{t("sales.loadFailed")}</p>
              <p className="text-muted-foreground">{apiErrorMessage(sales.error, t)}</p>
              <Button variant="outline" onClick={() => void sales.refetch()}>
                {t("common.retry")}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <SalesFigures summary={sales.data} />
            {sales.data && <SalesTables summary={sales.data} days={period.days} stale={sales.isPlaceholderData} />}
          </>
        )}
        {/* Once the figures above are in, so that their arrival does not push the invoices down as they show. */}
        {!sales.isPending && <SalesInvoices days={period.days} />}
      </div>
    </>
  );
}

/**
 * The sales by client and by owner, or what to do when there are none. `stale`: another period's
 * sales, shown until the range's own arrive, which cannot be exported under the range's name.
 */
function SalesTables({ summary, days, stale }: { summary: SalesSummary; days: DaySpan; stale: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  if (summary.orders === 0) {
    return (
      <Card>
        <CardContent className="space-y-1 pt-6 text-center">
          <p className="font-medium">{t("sales.noSales")}</p>
          <p className="text-sm text-muted-foreground">{t("sales.whatCounts")}</p>
        </CardContent>
      </Card>
    );
  }

  // Amounts in the file: as many decimals as the currency has, the currency named in the header.
  const amount = (value: number) => Number(value.toFixed(money.digits));
  const revenue = t("sales.columns.revenue");
  const revenueColumn = {
    header: revenue,
    csvHeader: money.currency ? t("common.csvAmountHeader", { column: revenue, currency: money.currency }) : undefined,
    csv: (row: { revenue: number }) => amount(row.revenue),
    cell: (row: { revenue: number }) => money.format(row.revenue),
    numeric: true,
  };
  const countColumn = {
    header: t("sales.columns.count"),
    csv: (row: { orders: number }) => row.orders,
    cell: (row: { orders: number }) => formatInteger(row.orders, language),
    numeric: true,
  };
  const clientColumns: SalesColumn<ClientSales>[] = [
    {
      header: t("orders.fields.client"),
      csv: (row) => row.name ?? t("orders.noClient"),
      cell: (row) =>
        row.client_id !== null && row.name !== null ? <ClientLink clientId={row.client_id}>{row.name}</ClientLink> : t("orders.noClient"),
    },
    {
      header: t("clients.fields.company"),
      csv: (row) => row.company,
      cell: (row) => row.company ?? t("common.empty"),
      widerScreensOnly: true,
    },
    countColumn,
    revenueColumn,
  ];
  const ownerColumns: SalesColumn<OwnerSales>[] = [
    { header: t("clients.fields.owner"), csv: (row) => ownerName(row) },
    countColumn,
    revenueColumn,
  ];

  function ownerName(row: OwnerSales): string {
    if (row.name?.trim()) return row.name;
    return row.owner_id === null ? t("orders.noClient") : t("common.formerMember");
  }

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr]">
      <SalesTable
        title={t("sales.byClient")}
        rows={summary.by_client}
        columns={clientColumns}
        rowKey={(row) => row.client_id ?? "none"}
        fileName={csvFileName("sales-by-client", days)}
        downloadDisabled={stale}
        note={
          summary.by_client_truncated
            ? t("sales.truncated", { count: summary.by_client.length, formatted: formatInteger(summary.by_client.length, language) })
            : undefined
        }
      />
      <SalesTable
        title={t("sales.byOwner")}
        rows={summary.by_owner}
        columns={ownerColumns}
        rowKey={(row) => row.owner_id ?? "none"}
        fileName={csvFileName("sales-by-owner", days)}
        downloadDisabled={stale}
      />
    </div>
  );
}
