import { DownloadIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "@web/components/link";
import { SegmentedControl } from "@web/components/segmented-control";
import { Button } from "@web/components/ui/button";
import { CARD_CLASSES } from "@web/components/ui/card-classes";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { csvTable, downloadCsv, type CsvColumn } from "@web/lib/csv";
import { csvFileName, type DaySpan } from "@web/lib/period-from-url";
import type { ReportName } from "./api/get-report";
import { ReportChart, type ChartPoint, type ReportChartProps } from "./report-chart";

/** One column of a report's table and of its CSV file, which writes a month as yyyy-mm. */
export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** The cell as the table writes it, in the interface language. */
  cell: (row: Row) => string;
  /** Where the cell leads, if anywhere: a client's page for a client's row. */
  link?: (row: Row) => string | undefined;
  /** A figure: aligned to the right, in even-width digits. */
  numeric?: boolean;
}

/**
 * What a report's chart draws; nothing (`points` null) when it has no figure to show, or while
 * it loads. `expectedBars` is how many bars to make room for until then, so that the page does
 * not move when they come: every status for the statuses, a guess for the top lists.
 */
export type ReportChartData = Omit<ReportChartProps, "title" | "height" | "points"> & { points: ChartPoint[] | null; expectedBars: number };

interface ReportQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ReportPanelProps<Row> {
  name: ReportName;
  title: string;
  description: string;
  query: ReportQuery;
  /** Undefined while the report loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: ReportColumn<Row>[];
  /** The table's last row, totals under their columns. */
  footer?: string[];
  chart: ReportChartData;
  /** Said in place of a chart with nothing to draw, or of an empty table. */
  emptyMessage: string;
  /** The period's days, in the CSV file's name. */
  days: DaySpan;
  className?: string;
}

/** The height of the upright columns; a ranking grows with its bars. */
const COLUMNS_HEIGHT = 256;
const BAR_ROW_HEIGHT = 36;
const chartHeight = (shape: ReportChartData["shape"], bars: number) =>
  shape === "columns" ? COLUMNS_HEIGHT : Math.max(bars, 1) * BAR_ROW_HEIGHT + 8;

/** A grey block where a chart or a table will show, while its report loads. */
function Placeholder({ height }: { height: number }) {
  return <div className="animate-pulse rounded-md bg-muted" style={{ height }} aria-hidden="true" />;
}

/**
 * One report: its title, a chart or its table (the user's choice), and a CSV download of its
 * figures. Under the chart the same table is there for screen readers, hidden from view; the
 * table shown instead scrolls sideways inside its box on a narrow screen.
 */
export function ReportPanel<Row>({
  name,
  title,
  description,
  query,
  rows,
  rowKey,
  columns,
  footer,
  chart,
  emptyMessage,
  days,
  className,
}: ReportPanelProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [view, setView] = useState<"chart" | "table">("chart");
  const { expectedBars, ...chartProps } = chart;
  const height = chartHeight(chart.shape, chart.points?.length ?? expectedBars);
  const hasRows = rows !== undefined && rows.length > 0;

  function download() {
    if (rows) downloadCsv(csvFileName(name, days), csvTable(columns, rows), language);
  }

  let body;
  if (query.isPending) {
    body = <Placeholder height={height} />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-medium text-destructive">{t("reports.loadFailed")}</p>
        <p className="text-muted-foreground">{apiErrorMessage(query.error, t)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  } else {
    const showsChart = view === "chart" && chart.points !== null;
    body = (
      <>
        {showsChart && <ReportChart {...chartProps} points={chart.points!} title={title} height={height} />}
        {((view === "chart" && chart.points === null) || (view === "table" && !hasRows)) && (
          // As tall as the chart it stands for, as the placeholder was.
          <p className="flex items-center justify-center text-center text-sm text-muted-foreground" style={{ minHeight: height }}>
            {emptyMessage}
          </p>
        )}
        {hasRows && (
          <ReportTable
            caption={title}
            rows={rows}
            rowKey={rowKey}
            columns={columns}
            footer={footer}
            shown={view === "table"}
            labelledBy={headingId}
          />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending || query.isPlaceholderData}
      className={cn(CARD_CLASSES.root, "flex min-w-0 flex-col gap-4 p-4 sm:p-6", className)}
      data-report={name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className={CARD_CLASSES.title}>
            {title}
          </h2>
          <p className={CARD_CLASSES.description}>{description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            label={t("reports.view.label", { report: title })}
            value={view}
            onChange={setView}
            options={[
              { value: "chart", label: t("reports.view.chart") },
              { value: "table", label: t("reports.view.table") },
            ]}
          />
          <Button variant="outline" onClick={download} disabled={!hasRows} aria-label={t("common.downloadCsvOf", { title })}>
            <DownloadIcon aria-hidden="true" />
            {t("common.downloadCsv")}
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}

interface ReportTableProps<Row> {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: ReportColumn<Row>[];
  footer: string[] | undefined;
  /** Shown, or there for screen readers only, under the chart. */
  shown: boolean;
  labelledBy: string;
}

/**
 * A cell's text, a link when the column gives one. Under the chart, where the table is there for
 * screen readers only, the link is left out of the Tab order: the focus never lands out of sight.
 */
function CellText<Row>({ column, row, focusable }: { column: ReportColumn<Row>; row: Row; focusable: boolean }) {
  const to = column.link?.(row);
  if (to === undefined) return column.cell(row);
  return (
    <Link to={to} tabIndex={focusable ? undefined : -1} className="text-primary underline-offset-4 hover:underline">
      {column.cell(row)}
    </Link>
  );
}

/** A report's figures as a table: one row per bar, its first cell naming the row. */
function ReportTable<Row>({ caption, rows, rowKey, columns, footer, shown, labelledBy }: ReportTableProps<Row>) {
  const align = (column: ReportColumn<Row> | undefined) => (column?.numeric ? "whitespace-nowrap text-right tabular-nums" : undefined);
  // Shown, a table wider than the screen scrolls in its own box, which Tab reaches so that the arrow keys scroll it too.
  const box = shown
    ? {
        className: "overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        tabIndex: 0,
        role: "group",
        "aria-labelledby": labelledBy,
        "data-report-table": "",
      }
    : { className: "sr-only" };
  return (
    <div {...box}>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} scope="col" className={align(column)}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <TableHead key={column.header} scope="row" className="h-auto whitespace-normal py-2.5 font-medium text-foreground">
                    <CellText column={column} row={row} focusable={shown} />
                  </TableHead>
                ) : (
                  <TableCell key={column.header} className={align(column)}>
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <tfoot className="border-t font-medium">
            <TableRow>
              {footer.map((text, index) =>
                index === 0 ? (
                  <TableHead key={index} scope="row" className="text-foreground">
                    {text}
                  </TableHead>
                ) : (
                  <TableCell key={index} className={align(columns[index])}>
                    {text}
                  </TableCell>
                ),
              )}
            </TableRow>
          </tfoot>
        )}
      </Table>
    </div>
  );
}
