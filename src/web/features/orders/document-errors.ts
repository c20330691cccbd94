import { INVOICE_CONFLICT_REASONS, type InvoiceConflictReason } from "@shared/invoices/invoice-limits";
import type { Translate } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";

/** The reason of a 409 about documents (`error.details.reason`), when it is one of theirs. */
export function invoiceConflictReason(error: unknown): InvoiceConflictReason | undefined {
  if (!(error instanceof ApiError) || error.code !== "CONFLICT") return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return INVOICE_CONFLICT_REASONS.find((known) => known === reason);
}

/**
 * Why issuing an invoice or emailing a document was refused (docs/product.md "Quotes and
 * invoices"): the order not invoiceable or invoiced already, the client without an address, too
 * many emails; the mail server's refusals are worded as for any email to a client (lib/error-messages.ts).
 */
export function documentErrorMessage(error: unknown, t: Translate): string {
  const reason = invoiceConflictReason(error);
  if (reason === "order_invoiced") return t("orders.errors.invoiced");
  if (reason) return t(`invoices.documents.errors.${reason}`);
  if (error instanceof ApiError) {
    if (error.code === "CLIENT_HAS_NO_EMAIL") return t("invoices.documents.errors.clientHasNoEmail");
    if (error.code === "RATE_LIMIT" || error.status === 429) return t("clientEmails.rateLimited");
  }
  return apiErrorMessage(error, t);
}
