import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "@hono/zod-openapi";
import type { ClientEmail, clientEmailInputSchema } from "@shared/client-emails/client-email.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { clientEmails, clients } from "../db/schema";
import type { Actor, SignedInUser } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import type { Mailer } from "../mail/mailer";
import { consumeClientEmailSending } from "./send-rate-limit";

/**
 * Emails written to a client (docs/product.md "The client page", docs/decisions.md 111): sent at
 * once through the configured SMTP server, From MAIL_FROM with Reply-To the member who wrote it,
 * the text exactly as written and nothing else; or kept as a draft. Either goes on the client's
 * timeline (`email.sent`, `email.drafted`).
 */

type ClientEmailInput = z.output<typeof clientEmailInputSchema>;
type ClientEmailRow = typeof clientEmails.$inferSelect;

export interface SendingContext {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

export function toClientEmail(row: ClientEmailRow): ClientEmail {
  return {
    id: row.id,
    client_id: row.clientId,
    state: row.state,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    author_id: row.authorId,
    created_at: isoTimestamp(row.createdAt),
    sent_at: row.sentAt ? isoTimestamp(row.sentAt) : null,
  };
}

const clientInWorkspace = (workspaceId: string, clientId: string) => and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId));

/**
 * The workspace's client's name and current address, or undefined for a client of another
 * workspace or none. With `lock`, the client cannot be deleted until the transaction ends (an
 * email recorded meanwhile would lose its client).
 */
async function findClient(db: Executor, workspaceId: string, clientId: string, lock = false) {
  const query = db.select({ name: clients.name, email: clients.email }).from(clients).where(clientInWorkspace(workspaceId, clientId));
  const [row] = lock ? await query.for("key share") : await query;
  return row;
}

/** A client's emails, sent and drafts, newest first; 404 for a client not in the workspace. */
export async function listClientEmails(db: Database, workspaceId: string, clientId: string): Promise<ClientEmail[]> {
  if (!(await findClient(db, workspaceId, clientId))) throw notFound("Client");
  const rows = await db
    .select()
    .from(clientEmails)
    .where(and(eq(clientEmails.workspaceId, workspaceId), eq(clientEmails.clientId, clientId)))
    .orderBy(desc(clientEmails.createdAt), desc(clientEmails.id));
  return rows.map(toClientEmail);
}

/**
 * Sends the email to the client now (`send: true`) or keeps it as a draft. Sending is refused,
 * in this order, for a client without an address (409), a server without SMTP (503) and a user
 * past their rate (429), then waits for the SMTP server's answer: a failure is 502 and leaves
 * nothing behind. The email and its activity are recorded once the message is accepted.
 */
export async function writeClientEmail(
  context: SendingContext,
  actor: Actor,
  author: SignedInUser,
  clientId: string,
  input: ClientEmailInput,
): Promise<ClientEmail> {
  const { db, mailer, logger } = context;
  const client = await findClient(db, actor.workspaceId, clientId);
  if (!client) throw notFound("Client");
  if (!input.send) return saveDraft(db, actor, clientId, input);

  if (!client.email) {
    throw new AppError("CLIENT_HAS_NO_EMAIL", "The client has no email address: add one to the client to send them an email");
  }
  if (!mailer.delivers) {
    throw new AppError("MAIL_NOT_CONFIGURED", "No mail server is configured: set SMTP_URL and MAIL_FROM on the server to send emails");
  }
  await consumeClientEmailSending(db, actor.userId);

  const to = client.email;
  try {
    await mailer.deliverNow({ to, replyTo: { name: author.name, address: author.email }, subject: input.subject, text: input.body });
  } catch (error) {
    logger.warn({ err: error, clientId }, "email to a client could not be sent");
    throw new AppError("MAIL_SEND_FAILED", "The mail server could not be reached or refused the email: it was not sent");
  }

  const id = randomUUID();
  try {
    return await recordSent(db, actor, clientId, id, to, input);
  } catch (error) {
    // The message is gone: answering an error would invite sending it again. It is reported as
    // sent, and the failure to keep it is logged with what identifies it.
    logger.error(
      { err: error, emailId: id, clientId, workspaceId: actor.workspaceId, userId: actor.userId, subject: input.subject },
      "email to a client was sent but could not be recorded",
    );
    const now = isoTimestamp(new Date());
    return {
      id,
      client_id: clientId,
      state: "sent",
      to,
      subject: input.subject,
      body: input.body,
      author_id: actor.userId,
      created_at: now,
      sent_at: now,
    };
  }
}

async function saveDraft(db: Database, actor: Actor, clientId: string, input: ClientEmailInput): Promise<ClientEmail> {
  return db.transaction(async (tx) => {
    const client = await findClient(tx, actor.workspaceId, clientId, true);
    if (!client) throw notFound("Client");
    const [row] = await tx
      .insert(clientEmails)
      .values({
        workspaceId: actor.workspaceId,
        clientId,
        authorId: actor.userId,
        state: "draft",
        toAddress: null,
        subject: input.subject,
        body: input.body,
      })
      .returning();
    await recordActivity(tx, actor, {
      kind: "email.drafted",
      entityId: row!.id,
      clientId,
      details: { name: client.name, subject: input.subject },
    });
    return toClientEmail(row!);
  });
}

async function recordSent(
  db: Database,
  actor: Actor,
  clientId: string,
  id: string,
  to: string,
  input: ClientEmailInput,
): Promise<ClientEmail> {
  return db.transaction(async (tx) => {
    const client = await findClient(tx, actor.workspaceId, clientId, true);
    if (!client) throw new Error("the client was deleted while the email was being sent");
    const [row] = await tx
      .insert(clientEmails)
      .values({
        workspaceId: actor.workspaceId,
        id,
        clientId,
        authorId: actor.userId,
        state: "sent",
        toAddress: to,
        subject: input.subject,
        body: input.body,
        sentAt: sql`now()`,
      })
      .returning();
    await recordActivity(tx, actor, {
      kind: "email.sent",
      entityId: id,
      clientId,
      details: { name: client.name, subject: input.subject },
    });
    return toClientEmail(row!);
  });
}
