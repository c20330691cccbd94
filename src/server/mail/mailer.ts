import type { Logger } from "pino";
import type { LanguageCode } from "@shared/languages";
import type { Env } from "../env";
import { writeMail, type MailContent } from "./mail-texts";

declare module "hono" {
  interface ContextVariableMap {
    /** How the app sends mail: SMTP, or the log when SMTP_URL is unset. */
    mailer: Mailer;
  }
}

export interface Mailer {
  /** Whether mails reach their addresses (SMTP_URL is set); without it, their links are logged. */
  readonly delivers: boolean;
  /**
   * Writes the mail in `language` and sends it in the background: the request that caused it
   * answers at once, in the same time whether or not there was anyone to write to. A failure is
   * logged. Without SMTP_URL, the link is logged at warn level for the administrator instead.
   */
  send(to: string, content: MailContent, language: LanguageCode): void;
  /**
   * Sends a message written by a user now, and resolves once the SMTP server has accepted it
   * (docs/decisions.md 111): From MAIL_FROM, the text as the only part (text/plain, UTF-8, no
   * HTML). Rejects when the server cannot be reached, is too slow or refuses the message, and
   * without SMTP_URL (check `delivers` first).
   */
  deliverNow(message: ImmediateMessage): Promise<void>;
  /** Waits for the mails still being sent (before shutting down). */
  flush(): Promise<void>;
}

/** An address with the name shown beside it. */
export interface NamedAddress {
  name: string;
  address: string;
}

export interface ImmediateMessage {
  to: string;
  /** Where answers go: the person who wrote it. */
  replyTo: NamedAddress;
  /** One line (the caller refuses line breaks). */
  subject: string;
  text: string;
  /** Files sent with it: a quote's or an invoice's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * How long a message sent while the user waits may take: to connect, for the server's greeting,
 * and of silence in the conversation. A provider that takes longer is reported as a failure
 * rather than keeping the request open for minutes (nodemailer's defaults).
 */
const IMMEDIATE_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * A display name as one harmless phrase: control characters and line or paragraph separators
 * become spaces (nodemailer quotes or encodes the rest).
 */
const displayName = (name: string) =>
  name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Mail through SMTP_URL with nodemailer (loaded with the first mail), or to the log without it. */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  let immediateTransport: Promise<import("nodemailer").Transporter> | undefined;

  async function deliver(to: string, content: MailContent, language: LanguageCode) {
    const mail = writeMail(content, language);
    transport ??= import("nodemailer").then((nodemailer) => nodemailer.createTransport(smtpUrl!));
    await (await transport).sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html });
    logger.info({ kind: content.kind, language }, "mail sent");
  }

  return {
    delivers: Boolean(smtpUrl),
    send(to, content, language) {
      if (!smtpUrl) {
        const link = "link" in content ? content.link : undefined;
        logger.warn({ to, kind: content.kind, ...(link ? { link } : {}) }, "mail not sent: SMTP_URL is not set");
        return;
      }
      const sending = deliver(to, content, language).catch((error: unknown) =>
        logger.error({ err: error, kind: content.kind }, "mail could not be sent"),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async deliverNow({ to, replyTo, subject, text, attachments }) {
      if (!smtpUrl) throw new Error("SMTP_URL is not set: no message can be delivered");
      immediateTransport ??= import("nodemailer").then((nodemailer) =>
        nodemailer.createTransport({ url: smtpUrl, ...IMMEDIATE_TIMEOUTS_MS }),
      );
      const name = displayName(replyTo.name);
      await (
        await immediateTransport
      ).sendMail({
        from,
        to,
        replyTo: name ? { name, address: replyTo.address } : replyTo.address,
        subject,
        text,
        attachments,
      });
    },
    async flush() {
      await Promise.all(pending);
    },
  };
}
