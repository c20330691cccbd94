import { createRoute, z } from "@hono/zod-openapi";
import { INVOICE_CONFLICT_REASONS, INVOICE_KINDS, QUOTE_VALIDITY_DAYS } from "@shared/invoices/invoice-limits";
import { documentSentSchema, invoiceDetailSchema, invoiceFilterSchema, invoiceSchema } from "@shared/invoices/invoice.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonContent, notFoundResponse } from "../http/openapi";
import { pageQuerySchema, pageSchema } from "../lib/pagination";
import { isTimeZone } from "../reports/report-range";

const tags = ["Invoices"];

/** The member's time zone: a document made now bears the day it is there. */
export const timeZoneQuery = {
  tz: z
    .string()
    .max(64, "validation.invalidTimeZone")
    .refine(isTimeZone, "validation.invalidTimeZone")
    .default("UTC")
    .openapi({ description: "The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent" }),
};

const invoice = invoiceSchema.openapi("Invoice");
const invoiceDetail = invoiceDetailSchema.openapi("InvoiceDetail");
const documentSent = documentSentSchema.openapi("DocumentSent");

const invoiceConflictSchema = z
  .object({
    error: errorBodySchema.shape.error.extend({
      code: z.literal("CONFLICT"),
      details: z.object({ reason: z.enum(INVOICE_CONFLICT_REASONS) }),
    }),
  })
  .openapi("InvoiceConflict");

const pdfContent = (description: string) => ({
  description,
  content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
});

const day = z.iso.date({ error: "validation.invalidDate" });

const sendingRefusals = {
  409: jsonContent(errorBodySchema, "The client has no email address (`CLIENT_HAS_NO_EMAIL`), or the order has no client"),
  429: jsonContent(errorBodySchema, "Too many emails sent by the caller this minute"),
  502: jsonContent(errorBodySchema, "The mail server could not be reached or refused the email (`MAIL_SEND_FAILED`): it was not sent"),
  503: jsonContent(errorBodySchema, "No mail server is configured (`MAIL_NOT_CONFIGURED`): set SMTP_URL and MAIL_FROM"),
};

export const issueInvoice = createRoute({
  operationId: "issueInvoice",
  method: "post",
  path: "/orders/{id}/invoice",
  tags,
  summary:
    "Issue the order's invoice: a confirmed, delivered or paid order without one in force. It takes the next number of the " +
    "workspace for its year (INV-2026-0001, gapless), is dated today in `tz`, due after the workspace's payment terms, " +
    "written in the client's preferred language (else the caller's), and keeps everything it prints: it never changes. " +
    "Cancelling the order then issues its credit note",
  request: { params: idParamsSchema, query: z.object(timeZoneQuery) },
  responses: {
    201: jsonContent(invoiceDetail, "The invoice"),
    ...commonErrorResponses,
    ...notFoundResponse("order"),
    409: jsonContent(
      invoiceConflictSchema,
      "The order is not confirmed, delivered or paid (`order_not_invoiceable`), or has an invoice in force (`order_already_invoiced`)",
    ),
  },
});

export const listInvoices = createRoute({
  operationId: "listInvoices",
  method: "get",
  path: "/invoices",
  tags,
  summary: "The workspace's invoices and credit notes, newest first",
  request: {
    query: z.object({
      status: invoiceFilterSchema.optional().openapi({
        description:
          "`invoiced`: invoices not credited; `unpaid`: those whose order is not paid; `overdue`: unpaid past their due date in `tz`; " +
          "`paid`; `credited`: invoices a credit note cancelled",
      }),
      kind: z.enum(INVOICE_KINDS, { error: "validation.invalid" }).optional(),
      order_id: z.uuid({ error: "validation.invalid" }).optional(),
      client_id: z.uuid({ error: "validation.invalid" }).optional(),
      from: day.optional().openapi({ description: "Issued on or after this day (YYYY-MM-DD)" }),
      to: day.optional().openapi({ description: "Issued on or before this day (YYYY-MM-DD)" }),
      ...timeZoneQuery,
      ...pageQuerySchema,
    }),
  },
  responses: { 200: jsonContent(pageSchema(invoice, "InvoicePage"), "A page of invoices"), ...commonErrorResponses },
});

export const getInvoice = createRoute({
  operationId: "getInvoice",
  method: "get",
  path: "/invoices/{id}",
  tags,
  summary: "An invoice or credit note with everything it prints",
  request: { params: idParamsSchema, query: z.object(timeZoneQuery) },
  responses: { 200: jsonContent(invoiceDetail, "The invoice"), ...commonErrorResponses, ...notFoundResponse("invoice") },
});

const pdfParams = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
});

/**
 * Served with Hono's own `get`, since the path's `.pdf` follows the id in the same segment, which
 * the OpenAPI router's validation cannot read: registered in the document only, and the handler
 * checks the id itself.
 */
export const invoicePdf = createRoute({
  operationId: "getInvoicePdf",
  method: "get",
  path: "/invoices/{id}.pdf",
  tags,
  summary: "The invoice or credit note as PDF, as issued; an invoice whose order is paid says so",
  request: { params: pdfParams },
  responses: { 200: pdfContent("The PDF"), ...commonErrorResponses, ...notFoundResponse("invoice") },
});

export const quotePdf = createRoute({
  operationId: "getQuotePdf",
  method: "get",
  path: "/orders/{id}/quote.pdf",
  tags,
  summary:
    `The order's quote as PDF, as the order stands now: dated today in \`tz\`, valid ${QUOTE_VALIDITY_DAYS} days, in the client's ` +
    "preferred language (else the caller's)",
  request: { params: idParamsSchema, query: z.object(timeZoneQuery) },
  responses: { 200: pdfContent("The PDF"), ...commonErrorResponses, ...notFoundResponse("order") },
});

export const sendInvoice = createRoute({
  operationId: "sendInvoice",
  method: "post",
  path: "/invoices/{id}/send",
  tags,
  summary:
    "Email the invoice or credit note to its client, the PDF attached, with a short message in the document's language: From " +
    "MAIL_FROM, Reply-To the caller. Recorded in the activity and the client's timeline",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(documentSent, "Sent"), ...commonErrorResponses, ...notFoundResponse("invoice"), ...sendingRefusals },
});

export const sendQuote = createRoute({
  operationId: "sendQuote",
  method: "post",
  path: "/orders/{id}/quote/send",
  tags,
  summary: "Email the order's quote, as the order stands now, to its client, the PDF attached; recorded as an invoice's sending is",
  request: { params: idParamsSchema, query: z.object(timeZoneQuery) },
  responses: { 200: jsonContent(documentSent, "Sent"), ...commonErrorResponses, ...notFoundResponse("order"), ...sendingRefusals },
});
