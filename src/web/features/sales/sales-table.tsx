import { DownloadIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { CARD_CLASSES } from "@web/components/ui/card-classes";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { csvTable, downloadCsv, type CsvColumn } from "@web/lib/csv";
import { useLanguage } from "@web/i18n/use-language";

export interface SalesColumn<Row> extends CsvColumn<Row> {
  /** The cell on screen; the file's value as text unless given. */
  cell?: (row: Row) => ReactNode;
  /** An amount or a count: right-aligned, its digits lined up, never wrapped. */
  numeric?: boolean;
  /**
   * A column only from small tablets up; on a phone its text goes under the first column's, so
   * that the table fits 390 px without scrolling.
   */
  widerScreensOnly?: boolean;
}

interface SalesTableProps<Row> {
  title: string;
  rows: Row[];
  columns: SalesColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The downloaded file's name, e.g. sales-by-client-2026-11-01-2026-11-30.csv. */
  fileName: string;
  /** Said under the table, e.g. that the list stops at its best clients. */
  note?: string;
  downloadDisabled?: boolean;
}

/**
 * One table of the sales in a card, with its title and a "Download CSV" button (named after the
 * table, as the reports' are) that downloads the rows as shown, under the same headers
 * (lib/csv.ts). The table is named by the title for screen readers, which read the rows with
 * their headers.
 */
export function SalesTable<Row>({ title, rows, columns, rowKey, fileName, note, downloadDisabled }: SalesTableProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [first, ...others] = columns;
  const shown = (column: SalesColumn<Row>, row: Row) => (column.cell ? column.cell(row) : column.csv(row));
  const download = () => downloadCsv(fileName, csvTable(columns, rows), language);
  const hiddenOnPhones = (column: SalesColumn<Row>) => column.widerScreensOnly && "hidden sm:table-cell";

  return (
    <section aria-labelledby={headingId} className={CARD_CLASSES.root}>
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
        <h2 id={headingId} className={CARD_CLASSES.title}>
          {title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          disabled={downloadDisabled}
          aria-label={t("common.downloadCsvOf", { title })}
        >
          <DownloadIcon aria-hidden="true" />
          {t("common.downloadCsv")}
        </Button>
      </div>
      <Table aria-labelledby={headingId} className="border-t">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead
                key={column.header}
                scope="col"
                className={cn(column.numeric && "text-right", hiddenOnPhones(column), column === first && "sm:pl-6", "sm:last:pr-6")}
              >
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              <TableCell className="font-medium [overflow-wrap:anywhere] sm:pl-6">
                {first && shown(first, row)}
                {others
                  .filter((column) => column.widerScreensOnly && column.csv(row) !== null)
                  .map((column) => (
                    <span key={column.header} className="block font-normal text-muted-foreground sm:hidden">
                      {shown(column, row)}
                    </span>
                  ))}
              </TableCell>
              {others.map((column) => (
                <TableCell
                  key={column.header}
                  className={cn(
                    column.numeric ? "whitespace-nowrap text-right tabular-nums" : "[overflow-wrap:anywhere]",
                    hiddenOnPhones(column),
                    "sm:last:pr-6",
                  )}
                >
                  {shown(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note && <p className="border-t p-4 text-sm text-muted-foreground sm:px-6">{note}</p>}
    </section>
  );
}
