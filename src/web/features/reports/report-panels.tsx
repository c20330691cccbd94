import { useMemo, type ComponentType } from "react";
import { clientPath } from "@web/components/client-link";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { ORDER_STATUSES } from "@shared/orders/order-status";
import type { ClientSales, OwnerSales } from "@shared/reports/report.schema";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { formatInteger, formatPercent } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import type { ChosenPeriod } from "@web/lib/period-from-url";
import { useReport, type ReportName } from "./api/get-report";
import { ReportPanel, type ReportColumn } from "./report-panel";

/** The rows the top lists and the owners make room for while they load: about what a small team sees. */
const EXPECTED_TOP_ROWS = 5;
const EXPECTED_OWNERS = 3;

/** What each panel is given: the period chosen, and its place in the page's grid. */
interface PanelProps {
  period: ChosenPeriod;
  className?: string;
}

/** The figures as the panels write them, in the interface language and the workspace's currency. */
function useReportFormats() {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  return useMemo(() => {
    const compactMoney = new Intl.NumberFormat(language, {
      notation: "compact",
      maximumFractionDigits: 1,
      ...(money.currency && { style: "currency", currency: money.currency }),
    });
    const monthName = new Intl.DateTimeFormat(language, { month: "short", year: "numeric" });
    return {
      money: money.format,
      moneyShort: (amount: number) => compactMoney.format(amount),
      integer: (value: number) => formatInteger(value, language),
      /** A part of a whole as a percentage; a dash when the whole is nothing. */
      share: (part: number, whole: number) => (whole === 0 ? t("common.empty") : formatPercent(part / whole, language)),
      /** "2026-03" as the language names the month: Mar 2026, mars 2026. */
      month: (month: string) => {
        const [year, index] = month.split("-").map(Number) as [number, number];
        return monthName.format(new Date(year, index - 1, 1));
      },
      /** A share as the CSV file writes it: a plain percentage, one decimal (40.5 for 40.5 %). */
      sharePercent: (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10),
      /** A share column's CSV header, which says its plain numbers are percentages. */
      percentHeader: (header: string) => t("common.csvPercentHeader", { column: header }),
      /** A money column's CSV header, which names the currency its plain numbers are in. */
      moneyHeader: (header: string) =>
        money.currency ? t("common.csvAmountHeader", { column: header, currency: money.currency }) : header,
    };
  }, [language, money.currency, money.format, t]);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function RevenueByMonthPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const query = useReport("revenue-by-month", period.range);
  const months = query.data?.months;
  type Month = NonNullable<typeof months>[number];
  const revenue = t("sales.columns.revenue");
  const columns: ReportColumn<Month>[] = [
    { header: t("reports.columns.month"), cell: (row) => format.month(row.month), csv: (row) => row.month },
    {
      header: revenue,
      csvHeader: format.moneyHeader(revenue),
      cell: (row) => format.money(row.revenue),
      csv: (row) => row.revenue,
      numeric: true,
    },
    { header: t("sales.columns.count"), cell: (row) => format.integer(row.orders), csv: (row) => row.orders, numeric: true },
  ];
  const sold = months?.some((month) => month.orders > 0) ?? false;
  return (
    <ReportPanel
      name="revenue-by-month"
      title={t("reports.revenueByMonth.title")}
      description={t("reports.revenueByMonth.description")}
      query={query}
      rows={months}
      rowKey={(row) => row.month}
      columns={columns}
      footer={
        months && [
          t("reports.total"),
          format.money(sum(months.map((month) => month.revenue))),
          format.integer(sum(months.map((month) => month.orders))),
        ]
      }
      chart={{
        shape: "columns",
        expectedBars: 0,
        points: sold && months ? months.map((month) => ({ label: format.month(month.month), value: month.revenue })) : null,
        valueName: revenue,
        formatValue: format.money,
        formatShort: format.moneyShort,
      }}
      emptyMessage={t("sales.noSales")}
      days={period.days}
      className={className}
    />
  );
}

function OrdersByStatusPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const query = useReport("orders-by-status", period.range);
  const statuses = query.data?.statuses;
  type Status = NonNullable<typeof statuses>[number];
  const orders = t("reports.columns.orders");
  const total = t("reports.columns.amount");
  const columns: ReportColumn<Status>[] = [
    { header: t("orders.fields.status"), cell: (row) => t(`orders.status.${row.status}`), csv: (row) => t(`orders.status.${row.status}`) },
    { header: orders, cell: (row) => format.integer(row.count), csv: (row) => row.count, numeric: true },
    { header: total, csvHeader: format.moneyHeader(total), cell: (row) => format.money(row.total), csv: (row) => row.total, numeric: true },
  ];
  const placed = statuses?.some((status) => status.count > 0) ?? false;
  return (
    <ReportPanel
      name="orders-by-status"
      title={t("reports.ordersByStatus.title")}
      description={t("reports.ordersByStatus.description")}
      query={query}
      rows={statuses}
      rowKey={(row) => row.status}
      columns={columns}
      chart={{
        shape: "bars",
        expectedBars: ORDER_STATUSES.length,
        points: placed && statuses ? statuses.map((status) => ({ label: t(`orders.status.${status.status}`), value: status.count })) : null,
        valueName: orders,
        formatValue: format.integer,
      }}
      emptyMessage={t("reports.ordersByStatus.empty")}
      days={period.days}
      className={className}
    />
  );
}

/** A client's name in the reports; the sales without a client (or whose client was deleted) share one row. */
function useClientName() {
  const { t } = useTranslation();
  return (row: ClientSales) => row.name ?? t("orders.noClient");
}

/** A client's row leads to the client's page; the sales without a client lead nowhere. */
const clientPage = (row: ClientSales) => (row.client_id === null ? undefined : clientPath(row.client_id));

function TopClientsPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const clientName = useClientName();
  const query = useReport("top-clients", period.range);
  const clients = query.data?.clients;
  const revenue = t("sales.columns.revenue");
  const columns: ReportColumn<ClientSales>[] = [
    { header: t("orders.fields.client"), cell: clientName, csv: clientName, link: clientPage },
    { header: t("clients.fields.company"), cell: (row) => row.company || t("common.empty"), csv: (row) => row.company },
    {
      header: revenue,
      csvHeader: format.moneyHeader(revenue),
      cell: (row) => format.money(row.revenue),
      csv: (row) => row.revenue,
      numeric: true,
    },
    { header: t("sales.columns.count"), cell: (row) => format.integer(row.orders), csv: (row) => row.orders, numeric: true },
  ];
  return (
    <ReportPanel
      name="top-clients"
      title={t("reports.topClients.title")}
      description={t("reports.topClients.description")}
      query={query}
      rows={clients}
      rowKey={(row) => row.client_id ?? "none"}
      columns={columns}
      chart={{
        shape: "bars",
        expectedBars: EXPECTED_TOP_ROWS,
        points: clients?.length ? clients.map((row) => ({ label: clientName(row), value: row.revenue, href: clientPage(row) })) : null,
        valueName: revenue,
        formatValue: format.money,
      }}
      emptyMessage={t("sales.noSales")}
      days={period.days}
      className={className}
    />
  );
}

function TopItemsPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const query = useReport("top-items", period.range);
  const items = query.data?.items;
  type Item = NonNullable<typeof items>[number];
  const quantity = t("reports.columns.quantity");
  const revenue = t("sales.columns.revenue");
  const columns: ReportColumn<Item>[] = [
    { header: t("orders.fields.item"), cell: (row) => row.name, csv: (row) => row.name },
    { header: quantity, cell: (row) => format.integer(row.quantity), csv: (row) => row.quantity, numeric: true },
    {
      header: revenue,
      csvHeader: format.moneyHeader(revenue),
      cell: (row) => format.money(row.revenue),
      csv: (row) => row.revenue,
      numeric: true,
    },
  ];
  return (
    <ReportPanel
      name="top-items"
      title={t("reports.topItems.title")}
      description={t("reports.topItems.description")}
      query={query}
      rows={items}
      rowKey={(row) => row.inventory_item_id ?? `name:${row.name}`}
      columns={columns}
      chart={{
        shape: "bars",
        expectedBars: EXPECTED_TOP_ROWS,
        points: items?.length ? items.map((row) => ({ label: row.name, value: row.quantity })) : null,
        valueName: quantity,
        formatValue: format.integer,
      }}
      emptyMessage={t("sales.noSales")}
      days={period.days}
      className={className}
    />
  );
}

function FunnelPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const query = useReport("funnel", period.range);
  const stages = query.data?.stages;
  type Stage = NonNullable<typeof stages>[number];
  const added = sum(stages?.map((stage) => stage.count) ?? []);
  const clients = t("reports.columns.clients");
  const share = t("reports.columns.share");
  const columns: ReportColumn<Stage>[] = [
    {
      header: t("clients.fields.status"),
      cell: (row) => t(`clients.status.${row.status}`),
      csv: (row) => t(`clients.status.${row.status}`),
    },
    { header: clients, cell: (row) => format.integer(row.count), csv: (row) => row.count, numeric: true },
    {
      header: share,
      csvHeader: format.percentHeader(share),
      cell: (row) => format.share(row.count, added),
      csv: (row) => format.sharePercent(row.count, added),
      numeric: true,
    },
  ];
  return (
    <ReportPanel
      name="funnel"
      title={t("reports.funnel.title")}
      description={t("reports.funnel.description")}
      query={query}
      rows={stages}
      rowKey={(row) => row.status}
      columns={columns}
      footer={stages && [t("reports.total"), format.integer(added), format.share(added, added)]}
      chart={{
        shape: "bars",
        expectedBars: CLIENT_STATUSES.length,
        points: added > 0 && stages ? stages.map((stage) => ({ label: t(`clients.status.${stage.status}`), value: stage.count })) : null,
        valueName: clients,
        formatValue: format.integer,
      }}
      emptyMessage={t("reports.funnel.empty")}
      days={period.days}
      className={className}
    />
  );
}

function RevenueByOwnerPanel({ period, className }: PanelProps) {
  const { t } = useTranslation();
  const format = useReportFormats();
  const query = useReport("revenue-by-owner", period.range);
  const owners = query.data?.owners;
  const total = sum(owners?.map((owner) => owner.revenue) ?? []);
  // The sales without a client have no owner; an owner whose account was deleted has no name.
  const ownerName = (row: OwnerSales) => row.name ?? (row.owner_id === null ? t("orders.noClient") : t("common.formerMember"));
  const revenue = t("sales.columns.revenue");
  const share = t("reports.columns.revenueShare");
  const columns: ReportColumn<OwnerSales>[] = [
    { header: t("clients.fields.owner"), cell: ownerName, csv: ownerName },
    {
      header: revenue,
      csvHeader: format.moneyHeader(revenue),
      cell: (row) => format.money(row.revenue),
      csv: (row) => row.revenue,
      numeric: true,
    },
    { header: t("sales.columns.count"), cell: (row) => format.integer(row.orders), csv: (row) => row.orders, numeric: true },
    {
      header: share,
      csvHeader: format.percentHeader(share),
      cell: (row) => format.share(row.revenue, total),
      csv: (row) => format.sharePercent(row.revenue, total),
      numeric: true,
    },
  ];
  return (
    <ReportPanel
      name="revenue-by-owner"
      title={t("reports.revenueByOwner.title")}
      description={t("reports.revenueByOwner.description")}
      query={query}
      rows={owners}
      rowKey={(row) => row.owner_id ?? "none"}
      columns={columns}
      chart={{
        shape: "bars",
        expectedBars: EXPECTED_OWNERS,
        points: owners?.length ? owners.map((row) => ({ label: ownerName(row), value: row.revenue })) : null,
        valueName: revenue,
        formatValue: format.money,
      }}
      emptyMessage={t("sales.noSales")}
      days={period.days}
      className={className}
    />
  );
}

/** The page's panels in their order: the report each shows, and whether it takes the grid's whole width. */
export const REPORT_PANELS: readonly { name: ReportName; Panel: ComponentType<PanelProps>; wide?: boolean }[] = [
  { name: "revenue-by-month", Panel: RevenueByMonthPanel, wide: true },
  { name: "orders-by-status", Panel: OrdersByStatusPanel },
  { name: "funnel", Panel: FunnelPanel },
  { name: "top-clients", Panel: TopClientsPanel },
  { name: "top-items", Panel: TopItemsPanel },
  { name: "revenue-by-owner", Panel: RevenueByOwnerPanel, wide: true },
];
