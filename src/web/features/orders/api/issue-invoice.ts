import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceDetail } from "@shared/invoices/invoice.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { browserTimeZone } from "@web/lib/time-zone";

/** Issues the order's invoice, numbered and dated today in the browser's time zone; it cannot be undone, only credited. */
export const issueInvoice = (orderId: string) =>
  apiRequest<InvoiceDetail>(`/orders/${orderId}/invoice`, { method: "POST", query: { tz: browserTimeZone() } });

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    // The order's documents and the sales' list, and the activity that records it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.invoices }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
