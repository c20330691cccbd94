import { useQuery } from "@tanstack/react-query";
import { DownloadIcon, FileCheckIcon, Loader2Icon, SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { Invoice } from "@shared/invoices/invoice.schema";
import type { OrderDetail } from "@shared/orders/order.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { DataList } from "@web/components/data-list";
import { InvoiceStatusBadge } from "@web/components/invoice-status-badge";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatDateTime, formatDay, formatMoney } from "@web/lib/format";
import { capabilitiesQueryOptions } from "@web/lib/server-capabilities";
import { browserTimeZone } from "@web/lib/time-zone";
import { useLanguage } from "@web/i18n/use-language";
import { useTextSection } from "@web/i18n/use-text-section";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useIssueInvoice } from "./api/issue-invoice";
import { useSendInvoice } from "./api/send-invoice";
import { useSendQuote } from "./api/send-quote";
import { documentErrorMessage } from "./document-errors";

/**
 * The PDFs the server makes (application/pdf, as an attachment): the order's quote as it stands,
 * dated today in the browser's time zone, and an invoice as issued.
 */
const quotePdf = (orderId: string) => `/api/v1/orders/${orderId}/quote.pdf?${new URLSearchParams({ tz: browserTimeZone() })}`;
const invoicePdf = (invoiceId: string) => `/api/v1/invoices/${invoiceId}.pdf`;

interface OrderDocumentsProps {
  order: OrderDetail;
  /** The order's invoices and credit notes, newest first (undefined while loading). */
  invoices: Invoice[] | undefined;
  loadError: unknown;
  /** Whether an invoice may be issued now: the order is confirmed, delivered or paid and has no invoice in force. */
  canIssue: boolean;
}

/**
 * The order's documents (docs/product.md "Quotes and invoices"): its quote to download or email,
 * "Issue invoice" once the sale is agreed, and its invoices and credit notes, each as a PDF or
 * emailed to the client. Emailing needs a mail server: without one the buttons say so.
 */
export function OrderDocuments({ order, invoices, loadError, canIssue }: OrderDocumentsProps) {
  const { t } = useTextSection("invoices");
  const language = useLanguage();
  const capabilities = useQuery(capabilitiesQueryOptions);
  const issue = useIssueInvoice();
  const sendQuote = useSendQuote();
  const sendInvoice = useSendInvoice();
  const [confirmingIssue, setConfirmingIssue] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const mailReasonId = useId();
  const mailReady = capabilities.data?.email_delivery !== false;
  const number = t("orders.number", { number: order.number });

  function showSendFailure(title: string, error: unknown) {
    // The server knows better than the page whether it can mail.
    if (error instanceof ApiError && error.code === "MAIL_NOT_CONFIGURED") void capabilities.refetch();
    toast.error(title, { description: documentErrorMessage(error, t), duration: TOAST_DURATION.error });
  }

  function emailQuote() {
    sendQuote.mutate(order.id, {
      onSuccess: (sent) => toast.success(t("invoices.documents.quoteSent", { to: sent.to })),
      onError: (error) => showSendFailure(t("invoices.documents.quoteSendFailed"), error),
    });
  }

  function emailInvoice(invoice: Invoice) {
    sendInvoice.mutate(invoice.id, {
      onSuccess: (sent) => toast.success(t("invoices.documents.invoiceSent", { number: invoice.number, to: sent.to })),
      onError: (error) => showSendFailure(t("invoices.documents.invoiceSendFailed", { number: invoice.number }), error),
    });
  }

  function issueInvoice() {
    setConfirmingIssue(false);
    issue.mutate(order.id, {
      onSuccess: (invoice) => {
        toast.success(t("invoices.documents.issued", { number: invoice.number }));
        // "Issue invoice" is gone: the focus goes to the documents, where the invoice now is.
        titleRef.current?.focus();
      },
      onError: (error) =>
        toast.error(t("invoices.documents.issueFailed"), { description: documentErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  const mailDisabled = mailReady ? {} : { disabled: true, "aria-describedby": mailReasonId };
  const sendingInvoiceId = sendInvoice.isPending ? sendInvoice.variables : undefined;

  return (
    <Card className="mb-6" data-testid="order-documents">
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="outline-none">
          {t("invoices.documents.title")}
        </CardTitle>
        <CardDescription>{t("invoices.documents.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <a href={quotePdf(order.id)} download className={buttonVariants({ variant: "outline" })}>
            <DownloadIcon aria-hidden="true" />
            {t("invoices.documents.downloadQuote")}
          </a>
          <Button variant="outline" aria-busy={sendQuote.isPending} onClick={emailQuote} {...mailDisabled}>
            {sendQuote.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
            {sendQuote.isPending ? t("common.sending") : t("invoices.documents.emailQuote")}
          </Button>
          {canIssue && (
            <Button aria-busy={issue.isPending} disabled={issue.isPending} onClick={() => setConfirmingIssue(true)}>
              <FileCheckIcon aria-hidden="true" />
              {t("invoices.documents.issueInvoice")}
            </Button>
          )}
        </div>
        {!mailReady && (
          <p id={mailReasonId} className="text-sm text-muted-foreground" data-testid="mail-not-configured">
            {t("clientEmails.mailNotConfigured")}
          </p>
        )}
      </CardContent>
      {loadError ? (
        <p className="border-t p-4 text-sm text-destructive sm:px-6" role="alert">
          {t("invoices.documents.loadFailed")}: {apiErrorMessage(loadError, t)}
        </p>
      ) : invoices === undefined ? (
        <p className="border-t p-4 text-sm text-muted-foreground sm:px-6" role="status">
          {t("invoices.documents.loading")}
        </p>
      ) : invoices.length === 0 ? (
        <p className="border-t p-4 text-sm text-muted-foreground sm:px-6">{t("invoices.documents.noInvoice")}</p>
      ) : (
        <div className="border-t">
          <DataList<Invoice>
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            actionsHeader={t("common.actions")}
            columns={[
              {
                id: "number",
                header: t("invoices.fields.number"),
                card: "title",
                className: "font-mono font-medium whitespace-nowrap",
                cell: (invoice) => invoice.number,
              },
              { id: "kind", header: t("invoices.fields.kind"), cell: (invoice) => t(`invoices.kind.${invoice.kind}`) },
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
              {
                id: "sent",
                header: t("invoices.fields.sent"),
                showFrom: "xl",
                className: "text-muted-foreground",
                cell: (invoice) =>
                  invoice.sent_at === null
                    ? t("invoices.notSent")
                    : t("invoices.sentOn", { when: formatDateTime(invoice.sent_at, language) }),
              },
            ]}
            actions={(invoice) => (
              <div className="flex flex-wrap justify-end gap-2">
                <a
                  href={invoicePdf(invoice.id)}
                  download
                  className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
                  aria-label={t("invoices.downloadPdfOf", { number: invoice.number })}
                >
                  <DownloadIcon aria-hidden="true" />
                  {t("invoices.downloadPdf")}
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("invoices.emailOf", { number: invoice.number })}
                  aria-busy={sendingInvoiceId === invoice.id}
                  onClick={() => emailInvoice(invoice)}
                  {...mailDisabled}
                >
                  {sendingInvoiceId === invoice.id ? (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  ) : (
                    <SendIcon aria-hidden="true" />
                  )}
                  {t("invoices.email")}
                </Button>
              </div>
            )}
          />
        </div>
      )}
      <ConfirmDialogOnDemand
        title={confirmingIssue ? t("invoices.documents.issueTitle", { number }) : undefined}
        description={t("invoices.documents.issueDescription")}
        confirmLabel={t("invoices.documents.issueInvoice")}
        onConfirm={issueInvoice}
        onCancel={() => setConfirmingIssue(false)}
      />
    </Card>
  );
}
