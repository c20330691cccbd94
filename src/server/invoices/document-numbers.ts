import { INVOICE_NUMBER_PREFIX, type InvoiceKind } from "@shared/invoices/invoice-limits";
import type { NumberSeries } from "../lib/number-series";

/** The series a document's number is taken from: one per workspace, kind and year, starting at 1 each year. */
export const seriesOf = (kind: InvoiceKind, year: number): NumberSeries => `${kind}:${year}`;

/** What the document is called: INV-2026-0001, CN-2026-0042; a year past 9,999 documents takes more digits. */
export const documentNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${INVOICE_NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(4, "0")}`;
