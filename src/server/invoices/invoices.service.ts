import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import {
  isInvoiceable,
  QUOTE_VALIDITY_DAYS,
  type InvoiceFilter,
  type InvoiceKind,
  type InvoiceStatus,
} from "@shared/invoices/invoice-limits";
import type { DocumentSent, Invoice, InvoiceDetail, PrintedDocument } from "@shared/invoices/invoice.schema";
import { isLanguageCode, type LanguageCode } from "@shared/languages";
import { recordActivity } from "../activity/record-activity";
import { consumeClientEmailSending } from "../client-emails/send-rate-limit";
import type { Database, Executor } from "../db/database";
import { withSerializationRetry } from "../db/retry";
import { clients, invoices, orderItems, orders, workspaces } from "../db/schema";
import type { Actor, SignedInUser } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { takeNextNumber } from "../lib/number-series";
import { newestFirst, toPage, TOTAL_COUNT_LIMIT, type Page } from "../lib/pagination";
import type { Mailer } from "../mail/mailer";
import { readLogo } from "../workspaces/business-details";
import { addDays, calendarDay, yearOf } from "./document-dates";
import { documentNumber, seriesOf } from "./document-numbers";
import { invoiceConflict, invoiceInForce, type DocumentClock } from "./order-invoices";
import { documentFormat } from "./pdf/document-format";
import { renderDocumentPdf, type DocumentToRender } from "./pdf/document-pdf";
import { DOCUMENT_TEXTS } from "./pdf/document-texts";
import { printedDocument } from "./printed-document";

/**
 * Quotes, invoices and credit notes (docs/product.md "Quotes and invoices", docs/decisions.md
 * 137): a quote is printed from the order as it is; an invoice is issued once, numbered in its
 * year's gapless series in the transaction that freezes what it prints, and never changes.
 */

type InvoiceRow = typeof invoices.$inferSelect;

export interface SendingContext {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/** When a document is made for a member, and the language they read: a client without one of theirs gets the member's. */
export interface DocumentRequest {
  clock: DocumentClock;
  language: LanguageCode;
}

/** A PDF and the name it is downloaded or attached as. */
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

const orderInWorkspace = (workspaceId: string, orderId: string) => and(eq(orders.workspaceId, workspaceId), eq(orders.id, orderId));

/** The order, its lines, its client and its workspace's details: what a document prints. */
async function readOrderToPrint(tx: Executor, workspaceId: string, orderId: string, lock: boolean) {
  const query = tx.select().from(orders).where(orderInWorkspace(workspaceId, orderId));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound("Order");
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.workspaceId, workspaceId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.lineNumber), asc(orderItems.createdAt), asc(orderItems.id));
  const [client] = order.clientId
    ? await tx
        .select()
        .from(clients)
        .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, order.clientId)))
    : [];
  const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return { order, lines, client, workspace: workspace! };
}

/** A document's language: the client's preferred one, else the language of the member's browser. */
function documentLanguage(client: { preferredLanguage: string | null } | undefined, fallback: LanguageCode): LanguageCode {
  const preferred = client?.preferredLanguage;
  return preferred && isLanguageCode(preferred) ? preferred : fallback;
}

function printedFrom(printed: Awaited<ReturnType<typeof readOrderToPrint>>, language: LanguageCode): PrintedDocument {
  const { order, lines, client, workspace } = printed;
  return printedDocument(
    documentLanguage(client, language),
    { ...order, lines },
    workspace,
    client && { name: client.name, company: client.company, address: client.address, taxId: client.taxId, email: client.email },
  );
}

/**
 * Issues the order's invoice (a confirmed, delivered or paid order without an invoice in force):
 * dated today where the member is, due after the workspace's payment terms, numbered
 * INV-<year>-NNNN; 409 `order_not_invoiceable` or `order_already_invoiced` otherwise. The order's
 * lock keeps its lines as printed until the invoice is saved; the series' lock, taken last,
 * makes the numbers follow each other with no gap.
 */
export async function issueInvoice(
  db: Database,
  actor: Actor,
  orderId: string,
  { clock, language }: DocumentRequest,
): Promise<InvoiceDetail> {
  const { workspaceId } = actor;
  const id = await withSerializationRetry(() =>
    db.transaction(async (tx) => {
      const printed = await readOrderToPrint(tx, workspaceId, orderId, true);
      const { order, workspace } = printed;
      if (!isInvoiceable(order.status)) {
        throw invoiceConflict("order_not_invoiceable", "Only a confirmed, delivered or paid order can be invoiced");
      }
      if (await invoiceInForce(tx, workspaceId, orderId)) {
        throw invoiceConflict("order_already_invoiced", "The order has an invoice already: cancel the order to credit it first");
      }
      const document = printedFrom(printed, language);
      const issueDate = calendarDay(clock.now, clock.timeZone);
      const year = yearOf(issueDate);
      const sequence = await takeNextNumber(tx, workspaceId, seriesOf("invoice", year));
      const number = documentNumber("invoice", year, sequence);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          workspaceId,
          createdBy: actor.userId,
          kind: "invoice",
          number,
          orderId,
          clientId: order.clientId,
          issueDate,
          dueDate: addDays(issueDate, workspace.paymentTermsDays),
          total: document.total,
          document,
        })
        .returning({ id: invoices.id });
      await recordActivity(tx, actor, {
        kind: "invoice.issued",
        entityId: invoice!.id,
        clientId: order.clientId,
        details: { number, order_id: orderId, order_number: order.number, client_name: document.buyer.name, total: document.total },
      });
      return invoice!.id;
    }),
  );
  return getInvoice(db, workspaceId, id, clock);
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const related = alias(invoices, "related");

/** Where an invoice stands on `today` (YYYY-MM-DD): docs/product.md "Quotes and invoices". */
const statusOn = (today: SQL) => sql<InvoiceStatus>`case
  when ${invoices.kind} = 'credit_note' then 'issued'
  when ${invoices.relatedId} is not null then 'credited'
  when ${orders.status} = 'paid' then 'paid'
  when ${invoices.dueDate} < ${today} then 'overdue'
  else 'unpaid' end`;

const inForce = and(eq(invoices.kind, "invoice"), isNull(invoices.relatedId));
const unpaid = and(inForce, ne(orders.status, "paid"));

function filterOf(filter: InvoiceFilter, today: SQL): SQL | undefined {
  switch (filter) {
    case "invoiced":
      return inForce;
    case "unpaid":
      return unpaid;
    case "overdue":
      return and(unpaid, sql`${invoices.dueDate} < ${today}`);
    case "paid":
      return and(inForce, eq(orders.status, "paid"));
    case "credited":
      return and(eq(invoices.kind, "invoice"), isNotNull(invoices.relatedId));
  }
}

/** The columns of an invoice as the lists show it: everything but the document's lines. */
function invoiceColumns(today: SQL) {
  const { document: _document, ...columns } = getTableColumns(invoices);
  return {
    ...columns,
    summary: sql<Omit<PrintedDocument, "lines">>`${invoices.document} - 'lines'`,
    status: statusOn(today),
    relatedNumber: related.number,
    cursorKey: newestFirst.cursorKey(invoices),
  };
}

type InvoiceListRow = Omit<InvoiceRow, "document"> & {
  summary: Omit<PrintedDocument, "lines">;
  status: InvoiceStatus;
  relatedNumber: string | null;
};

function toInvoice(row: InvoiceListRow): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    order_id: row.orderId,
    order_number: row.summary.order_number,
    client_id: row.clientId,
    client_name: row.summary.buyer.name,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    currency: row.summary.currency,
    subtotal_net: row.summary.subtotal_net,
    tax_total: row.summary.tax_total,
    total: row.total,
    status: row.status,
    related_id: row.relatedId,
    related_number: row.relatedNumber,
    sent_at: row.sentAt ? isoTimestamp(row.sentAt) : null,
    created_at: isoTimestamp(row.createdAt),
  };
}

function invoicesWithStatus(db: Executor, today: SQL, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...invoiceColumns(today), ...extra })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.workspaceId, invoices.workspaceId), eq(orders.id, invoices.orderId)))
    .leftJoin(related, and(eq(related.workspaceId, invoices.workspaceId), eq(related.id, invoices.relatedId)));
}

export interface ListInvoicesOptions {
  status?: InvoiceFilter;
  kind?: InvoiceKind;
  order_id?: string;
  client_id?: string;
  /** Issued on or after this day, on or before that one (YYYY-MM-DD). */
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

/** The workspace's invoices and credit notes, newest first, a page at a time; `status` on `clock`'s day. */
export async function listInvoices(
  db: Database,
  workspaceId: string,
  options: ListInvoicesOptions,
  clock: DocumentClock,
): Promise<Page<Invoice>> {
  const today = sql`${calendarDay(clock.now, clock.timeZone)}::date`;
  const filters = and(
    eq(invoices.workspaceId, workspaceId),
    options.status ? filterOf(options.status, today) : undefined,
    options.kind ? eq(invoices.kind, options.kind) : undefined,
    options.order_id ? eq(invoices.orderId, options.order_id) : undefined,
    options.client_id ? eq(invoices.clientId, options.client_id) : undefined,
    options.from ? sql`${invoices.issueDate} >= ${options.from}::date` : undefined,
    options.to ? sql`${invoices.issueDate} <= ${options.to}::date` : undefined,
  );
  const cursor = newestFirst.cursorValues(options.cursor);
  const rows = await invoicesWithStatus(db, today)
    .where(
      and(
        filters,
        options.cursor
          ? sql`(${invoices.createdAt}, ${invoices.id}) < (${cursor.afterKey}::timestamptz, ${cursor.afterId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(options.limit + 1);
  let total = { total: null as number | null, total_capped: false };
  if (!options.cursor) {
    if (rows.length <= options.limit) total = { total: rows.length, total_capped: false };
    else {
      const matching = db
        .select({ one: sql`1` })
        .from(invoices)
        .innerJoin(orders, and(eq(orders.workspaceId, invoices.workspaceId), eq(orders.id, invoices.orderId)))
        .where(filters)
        .limit(TOTAL_COUNT_LIMIT + 1)
        .as("matching");
      const [counted] = await db.select({ total: count() }).from(matching);
      total = { total: Math.min(counted!.total, TOTAL_COUNT_LIMIT), total_capped: counted!.total > TOTAL_COUNT_LIMIT };
    }
  }
  return toPage(rows, options.limit, toInvoice, (row) => [row.cursorKey, row.id], total);
}

/** One invoice or credit note with everything it prints, and whether its order is paid; 404 outside the workspace. */
async function readInvoice(db: Executor, workspaceId: string, invoiceId: string, clock: DocumentClock) {
  const today = sql`${calendarDay(clock.now, clock.timeZone)}::date`;
  const [row] = await invoicesWithStatus(db, today, { document: invoices.document }).where(
    and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, invoiceId)),
  );
  if (!row) throw notFound("Invoice");
  return row as InvoiceListRow & { document: PrintedDocument; cursorKey: string };
}

export async function getInvoice(db: Executor, workspaceId: string, invoiceId: string, clock: DocumentClock): Promise<InvoiceDetail> {
  const row = await readInvoice(db, workspaceId, invoiceId, clock);
  return { ...toInvoice(row), document: row.document };
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

async function logoOf(db: Executor, workspaceId: string, document: PrintedDocument): Promise<Buffer | null> {
  const logoId = document.seller.logo_id;
  return logoId ? ((await readLogo(db, workspaceId, logoId))?.content ?? null) : null;
}

function invoiceToRender(row: InvoiceListRow & { document: PrintedDocument }, logo: Buffer | null): DocumentToRender {
  return {
    kind: row.kind,
    number: row.number,
    date: row.issueDate,
    until: row.dueDate,
    cancels: row.kind === "credit_note" ? row.relatedNumber : null,
    paid: row.status === "paid",
    document: row.document,
    logo,
  };
}

const pdfName = (name: string) => `${name}.pdf`;

/** The invoice or credit note as it was issued, "paid" on it once its order is. */
export async function invoicePdf(db: Database, workspaceId: string, invoiceId: string, clock: DocumentClock): Promise<PdfFile> {
  const row = await readInvoice(db, workspaceId, invoiceId, clock);
  const bytes = await renderDocumentPdf(invoiceToRender(row, await logoOf(db, workspaceId, row.document)));
  return { fileName: pdfName(DOCUMENT_TEXTS[row.document.language].fileName[row.kind](row.number)), bytes };
}

interface Quote {
  document: PrintedDocument;
  date: string;
  validUntil: string;
  clientId: string | null;
}

async function quoteOf(db: Database, workspaceId: string, orderId: string, clock: DocumentClock, language: LanguageCode): Promise<Quote> {
  const printed = await db.transaction((tx) => readOrderToPrint(tx, workspaceId, orderId, false), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
  const date = calendarDay(clock.now, clock.timeZone);
  return {
    document: printedFrom(printed, language),
    date,
    validUntil: addDays(date, QUOTE_VALIDITY_DAYS),
    clientId: printed.order.clientId,
  };
}

async function renderQuote(db: Database, workspaceId: string, quote: Quote): Promise<PdfFile> {
  const bytes = await renderDocumentPdf({
    kind: "quote",
    number: null,
    date: quote.date,
    until: quote.validUntil,
    cancels: null,
    paid: false,
    document: quote.document,
    logo: await logoOf(db, workspaceId, quote.document),
  });
  return { fileName: pdfName(DOCUMENT_TEXTS[quote.document.language].fileName.quote(quote.document.order_number)), bytes };
}

/** The order's quote as it stands now, dated today and valid QUOTE_VALIDITY_DAYS days. */
export async function quotePdf(
  db: Database,
  workspaceId: string,
  orderId: string,
  clock: DocumentClock,
  language: LanguageCode,
): Promise<PdfFile> {
  return renderQuote(db, workspaceId, await quoteOf(db, workspaceId, orderId, clock, language));
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

/** The client's address now (a document may name an older one): where the document goes. */
async function clientAddress(db: Executor, workspaceId: string, clientId: string | null): Promise<{ name: string; email: string }> {
  const [client] = clientId
    ? await db
        .select({ name: clients.name, email: clients.email })
        .from(clients)
        .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId)))
    : [];
  if (!client?.email) {
    throw new AppError("CLIENT_HAS_NO_EMAIL", "The client has no email address: add one to the client to send them documents");
  }
  return { name: client.name, email: client.email };
}

/** The mail's text in the document's language: a greeting, what is attached, how to pay, and who sends it. */
function mailText(document: PrintedDocument, paragraph: string, author: SignedInUser, paymentInstructions: string): string {
  const texts = DOCUMENT_TEXTS[document.language];
  return [
    texts.mail.greeting(document.buyer.name),
    paragraph,
    ...(paymentInstructions ? [`${texts.labelled(texts.paymentInstructions, "").trimEnd()}\n${paymentInstructions}`] : []),
    `${texts.mail.closing}\n${author.name}\n${document.seller.name}`,
  ].join("\n\n");
}

/**
 * Mails a PDF to the client now, through SMTP (From MAIL_FROM, Reply-To the member), refused in
 * this order: a client without an address (409), a server without SMTP (503), a member past their
 * rate (429); a failure of the mail server is 502. `record` then keeps it, once sent.
 */
async function mailDocument<Result>(
  context: SendingContext,
  actor: Actor,
  author: SignedInUser,
  message: { clientId: string | null; subject: string; text: string; pdf: PdfFile },
  record: (to: string) => Promise<Result>,
): Promise<Result> {
  const { db, mailer, logger } = context;
  const client = await clientAddress(db, actor.workspaceId, message.clientId);
  if (!mailer.delivers) {
    throw new AppError("MAIL_NOT_CONFIGURED", "No mail server is configured: set SMTP_URL and MAIL_FROM on the server to send documents");
  }
  await consumeClientEmailSending(db, actor.userId);
  try {
    await mailer.deliverNow({
      to: client.email,
      replyTo: { name: author.name, address: author.email },
      subject: message.subject,
      text: message.text,
      attachments: [{ filename: message.pdf.fileName, content: message.pdf.bytes, contentType: "application/pdf" }],
    });
  } catch (error) {
    logger.warn({ err: error, clientId: message.clientId }, "a document could not be mailed to a client");
    throw new AppError("MAIL_SEND_FAILED", "The mail server could not be reached or refused the email: it was not sent");
  }
  return record(client.email);
}

/** Emails the invoice or credit note to its client with its PDF, then records when (the activity and the client's timeline). */
export async function sendInvoice(
  context: SendingContext,
  actor: Actor,
  author: SignedInUser,
  invoiceId: string,
  clock: DocumentClock,
): Promise<DocumentSent> {
  const { db } = context;
  const row = await readInvoice(db, actor.workspaceId, invoiceId, clock);
  const { document } = row;
  const texts = DOCUMENT_TEXTS[document.language];
  const format = documentFormat(document.language, document.currency);
  const pdf = await invoicePdf(db, actor.workspaceId, invoiceId, clock);
  const paragraph =
    row.kind === "invoice"
      ? texts.mail.invoice.body(row.number, format.money(document.total), format.day(row.dueDate!))
      : texts.mail.credit_note.body(row.number, format.money(document.total));
  const subject = texts.mail[row.kind].subject(row.number, document.seller.name);
  const text = mailText(document, paragraph, author, row.kind === "invoice" ? document.seller.payment_instructions : "");
  return mailDocument(context, actor, author, { clientId: row.clientId, subject, text, pdf }, (to) =>
    db.transaction(async (tx) => {
      const [sent] = await tx
        .update(invoices)
        .set({ sentAt: sql`now()` })
        .where(and(eq(invoices.workspaceId, actor.workspaceId), eq(invoices.id, invoiceId)))
        .returning({ sentAt: invoices.sentAt });
      await recordActivity(tx, actor, {
        kind: "invoice.sent",
        entityId: invoiceId,
        clientId: row.clientId,
        details: { number: row.number, order_id: row.orderId, order_number: document.order_number, client_name: document.buyer.name, to },
      });
      return { to, sent_at: isoTimestamp(sent!.sentAt!) };
    }),
  );
}

/** Emails the order's quote, as it stands now, to its client. */
export async function sendQuote(
  context: SendingContext,
  actor: Actor,
  author: SignedInUser,
  orderId: string,
  { clock, language }: DocumentRequest,
): Promise<DocumentSent> {
  const { db } = context;
  const quote = await quoteOf(db, actor.workspaceId, orderId, clock, language);
  const { document } = quote;
  const texts = DOCUMENT_TEXTS[document.language];
  const format = documentFormat(document.language, document.currency);
  const pdf = await renderQuote(db, actor.workspaceId, quote);
  const subject = texts.mail.quote.subject(document.order_number, document.seller.name);
  const text = mailText(document, texts.mail.quote.body(format.money(document.total), format.day(quote.validUntil)), author, "");
  return mailDocument(context, actor, author, { clientId: quote.clientId, subject, text, pdf }, async (to) => {
    const sentAt = new Date();
    await db.transaction((tx) =>
      recordActivity(tx, actor, {
        kind: "quote.sent",
        entityId: orderId,
        clientId: quote.clientId,
        details: { order_number: document.order_number, client_name: document.buyer.name, to },
      }),
    );
    return { to, sent_at: isoTimestamp(sentAt) };
  });
}
