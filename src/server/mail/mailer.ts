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
  /** Waits for the mails still being sent (before shutting down). */
  flush(): Promise<void>;
}

/** Mail through SMTP_URL with nodemailer (loaded with the first mail), or to the log without it. */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  let transport: Promise<import("nodemailer").Transporter> | undefined;

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
    async flush() {
      await Promise.all(pending);
    },
  };
}
