import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentSent } from "@shared/invoices/invoice.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Emails an invoice or a credit note, as a PDF, to its client's address. */
export const sendInvoice = (invoiceId: string) => apiRequest<DocumentSent>(`/invoices/${invoiceId}/send`, { method: "POST" });

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    // Its "Sent on" date, and the activity that records it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.invoices }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
      ]),
  });
}
