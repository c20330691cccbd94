import { and, eq, isNull, sql } from "drizzle-orm";
import type { InvoiceConflictReason } from "@shared/invoices/invoice-limits";
import { recordActivity } from "../activity/record-activity";
import type { Executor } from "../db/database";
import { invoices } from "../db/schema";
import type { Actor } from "../http/app-env";
import { conflict } from "../http/errors";
import { takeNextNumber } from "../lib/number-series";
import { calendarDay, yearOf } from "./document-dates";
import { documentNumber, seriesOf } from "./document-numbers";
import { creditNoteOf } from "./printed-document";

/**
 * What an order's invoices mean for the order (docs/product.md "Quotes and invoices"), for the
 * orders' service to apply in its own transaction, once it holds the order's lock: an invoice in
 * force freezes the order's lines, cancelling the order credits it, and an order once invoiced
 * is never deleted.
 */

/** When a document is made: the instant, and the time zone of the member making it, whose day it bears. */
export interface DocumentClock {
  now: Date;
  timeZone: string;
}

export const systemClock = (timeZone = "UTC"): DocumentClock => ({ now: new Date(), timeZone });

export const invoiceConflict = (reason: InvoiceConflictReason, message: string) => conflict(message, { reason });

/** The order's invoice that no credit note has cancelled yet, if it has one. */
export async function invoiceInForce(tx: Executor, workspaceId: string, orderId: string) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.workspaceId, workspaceId), eq(invoices.orderId, orderId), eq(invoices.kind, "invoice"), isNull(invoices.relatedId)),
    );
  return invoice;
}

/** 409 `order_invoiced` when the order has an invoice in force: its lines are what the invoice printed. */
export async function refuseLineChangesIfInvoiced(tx: Executor, workspaceId: string, orderId: string): Promise<void> {
  if (await invoiceInForce(tx, workspaceId, orderId)) {
    throw invoiceConflict("order_invoiced", "The order has an invoice: cancel the order to credit it before changing its lines");
  }
}

/** 409 `order_invoiced` when the order was ever invoiced: its documents refer to it for good. */
export async function refuseDeletionIfInvoiced(tx: Executor, workspaceId: string, orderId: string): Promise<void> {
  const [invoiced] = await tx
    .select({ one: sql`1` })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.orderId, orderId)))
    .limit(1);
  if (invoiced) throw invoiceConflict("order_invoiced", "An invoiced order cannot be deleted: cancel it instead");
}

/**
 * Issues the credit note of the order's invoice in force, if it has one: the invoice's document
 * with every amount negated, numbered CN-<year>-NNNN in its own gapless series; the invoice then
 * names it, and the order may be invoiced again.
 */
export async function creditInvoiceOf(tx: Executor, actor: Actor, orderId: string, clock: DocumentClock): Promise<void> {
  const invoice = await invoiceInForce(tx, actor.workspaceId, orderId);
  if (!invoice) return;
  const issueDate = calendarDay(clock.now, clock.timeZone);
  const year = yearOf(issueDate);
  const document = creditNoteOf(invoice.document);
  const sequence = await takeNextNumber(tx, actor.workspaceId, seriesOf("credit_note", year));
  const number = documentNumber("credit_note", year, sequence);
  const [creditNote] = await tx
    .insert(invoices)
    .values({
      workspaceId: actor.workspaceId,
      createdBy: actor.userId,
      kind: "credit_note",
      number,
      orderId,
      clientId: invoice.clientId,
      relatedId: invoice.id,
      issueDate,
      dueDate: null,
      total: document.total,
      document,
    })
    .returning({ id: invoices.id });
  await tx
    .update(invoices)
    .set({ relatedId: creditNote!.id })
    .where(and(eq(invoices.workspaceId, actor.workspaceId), eq(invoices.id, invoice.id)));
  await recordActivity(tx, actor, {
    kind: "credit_note.issued",
    entityId: creditNote!.id,
    clientId: invoice.clientId,
    details: {
      number,
      invoice_number: invoice.number,
      order_id: orderId,
      order_number: document.order_number,
      client_name: document.buyer.name,
      total: document.total,
    },
  });
}
