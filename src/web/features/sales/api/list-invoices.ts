import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InvoiceFilter } from "@shared/invoices/invoice-limits";
import type { Invoice } from "@shared/invoices/invoice.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { browserTimeZone } from "@web/lib/time-zone";

/**
 * What /sales asks of the invoices: one state (none: every invoice and credit note) issued
 * between two days of the period, both included (yyyy-mm-dd).
 */
export interface InvoicesQuery {
  status: InvoiceFilter | undefined;
  from: string;
  to: string;
}

export const listInvoicesQueryOptions = (query: InvoicesQuery) =>
  infiniteQueryOptions({
    // Under the invoices' root: an invoice issued, sent or credited anywhere, or an order paid, refreshes it.
    queryKey: [...QUERY_ROOTS.invoices, "list", query],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Invoice>>("/invoices", {
        // The time zone says which day is today, so which invoice is overdue.
        query: { ...query, tz: browserTimeZone(), cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // Another filter or period keeps the rows in view, dimmed, until its own arrive.
    placeholderData: keepPreviousData,
  });

/** The workspace's invoices and credit notes of the period, newest first, a page at a time. */
export function useInvoices(query: InvoicesQuery) {
  return useInfiniteQuery(listInvoicesQueryOptions(query));
}
