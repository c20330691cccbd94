import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invoice } from "@shared/invoices/invoice.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { browserTimeZone } from "@web/lib/time-zone";

/** An order has an invoice and, once cancelled, its credit note, a few more if invoiced again: one page holds them. */
const ORDER_DOCUMENTS_LIMIT = 100;

/** Under the invoices' root: an invoice issued, sent or credited anywhere refreshes it (src/web/lib/live-updates). */
export const orderInvoicesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.invoices, "order", orderId],
    queryFn: ({ signal }) =>
      apiRequest<Page<Invoice>>("/invoices", {
        // The time zone says which day is today, so which invoice is overdue.
        query: { order_id: orderId, tz: browserTimeZone(), limit: ORDER_DOCUMENTS_LIMIT },
        signal,
      }),
  });

/** The order's invoices and credit notes, newest first. */
export function useOrderInvoices(orderId: string) {
  return useQuery(orderInvoicesQueryOptions(orderId));
}
