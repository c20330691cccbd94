import { useId, useState } from "react";
import type { InvoiceFilter } from "@shared/invoices/invoice-limits";
import type { Invoice } from "@shared/invoices/invoice.schema";
import { ClientLink } from "@web/components/client-link";
import { DataList } from "@web/components/data-list";
import { InvoiceStatusBadge } from "@web/components/invoice-status-badge";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { CARD_CLASSES } from "@web/components/ui/card-classes";
import { NativeSelect } from "@web/components/ui/native-select";
import { apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatDay, formatMoney } from "@web/lib/format";
import type { DaySpan } from "@web/lib/period-from-url";
import { useLanguage } from "@web/i18n/use-language";
import { useTextSection } from "@web/i18n/use-text-section";
import { useInvoices } from "./api/list-invoices";

/** The filter's choices: every invoice and credit note, or invoices in one state. */
const FILTERS = ["all", "unpaid", "overdue", "paid", "credited"] as const satisfies readonly ("all" | InvoiceFilter)[];
type Filter = (typeof FILTERS)[number];

/**
 * The invoices and credit notes issued in the period of /sales (docs/product.md "Quotes and
 * invoices"), newest first, filtered by state, with more loaded on demand. A table from tablet
 * width, cards on phones.
 */
export function SalesInvoices({ days }: { days: DaySpan }) {
  const { t } = useTextSection("invoices");
  const language = useLanguage();
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>("all");
  const invoices = useInvoices({ status: filter === "all" ? undefined : filter, from: days.first, to: days.last });
  const rows = invoices.data?.pages.flatMap((page) => page.items) ?? [];
  const replacing = invoices.isPlaceholderData;

  let content;
  if (invoices.isPending) {
    content = (
      <p className="p-6 text-center text-muted-foreground" role="status">
        {t("invoices.sales.loading")}
      </p>
    );
  } else if (invoices.isError) {
    content = (
      <div className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
        <p className="text-destructive">
          {t("invoices.sales.loadFailed")}: {apiErrorMessage(invoices.error, t)}
        </p>
        <Button variant="outline" onClick={() => void invoices.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <p className="p-6 text-center text-muted-foreground">
        {filter === "all" ? t("invoices.sales.empty") : t("invoices.sales.emptyFiltered")}
      </p>
    );
  } else {
    content = (
      <>
        <DataList<Invoice>
          rows={rows}
          rowKey={(invoice) => invoice.id}
          actionsHeader={t("common.actions")}
          columns={[
            {
              id: "number",
              header: t("invoices.fields.number"),
              card: "title",
              className: "font-mono font-medium whitespace-nowrap",
              cell: (invoice) => (
                <>
                  {invoice.number}
                  <span className="sr-only"> ({t(`invoices.kind.${invoice.kind}`)})</span>
                </>
              ),
            },
            {
              id: "client",
              header: t("orders.fields.client"),
              cell: (invoice) =>
                invoice.client_id !== null && invoice.client_name !== null ? (
                  <ClientLink clientId={invoice.client_id}>{invoice.client_name}</ClientLink>
                ) : (
                  (invoice.client_name ?? t("orders.noClient"))
                ),
            },
            {
              id: "order",
              header: t("orders.fields.number"),
              cell: (invoice) => (
                <Link to={`/orders/${invoice.order_id}`} className="font-mono text-primary underline-offset-4 hover:underline">
                  {t("orders.number", { number: invoice.order_number })}
                </Link>
              ),
            },
            {
              id: "issue_date",
              header: t("invoices.fields.issueDate"),
              className: "whitespace-nowrap",
              cell: (invoice) => formatDay(invoice.issue_date, language),
            },
            {
              id: "due_date",
              header: t("invoices.fields.dueDate"),
              className: "whitespace-nowrap",
              showFrom: "lg",
              cell: (invoice) => (invoice.due_date === null ? t("common.empty") : formatDay(invoice.due_date, language)),
            },
            {
              id: "total",
              header: t("orders.fields.total"),
              align: "right",
              className: "tabular-nums whitespace-nowrap",
              cell: (invoice) => formatMoney(invoice.total, language, invoice.currency),
            },
            {
              id: "status",
              header: t("orders.fields.status"),
              card: "badge",
              cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
            },
          ]}
        />
        {invoices.hasNextPage && (
          <div className="flex justify-center border-t p-4">
            <Button
              variant="outline"
              aria-busy={invoices.isFetchingNextPage}
              disabled={invoices.isFetchingNextPage || replacing}
              onClick={() => void invoices.fetchNextPage()}
            >
              {invoices.isFetchingNextPage ? t("common.loadingMore") : t("invoices.sales.loadMore")}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn(CARD_CLASSES.root, replacing && "opacity-60 transition-opacity")}
      aria-busy={replacing}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4 sm:px-6">
        <h2 id={headingId} className={CARD_CLASSES.title}>
          {t("invoices.sales.title")}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-muted-foreground">
            {t("invoices.sales.filterLabel")}
          </label>
          <NativeSelect id={filterId} className="w-48" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            {FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`invoices.sales.filters.${choice}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {content}
    </section>
  );
}
