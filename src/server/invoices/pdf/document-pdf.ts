import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PrintedDocument } from "@shared/invoices/invoice.schema";
import { documentFormat, type DocumentFormat } from "./document-format";
import { DOCUMENT_TEXTS, type DocumentTexts } from "./document-texts";

/**
 * Quotes, invoices and credit notes as PDF (docs/decisions.md 138), drawn by pdfkit on the
 * server, no browser: DejaVu Sans embedded (a subset of the glyphs used), so that é, ß, ç, ã,
 * € and £ print in every viewer; A4, or US Letter for a workspace in US dollars. A long list of
 * lines goes on over pages, each with the table's header again, and every page is numbered.
 */

export type DocumentKind = "quote" | "invoice" | "credit_note";

export interface DocumentToRender {
  kind: DocumentKind;
  /** INV-2026-0001; none for a quote, which is known by its order's number. */
  number: string | null;
  /** The day it bears, and the one after which it is due (an invoice) or no longer valid (a quote). */
  date: string;
  until: string | null;
  /** A credit note: the invoice it cancels. */
  cancels: string | null;
  /** An invoice whose order is paid. */
  paid: boolean;
  document: PrintedDocument;
  logo: Buffer | null;
}

const require = createRequire(import.meta.url);

/**
 * The fonts' files, read once. Each document parses them anew: a parsed font shared between
 * documents keeps the glyphs of the first that used them, and a later document's text then
 * extracts wrong (a copied "c" came out as a control character).
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const load = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  return (fonts ??= { regular: load("DejaVuSans.ttf"), bold: load("DejaVuSans-Bold.ttf") });
}

const MARGIN = 50;
const FOOTER_HEIGHT = 46;
const COLOR = { text: "#111827", muted: "#4b5563", rule: "#d1d5db", paid: "#047857" };

/** The lines table: description, quantity, unit price, tax, amount; widths out of the page's. */
const COLUMNS = [
  { key: "description", share: 0.43, align: "left" },
  { key: "quantity", share: 0.1, align: "right" },
  { key: "unitPrice", share: 0.17, align: "right" },
  { key: "tax", share: 0.12, align: "right" },
  { key: "amount", share: 0.18, align: "right" },
] as const;
const CELL_GAP = 6;

/** The PDF's bytes. */
export async function renderDocumentPdf(input: DocumentToRender): Promise<Buffer> {
  const { document: printed } = input;
  const texts = DOCUMENT_TEXTS[printed.language];
  const format = documentFormat(printed.language, printed.currency);
  const { regular, bold } = loadFonts();
  const title = texts.title[input.kind];
  // pdfkit (with its font engine) loads with the first document rather than with the server, whose idle memory it would add to.
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: printed.currency === "USD" ? "LETTER" : "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: null as unknown as string,
    lang: printed.language,
    info: { Title: input.number ? `${title} ${input.number}` : title, Author: printed.seller.name, Creator: "Clientele" },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });

  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const page = new PageWriter(pdf);
  drawHeader(page, input, texts, format);
  drawParties(page, printed, texts);
  drawLines(page, printed, texts, format);
  drawTotals(page, printed, texts, format);
  drawPaymentInstructions(page, input, texts);
  drawFooters(page, printed, texts);

  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The page being written: where the next thing goes, and a new page when it would not fit. */
class PageWriter {
  readonly left = MARGIN;
  readonly width: number;
  readonly bottom: number;
  y = MARGIN;
  /** Called on each new page after the first, to draw what repeats (the table's header). */
  onNewPage: (() => void) | undefined;

  constructor(readonly pdf: PDFKit.PDFDocument) {
    this.width = pdf.page.width - 2 * MARGIN;
    this.bottom = pdf.page.height - MARGIN - FOOTER_HEIGHT;
  }

  font(weight: "regular" | "bold", size: number) {
    this.pdf.font(weight).fontSize(size);
    return this;
  }

  /** Makes room for `height` points, on a new page when this one is too full. */
  ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.pdf.addPage();
    this.y = MARGIN;
    this.onNewPage?.();
  }

  text(value: string, x: number, width: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.pdf.text(value, x, this.y, { width, lineGap: 1, ...options });
  }

  /** A thin line across the page, where the next thing would go. */
  rule() {
    this.pdf
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.7)
      .strokeColor(COLOR.rule)
      .stroke();
  }

  heightOf(value: string, width: number) {
    return this.pdf.heightOfString(value, { width, lineGap: 1 });
  }
}

function drawHeader(page: PageWriter, input: DocumentToRender, texts: DocumentTexts, format: DocumentFormat) {
  const { pdf, left, width } = page;
  const { seller } = input.document;
  const half = width / 2 - 10;
  let sellerTop = page.y;
  if (input.logo) {
    pdf.image(input.logo, left, page.y, { fit: [160, 60] });
    sellerTop += 70;
  }
  // The seller, on the left.
  page.y = sellerTop;
  page.font("bold", 12).text(seller.name, left, half);
  page.y += page.heightOf(seller.name, half) + 2;
  page.font("regular", 9).pdf.fillColor(COLOR.muted);
  const sellerLines = [
    seller.address,
    seller.tax_id && texts.labelled(texts.taxId, seller.tax_id),
    seller.email && texts.labelled(texts.email, seller.email),
    seller.phone && texts.labelled(texts.phone, seller.phone),
  ].filter(Boolean);
  for (const value of sellerLines) {
    page.text(value, left, half);
    page.y += page.heightOf(value, half);
  }
  const sellerBottom = page.y;

  // The document, on the right.
  const right = left + width / 2 + 10;
  page.y = MARGIN;
  pdf.fillColor(COLOR.text);
  page.font("bold", 20).text(texts.title[input.kind].toLocaleUpperCase(input.document.language), right, half, { align: "right" });
  page.y += 30;
  const fields: [string, string][] = [];
  if (input.number) fields.push([texts.number, input.number]);
  fields.push([texts.date, format.day(input.date)]);
  if (input.until) fields.push([input.kind === "quote" ? texts.validUntil : texts.dueDate, format.day(input.until)]);
  fields.push([texts.order, `#${input.document.order_number}`]);
  if (input.cancels) fields.push(["", texts.cancels(input.cancels)]);
  for (const [label, value] of fields) {
    page.font("regular", 9).pdf.fillColor(COLOR.muted);
    page.text(label, right, half / 2);
    page.font("regular", 10).pdf.fillColor(COLOR.text);
    page.text(value, right + half / 2, half / 2, { align: "right" });
    page.y += 14;
  }
  if (input.paid) {
    page.y += 4;
    page.font("bold", 14).pdf.fillColor(COLOR.paid);
    page.text(texts.paid.toLocaleUpperCase(input.document.language), right, half, { align: "right" });
    page.y += 20;
    pdf.fillColor(COLOR.text);
  }
  page.y = Math.max(page.y, sellerBottom) + 24;
}

function drawParties(page: PageWriter, printed: PrintedDocument, texts: DocumentTexts) {
  const { buyer } = printed;
  if (buyer.name === null) return;
  const width = page.width / 2;
  page.pdf.fillColor(COLOR.muted);
  page.font("regular", 9).text(texts.billTo, page.left, width);
  page.y += 13;
  page.pdf.fillColor(COLOR.text);
  page.font("bold", 11).text(buyer.name, page.left, width);
  page.y += page.heightOf(buyer.name, width) + 1;
  page.font("regular", 10);
  const lines = [buyer.company, buyer.address, buyer.tax_id && texts.labelled(texts.taxId, buyer.tax_id), buyer.email].filter(
    (value): value is string => Boolean(value),
  );
  for (const value of lines) {
    page.text(value, page.left, width);
    page.y += page.heightOf(value, width);
  }
  page.y += 22;
}

function columnLayout(page: PageWriter) {
  let x = page.left;
  return COLUMNS.map((column) => {
    const width = page.width * column.share;
    const cell = { ...column, x: x + (column.align === "left" ? 0 : CELL_GAP), width: width - CELL_GAP };
    x += width;
    return cell;
  });
}

function drawLines(page: PageWriter, printed: PrintedDocument, texts: DocumentTexts, format: DocumentFormat) {
  const columns = columnLayout(page);
  const header = () => {
    page.font("bold", 9).pdf.fillColor(COLOR.muted);
    const labels = {
      description: texts.description,
      quantity: texts.quantity,
      unitPrice: texts.unitPrice,
      tax: texts.tax,
      amount: texts.amount,
    };
    for (const column of columns) page.text(labels[column.key], column.x, column.width, { align: column.align, lineBreak: false });
    page.y += 14;
    page.rule();
    page.y += 6;
    page.pdf.fillColor(COLOR.text);
    page.font("regular", 9.5);
  };
  page.ensure(60);
  header();
  page.onNewPage = header;

  for (const line of printed.lines) {
    const cells = {
      description: line.name,
      quantity: format.quantity(line.quantity),
      unitPrice: format.money(line.unit_price),
      tax: line.tax_rate === null ? "—" : format.percent(line.tax_rate),
      amount: format.money(line.amount),
    };
    page.font("regular", 9.5);
    const height = Math.max(...columns.map((column) => page.heightOf(cells[column.key], column.width))) + 5;
    page.ensure(height);
    page.font("regular", 9.5);
    for (const column of columns) page.text(cells[column.key], column.x, column.width, { align: column.align });
    page.y += height;
  }
  page.onNewPage = undefined;
  page.rule();
  page.y += 10;
}

function drawTotals(page: PageWriter, printed: PrintedDocument, texts: DocumentTexts, format: DocumentFormat) {
  const rows: [string, string, boolean][] = [[texts.subtotalNet, format.money(printed.subtotal_net), false]];
  for (const tax of printed.taxes) {
    rows.push([texts.taxOn(`${tax.name} (${format.percent(tax.rate)})`, format.money(tax.base)), format.money(tax.amount), false]);
  }
  rows.push([texts.total, format.money(printed.total), true]);
  const labelWidth = page.width * 0.42;
  const amountWidth = page.width * 0.18 - CELL_GAP;
  const labelX = page.left + page.width * 0.4;
  const amountX = page.left + page.width - amountWidth;
  page.ensure(rows.length * 16 + 30);
  for (const [label, amount, strong] of rows) {
    page.font(strong ? "bold" : "regular", strong ? 11 : 9.5);
    const height = Math.max(page.heightOf(label, labelWidth), 12);
    page.text(label, labelX, labelWidth - CELL_GAP, { align: "right" });
    page.text(amount, amountX, amountWidth, { align: "right" });
    page.y += height + 4;
  }
  if (printed.prices_include_tax) {
    page.font("regular", 8.5).pdf.fillColor(COLOR.muted);
    page.text(texts.pricesIncludeTax, labelX, page.width * 0.6, { align: "right" });
    page.y += 14;
    page.pdf.fillColor(COLOR.text);
  }
  page.y += 16;
}

function drawPaymentInstructions(page: PageWriter, input: DocumentToRender, texts: DocumentTexts) {
  const instructions = input.document.seller.payment_instructions;
  if (input.kind !== "invoice" || !instructions) return;
  page.font("regular", 9.5);
  page.ensure(page.heightOf(instructions, page.width) + 18);
  page.font("bold", 10).text(texts.paymentInstructions, page.left, page.width);
  page.y += 14;
  page.font("regular", 9.5).text(instructions, page.left, page.width);
  page.y += page.heightOf(instructions, page.width) + 10;
}

/** On every page: the footer note and "Page n of m", written once all pages exist. */
function drawFooters(page: PageWriter, printed: PrintedDocument, texts: DocumentTexts) {
  const { pdf } = page;
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    // Below the bottom margin: pdfkit would otherwise start a new page for text written there.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const top = pdf.page.height - MARGIN - FOOTER_HEIGHT + 14;
    page.font("regular", 8).pdf.fillColor(COLOR.muted);
    if (printed.seller.footer) {
      pdf.text(printed.seller.footer, page.left, top, { width: page.width, align: "center", height: 22, ellipsis: true });
    }
    pdf.text(texts.page(index - range.start + 1, range.count), page.left, top + 24, {
      width: page.width,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
}
