import type { OrderStatus } from "../orders/order-status";

/**
 * The limits of the business details a workspace prints on its quotes and invoices
 * (docs/product.md "Quotes and invoices"), enforced by the form, the API and the database.
 */
export const BUSINESS_FIELD_MAX_LENGTH = {
  business_name: 200,
  /** On as many lines as it takes. */
  business_address: 500,
  business_tax_id: 50,
  business_email: 255,
  business_phone: 50,
  /** Free text on several lines: an IBAN, a PayPal address… */
  payment_instructions: 1000,
  /** A line or two at the foot of every page. */
  business_footer: 500,
} as const;

/** Days between an invoice's date and its due date: 30 unless the workspace says otherwise. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const PAYMENT_TERMS_DAYS_MAX = 365;

/** The logo printed at the top of documents: PNG or JPEG, known by its first bytes, at most 500 KB. */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_MEDIA_TYPES = ["image/png", "image/jpeg"] as const;
export type LogoMediaType = (typeof LOGO_MEDIA_TYPES)[number];

/** How long a quote is valid from its date. */
export const QUOTE_VALIDITY_DAYS = 30;

/** The statuses an order may be invoiced in: once the sale is agreed. */
export const INVOICEABLE_STATUSES: readonly OrderStatus[] = ["confirmed", "delivered", "paid"];
export const isInvoiceable = (status: OrderStatus) => INVOICEABLE_STATUSES.includes(status);

/** The two numbered documents: an invoice, and the credit note that cancels one. */
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The prefix of each kind's numbers: INV-2026-0001, CN-2026-0001. */
export const INVOICE_NUMBER_PREFIX: Record<InvoiceKind, string> = { invoice: "INV", credit_note: "CN" };

/**
 * Where an invoice stands: `paid` once its order is paid, `credited` once a credit note cancels
 * it, `overdue` when unpaid past its due date, else `unpaid`. A credit note is `issued`.
 */
export const INVOICE_STATUSES = ["unpaid", "overdue", "paid", "credited", "issued"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The filters of the invoice list: `invoiced` is every invoice not credited. */
export const INVOICE_FILTERS = ["invoiced", "unpaid", "overdue", "paid", "credited"] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** `error.details.reason` of a 409 about documents, for the web app to word the refusal. */
export const INVOICE_CONFLICT_REASONS = [
  /** The order is not confirmed, delivered or paid. */
  "order_not_invoiceable",
  /** The order has an invoice no credit note cancels yet. */
  "order_already_invoiced",
  /** The lines of an order with an invoice in force cannot change; an invoiced order cannot be deleted. */
  "order_invoiced",
] as const;
export type InvoiceConflictReason = (typeof INVOICE_CONFLICT_REASONS)[number];
