import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { orderTaxSchema } from "../orders/order.schema";
import { INVOICE_FILTERS, INVOICE_KINDS, INVOICE_STATUSES } from "./invoice-limits";

/**
 * Quotes, invoices and credit notes (docs/product.md "Quotes and invoices"). An invoice and a
 * credit note are numbered and keep, from the moment they are issued, a snapshot of everything
 * they print (`document`): they never change afterwards, whatever happens to the order, the
 * client or the business details.
 */

/** The seller, as its business details were when the document was made. */
export const documentSellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  tax_id: z.string(),
  email: z.string(),
  phone: z.string(),
  payment_instructions: z.string(),
  footer: z.string(),
  /** The logo printed (its id among the workspace's logos), null for none. */
  logo_id: z.string().nullable(),
});
export type DocumentSeller = z.infer<typeof documentSellerSchema>;

/** The client billed, as it was when the document was made; null fields for an order without a client. */
export const documentBuyerSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  tax_id: z.string().nullable(),
  email: z.string().nullable(),
});
export type DocumentBuyer = z.infer<typeof documentBuyerSchema>;

/** A printed line: amounts are negative on a credit note. */
export const documentLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  tax_name: z.string().nullable(),
  tax_rate: z.number().nullable(),
  /** quantity × unit_price, as the order's prices are (before tax, or tax included). */
  amount: z.number(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** Everything a document prints, frozen in an invoice or a credit note when it is issued. */
export const printedDocumentSchema = z.object({
  /** The language it is written in: the client's preferred one, else the issuer's. */
  language: z.enum(LANGUAGE_CODES),
  /** ISO 4217. */
  currency: z.string(),
  order_number: z.number().int(),
  prices_include_tax: z.boolean(),
  seller: documentSellerSchema,
  buyer: documentBuyerSchema,
  lines: z.array(documentLineSchema),
  taxes: z.array(orderTaxSchema),
  subtotal_net: z.number(),
  tax_total: z.number(),
  total: z.number(),
});
export type PrintedDocument = z.infer<typeof printedDocumentSchema>;

/** An invoice or a credit note as the lists show it. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  /** INV-2026-0001 or CN-2026-0001: gapless per workspace, kind and year. */
  number: z.string(),
  order_id: z.uuid(),
  order_number: z.number().int(),
  client_id: z.uuid().nullable(),
  /** The client's name as printed. */
  client_name: z.string().nullable(),
  /** The date it bears (YYYY-MM-DD). */
  issue_date: z.iso.date(),
  /** When payment is due (YYYY-MM-DD); null on a credit note. */
  due_date: z.iso.date().nullable(),
  currency: z.string(),
  subtotal_net: z.number(),
  tax_total: z.number(),
  /** The amount due, tax included; negative on a credit note. */
  total: z.number(),
  /** An invoice: `paid` (its order is), `credited`, `overdue` (unpaid past its due date in `tz`) or `unpaid`; a credit note: `issued`. */
  status: z.enum(INVOICE_STATUSES),
  /** On a credit note, the invoice it cancels; on an invoice, the credit note that cancelled it. */
  related_id: z.uuid().nullable(),
  related_number: z.string().nullable(),
  /** When it was last emailed to the client, null if never. */
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** One invoice or credit note with everything it prints. */
export const invoiceDetailSchema = invoiceSchema.extend({ document: printedDocumentSchema });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET /invoices: `status` narrows to one state (`invoiced`: every invoice not credited). */
export const invoiceFilterSchema = z.enum(INVOICE_FILTERS, { error: "validation.invalid" });

/** What sending a quote or an invoice by email answers. */
export const documentSentSchema = z.object({
  /** The client's address it went to. */
  to: z.string(),
  sent_at: z.iso.datetime(),
});
export type DocumentSent = z.infer<typeof documentSentSchema>;
