import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To addresses, each with its display name as decoded ("" without one). */
  replyTo: { name: string; address: string }[];
  /** The message as it came over the wire (headers and encoded body). */
  source: string;
  /** The first link of the text part. */
  link?: string;
  /** The files attached, decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests: the app sends to it
 * through SMTP_URL (`url`) exactly as to a provider's.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      readAll(stream)
        .then(async (source) => ({ source, mail: await simpleParser(source) }))
        .then(({ source, mail }: { source: Buffer; mail: ParsedMail }) => {
          const text = mail.text ?? "";
          received.push({
            to: addresses(mail.to),
            from: addresses(mail.from),
            subject: mail.subject ?? "",
            text,
            html: typeof mail.html === "string" ? mail.html : "",
            replyTo: (mail.replyTo?.value ?? []).map((entry) => ({ name: entry.name, address: entry.address ?? "" })),
            source: source.toString("utf8"),
            link: /https?:\/\/\S+/.exec(text)?.[0],
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? "",
              contentType: file.contentType,
              content: file.content,
            })),
          });
          for (const waiter of [...waiters]) waiter();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to` not taken yet (and takes it); fails after `timeoutMs`. */
    async nextMailTo(to: string, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((mail) => mail.to.toLowerCase() === to.toLowerCase());
        if (index !== -1) return received.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, left);
          waiters.add(done);
        });
      }
    },
    /** Mails to `to` received so far (not taken). */
    mailsTo: (to: string) => received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function addresses(field: ParsedMail["to"] | ParsedMail["from"]): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? "")).join(", ");
}
