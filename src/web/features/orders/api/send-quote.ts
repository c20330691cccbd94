import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentSent } from "@shared/invoices/invoice.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { browserTimeZone } from "@web/lib/time-zone";

/** Emails the order's quote, as a PDF dated today in the browser's time zone, to its client's address. */
export const sendQuote = (orderId: string) =>
  apiRequest<DocumentSent>(`/orders/${orderId}/quote/send`, { method: "POST", query: { tz: browserTimeZone() } });

export function useSendQuote() {
  const queryClient = useQueryClient();
  // The activity records it.
  return useMutation({ mutationFn: sendQuote, onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }) });
}
