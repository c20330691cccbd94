import type { LanguageCode } from "@shared/languages";

/**
 * The words of quotes, invoices and credit notes, and of the mail that carries them, in the five
 * languages of the app (docs/product.md "Quotes and invoices"). Numbers, amounts and dates are
 * written by `Intl` in the same language (document-format.ts).
 */
export interface DocumentTexts {
  /** A label and its value on one line: "Tax ID: FR12", "Identifiant fiscal : FR12". */
  labelled: (label: string, value: string) => string;
  title: { quote: string; invoice: string; credit_note: string };
  number: string;
  date: string;
  dueDate: string;
  validUntil: string;
  order: string;
  billTo: string;
  taxId: string;
  email: string;
  phone: string;
  description: string;
  quantity: string;
  unitPrice: string;
  tax: string;
  amount: string;
  /** The totals: net, tax of a rate ("VAT 20 % on €100.00"), due. */
  subtotalNet: string;
  taxOn: (name: string, base: string) => string;
  total: string;
  pricesIncludeTax: string;
  paymentInstructions: string;
  paid: string;
  cancels: (invoiceNumber: string) => string;
  page: (page: number, pages: number) => string;
  /** The file's name, without ".pdf". */
  fileName: { quote: (orderNumber: number) => string; invoice: (number: string) => string; credit_note: (number: string) => string };
  mail: {
    greeting: (name: string | null) => string;
    quote: { subject: (orderNumber: number, seller: string) => string; body: (total: string, validUntil: string) => string };
    invoice: { subject: (number: string, seller: string) => string; body: (number: string, total: string, dueDate: string) => string };
    credit_note: { subject: (number: string, seller: string) => string; body: (number: string, total: string) => string };
    closing: string;
  };
}

export const DOCUMENT_TEXTS: Record<LanguageCode, DocumentTexts> = {
  en: {
    labelled: (label, value) => `${label}: ${value}`,
    title: { quote: "Quote", invoice: "Invoice", credit_note: "Credit note" },
    number: "Number",
    date: "Date",
    dueDate: "Due date",
    validUntil: "Valid until",
    order: "Order",
    billTo: "Bill to",
    taxId: "Tax ID",
    email: "Email",
    phone: "Phone",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    tax: "Tax",
    amount: "Amount",
    subtotalNet: "Subtotal (excl. tax)",
    taxOn: (name, base) => `${name} on ${base}`,
    total: "Total",
    pricesIncludeTax: "Prices include tax.",
    paymentInstructions: "Payment instructions",
    paid: "Paid",
    cancels: (number) => `Cancels invoice ${number}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
    fileName: {
      quote: (order) => `Quote-${order}`,
      invoice: (number) => `Invoice-${number}`,
      credit_note: (number) => `Credit-note-${number}`,
    },
    mail: {
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      quote: {
        subject: (order, seller) => `Quote for order #${order} from ${seller}`,
        body: (total, validUntil) => `Please find attached our quote for ${total}, valid until ${validUntil}.`,
      },
      invoice: {
        subject: (number, seller) => `Invoice ${number} from ${seller}`,
        body: (number, total, dueDate) => `Please find attached invoice ${number} for ${total}, due on ${dueDate}.`,
      },
      credit_note: {
        subject: (number, seller) => `Credit note ${number} from ${seller}`,
        body: (number, total) => `Please find attached credit note ${number} for ${total}.`,
      },
      closing: "Kind regards,",
    },
  },
  fr: {
    labelled: (label, value) => `${label}\u00a0: ${value}`,
    title: { quote: "Devis", invoice: "Facture", credit_note: "Avoir" },
    number: "Numéro",
    date: "Date",
    dueDate: "Échéance",
    validUntil: "Valable jusqu’au",
    order: "Commande",
    billTo: "Facturé à",
    taxId: "Identifiant fiscal",
    email: "E-mail",
    phone: "Téléphone",
    description: "Désignation",
    quantity: "Qté",
    unitPrice: "Prix unitaire",
    tax: "Taxe",
    amount: "Montant",
    subtotalNet: "Total HT",
    taxOn: (name, base) => `${name} sur ${base}`,
    total: "Total TTC",
    pricesIncludeTax: "Prix toutes taxes comprises.",
    paymentInstructions: "Modalités de paiement",
    paid: "Payée",
    cancels: (number) => `Annule la facture ${number}`,
    page: (page, pages) => `Page ${page} sur ${pages}`,
    fileName: { quote: (order) => `Devis-${order}`, invoice: (number) => `Facture-${number}`, credit_note: (number) => `Avoir-${number}` },
    mail: {
      greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
      quote: {
        subject: (order, seller) => `Devis pour la commande n°\u00a0${order} de ${seller}`,
        body: (total, validUntil) => `Veuillez trouver ci-joint notre devis d’un montant de ${total}, valable jusqu’au ${validUntil}.`,
      },
      invoice: {
        subject: (number, seller) => `Facture ${number} de ${seller}`,
        body: (number, total, dueDate) =>
          `Veuillez trouver ci-joint la facture ${number} d’un montant de ${total}, à régler avant le ${dueDate}.`,
      },
      credit_note: {
        subject: (number, seller) => `Avoir ${number} de ${seller}`,
        body: (number, total) => `Veuillez trouver ci-joint l’avoir ${number} d’un montant de ${total}.`,
      },
      closing: "Cordialement,",
    },
  },
  de: {
    labelled: (label, value) => `${label}: ${value}`,
    title: { quote: "Angebot", invoice: "Rechnung", credit_note: "Gutschrift" },
    number: "Nummer",
    date: "Datum",
    dueDate: "Fällig am",
    validUntil: "Gültig bis",
    order: "Auftrag",
    billTo: "Rechnungsempfänger",
    taxId: "Steuernummer",
    email: "E-Mail",
    phone: "Telefon",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    tax: "Steuer",
    amount: "Betrag",
    subtotalNet: "Zwischensumme (netto)",
    taxOn: (name, base) => `${name} auf ${base}`,
    total: "Gesamtbetrag",
    pricesIncludeTax: "Preise inklusive Steuer.",
    paymentInstructions: "Zahlungsinformationen",
    paid: "Bezahlt",
    cancels: (number) => `Storniert Rechnung ${number}`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
    fileName: {
      quote: (order) => `Angebot-${order}`,
      invoice: (number) => `Rechnung-${number}`,
      credit_note: (number) => `Gutschrift-${number}`,
    },
    mail: {
      greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
      quote: {
        subject: (order, seller) => `Angebot zu Auftrag Nr. ${order} von ${seller}`,
        body: (total, validUntil) => `anbei erhalten Sie unser Angebot über ${total}, gültig bis ${validUntil}.`,
      },
      invoice: {
        subject: (number, seller) => `Rechnung ${number} von ${seller}`,
        body: (number, total, dueDate) => `anbei erhalten Sie die Rechnung ${number} über ${total}, fällig am ${dueDate}.`,
      },
      credit_note: {
        subject: (number, seller) => `Gutschrift ${number} von ${seller}`,
        body: (number, total) => `anbei erhalten Sie die Gutschrift ${number} über ${total}.`,
      },
      closing: "Mit freundlichen Grüßen",
    },
  },
  es: {
    labelled: (label, value) => `${label}: ${value}`,
    title: { quote: "Presupuesto", invoice: "Factura", credit_note: "Nota de crédito" },
    number: "Número",
    date: "Fecha",
    dueDate: "Vencimiento",
    validUntil: "Válido hasta",
    order: "Pedido",
    billTo: "Facturar a",
    taxId: "Identificación fiscal",
    email: "Correo electrónico",
    phone: "Teléfono",
    description: "Descripción",
    quantity: "Cant.",
    unitPrice: "Precio unitario",
    tax: "Impuesto",
    amount: "Importe",
    subtotalNet: "Subtotal (sin impuestos)",
    taxOn: (name, base) => `${name} sobre ${base}`,
    total: "Total",
    pricesIncludeTax: "Precios con impuestos incluidos.",
    paymentInstructions: "Instrucciones de pago",
    paid: "Pagada",
    cancels: (number) => `Anula la factura ${number}`,
    page: (page, pages) => `Página ${page} de ${pages}`,
    fileName: {
      quote: (order) => `Presupuesto-${order}`,
      invoice: (number) => `Factura-${number}`,
      credit_note: (number) => `Nota-de-credito-${number}`,
    },
    mail: {
      greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
      quote: {
        subject: (order, seller) => `Presupuesto del pedido n.º ${order} de ${seller}`,
        body: (total, validUntil) => `Adjuntamos nuestro presupuesto por ${total}, válido hasta el ${validUntil}.`,
      },
      invoice: {
        subject: (number, seller) => `Factura ${number} de ${seller}`,
        body: (number, total, dueDate) => `Adjuntamos la factura ${number} por ${total}, con vencimiento el ${dueDate}.`,
      },
      credit_note: {
        subject: (number, seller) => `Nota de crédito ${number} de ${seller}`,
        body: (number, total) => `Adjuntamos la nota de crédito ${number} por ${total}.`,
      },
      closing: "Saludos cordiales,",
    },
  },
  pt: {
    labelled: (label, value) => `${label}: ${value}`,
    title: { quote: "Orçamento", invoice: "Fatura", credit_note: "Nota de crédito" },
    number: "Número",
    date: "Data",
    dueDate: "Vencimento",
    validUntil: "Válido até",
    order: "Pedido",
    billTo: "Faturar a",
    taxId: "Identificação fiscal",
    email: "E-mail",
    phone: "Telefone",
    description: "Descrição",
    quantity: "Qtd.",
    unitPrice: "Preço unitário",
    tax: "Imposto",
    amount: "Valor",
    subtotalNet: "Subtotal (sem impostos)",
    taxOn: (name, base) => `${name} sobre ${base}`,
    total: "Total",
    pricesIncludeTax: "Preços com impostos incluídos.",
    paymentInstructions: "Instruções de pagamento",
    paid: "Paga",
    cancels: (number) => `Anula a fatura ${number}`,
    page: (page, pages) => `Página ${page} de ${pages}`,
    fileName: {
      quote: (order) => `Orcamento-${order}`,
      invoice: (number) => `Fatura-${number}`,
      credit_note: (number) => `Nota-de-credito-${number}`,
    },
    mail: {
      greeting: (name) => (name ? `Olá, ${name},` : "Olá,"),
      quote: {
        subject: (order, seller) => `Orçamento do pedido n.º ${order} de ${seller}`,
        body: (total, validUntil) => `Segue em anexo o nosso orçamento de ${total}, válido até ${validUntil}.`,
      },
      invoice: {
        subject: (number, seller) => `Fatura ${number} de ${seller}`,
        body: (number, total, dueDate) => `Segue em anexo a fatura ${number} de ${total}, com vencimento em ${dueDate}.`,
      },
      credit_note: {
        subject: (number, seller) => `Nota de crédito ${number} de ${seller}`,
        body: (number, total) => `Segue em anexo a nota de crédito ${number} de ${total}.`,
      },
      closing: "Com os melhores cumprimentos,",
    },
  },
};
