import type { DocumentBuyer, DocumentSeller, PrintedDocument } from "@shared/invoices/invoice.schema";
import type { LanguageCode } from "@shared/languages";
import type { OrderTax } from "@shared/orders/order.schema";

/**
 * What a quote, an invoice or a credit note prints (docs/product.md "Quotes and invoices"), put
 * together from the order as it is now. An invoice keeps it, frozen, from the moment it is issued.
 */

/** The order's figures and lines, as saved: its totals were computed by the database (docs/decisions.md 92). */
export interface OrderToPrint {
  number: number;
  pricesIncludeTax: boolean;
  subtotalNet: number;
  taxTotal: number;
  totalPrice: number;
  taxes: OrderTax[];
  lines: readonly {
    itemName: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    taxName: string | null;
    taxRate: number | null;
  }[];
}

/** The workspace's side: its currency, and its business details with the workspace's name for a legal name not given. */
export interface WorkspaceToPrint {
  name: string;
  currency: string;
  businessName: string;
  businessAddress: string;
  businessTaxId: string;
  businessEmail: string;
  businessPhone: string;
  paymentInstructions: string;
  businessFooter: string;
  logoId: string | null;
}

export interface ClientToPrint {
  name: string;
  company: string | null;
  address: string | null;
  taxId: string | null;
  email: string | null;
}

const NO_BUYER: DocumentBuyer = { name: null, company: null, address: null, tax_id: null, email: null };

const orNull = (value: string | null) => (value ? value : null);

export function sellerOf(workspace: WorkspaceToPrint): DocumentSeller {
  return {
    name: workspace.businessName || workspace.name,
    address: workspace.businessAddress,
    tax_id: workspace.businessTaxId,
    email: workspace.businessEmail,
    phone: workspace.businessPhone,
    payment_instructions: workspace.paymentInstructions,
    footer: workspace.businessFooter,
    logo_id: workspace.logoId,
  };
}

export function buyerOf(client: ClientToPrint | undefined): DocumentBuyer {
  if (!client) return NO_BUYER;
  return {
    name: client.name,
    company: orNull(client.company),
    address: orNull(client.address),
    tax_id: orNull(client.taxId),
    email: orNull(client.email),
  };
}

export function printedDocument(
  language: LanguageCode,
  order: OrderToPrint,
  workspace: WorkspaceToPrint,
  client: ClientToPrint | undefined,
): PrintedDocument {
  return {
    language,
    currency: workspace.currency,
    order_number: order.number,
    prices_include_tax: order.pricesIncludeTax,
    seller: sellerOf(workspace),
    buyer: buyerOf(client),
    lines: order.lines.map((line) => ({
      name: line.itemName,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      tax_name: line.taxName,
      tax_rate: line.taxRate,
      amount: line.subtotal,
    })),
    taxes: order.taxes,
    subtotal_net: order.subtotalNet,
    tax_total: order.taxTotal,
    total: order.totalPrice,
  };
}

/** -0 prints as "-0,00 €": a zero stays a zero. */
const negated = (amount: number) => (amount === 0 ? 0 : -amount);

/**
 * The credit note of an invoice: the same document, every amount negated (a line's quantity
 * stays as invoiced, its price and amount go negative), so that the two sum to nothing.
 */
export function creditNoteOf(invoice: PrintedDocument): PrintedDocument {
  return {
    ...invoice,
    lines: invoice.lines.map((line) => ({ ...line, unit_price: negated(line.unit_price), amount: negated(line.amount) })),
    taxes: invoice.taxes.map((tax) => ({ ...tax, base: negated(tax.base), amount: negated(tax.amount) })),
    subtotal_net: negated(invoice.subtotal_net),
    tax_total: negated(invoice.tax_total),
    total: negated(invoice.total),
  };
}
