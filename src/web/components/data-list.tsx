import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { nextSort, type SortableColumn } from "@web/lib/use-sort-from-url";
import { useWideScreen } from "@web/lib/use-wide-screen";

export interface DataListColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the column goes on a card (phones): the card's title, its badge at the
   * top right, a labelled line (the default), or nowhere.
   */
  card?: "title" | "badge" | "field" | "none";
  /** The narrowest table that still shows the column; cards always show it. */
  showFrom?: "lg" | "xl";
  align?: "right";
  className?: string;
  /** Its header sorts the list by this field (tables; cards sort with the page's "Sort by" select). */
  sortable?: SortableColumn<string>;
}

export interface DataListProps<Row> {
  rows: Row[];
  columns: DataListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The row's action buttons, in the last column of the table and at the foot of a card. */
  actions?: (row: Row) => ReactNode;
  actionsHeader: string;
  /** The list's current sort (`field` or `-field`), and what a sortable header's click asks for. */
  sort?: { value: string; onChange: (sort: string) => void };
}

const SHOW_FROM = { lg: "hidden lg:table-cell", xl: "hidden xl:table-cell" } as const;

/**
 * A list of records: a table from tablet width up, whose header stays in view while
 * the page scrolls and whose columns give way (least important first) rather than
 * scroll sideways; a stack of cards on phones, actions always in view. Only the one the
 * screen shows is rendered: both took twice the time of the first render on a phone.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  return useWideScreen() ? <DataTable {...props} /> : <DataCards {...props} />;
}

function DataTable<Row>({ rows, columns, rowKey, actions, actionsHeader, sort }: DataListProps<Row>) {
  return (
    <Table wrapperClassName="hidden md:block">
      <TableHeader className="sticky top-16 z-10 bg-card">
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead
              key={column.id}
              className={cn(column.showFrom && SHOW_FROM[column.showFrom], column.align === "right" && "text-right")}
              aria-sort={sort && column.sortable ? ariaSort(sort.value, column.sortable.field) : undefined}
            >
              {sort && column.sortable ? <SortButton column={column} sortable={column.sortable} sort={sort} /> : column.header}
            </TableHead>
          ))}
          {actions && <TableHead className="text-right">{actionsHeader}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-row-key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                className={cn(
                  "[overflow-wrap:anywhere]",
                  column.showFrom && SHOW_FROM[column.showFrom],
                  column.align === "right" && "text-right",
                  column.className,
                )}
              >
                {column.cell(row)}
              </TableCell>
            ))}
            {actions && <TableCell className="whitespace-nowrap text-right">{actions(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DataCards<Row>({ rows, columns, rowKey, actions }: DataListProps<Row>) {
  const title = columns.find((column) => column.card === "title");
  const badge = columns.find((column) => column.card === "badge");
  const fields = columns.filter((column) => (column.card ?? "field") === "field");
  return (
    <ul className="divide-y md:hidden">
      {rows.map((row) => (
        <li key={rowKey(row)} data-row-key={rowKey(row)} className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 font-medium [overflow-wrap:anywhere]">{title?.cell(row)}</div>
            {badge && <div className="shrink-0">{badge.cell(row)}</div>}
          </div>
          {fields.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {fields.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className="-mb-2 -mr-2 flex justify-end">{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}

function ariaSort(sort: string, field: string): "ascending" | "descending" | undefined {
  if (sort === field) return "ascending";
  if (sort === `-${field}`) return "descending";
  return undefined;
}

/** A sortable column's header: a button that sorts by it, then the other way, with an arrow saying which way it is sorted. */
function SortButton<Row>({
  column,
  sortable,
  sort,
}: {
  column: DataListColumn<Row>;
  sortable: SortableColumn<string>;
  sort: NonNullable<DataListProps<Row>["sort"]>;
}) {
  const direction = ariaSort(sort.value, sortable.field);
  const Icon = direction === "ascending" ? ArrowUpIcon : direction === "descending" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      className={cn(
        "-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        direction && "text-foreground",
        column.align === "right" && "flex-row-reverse",
      )}
      onClick={() => sort.onChange(nextSort(sort.value, sortable))}
    >
      {column.header}
      <Icon className={cn("size-3.5 shrink-0", !direction && "opacity-40")} aria-hidden="true" />
    </button>
  );
}
