import { createServer, type AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { ClientEmail } from "@shared/client-emails/client-email.schema";
import type { Client } from "@shared/clients/client.schema";
import { queryRows } from "../db/database";
import { activity, clientEmails, user as users } from "../db/schema";
import type { ErrorBody } from "../http/errors";
import type { SmtpInbox } from "../test/smtp-inbox";
import { createMailingTestApp, createTestApp, uniqueEmail, type TestApp, type TestUser } from "../test/test-app";
import { CLIENT_EMAILS_PER_MINUTE } from "./send-rate-limit";

let t: TestApp;
let inbox: SmtpInbox;
let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
beforeAll(async () => {
  ({ t, inbox } = mailing = await createMailingTestApp());
});
afterAll(() => mailing.close());

async function createClient(app: TestApp, user: TestUser, fields: Record<string, unknown> = {}): Promise<Client> {
  const response = await app.api(user, "POST", "/clients", { name: "Ada Lovelace", email: uniqueEmail("ada"), ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as Client;
}

const writeEmail = (app: TestApp, user: TestUser, clientId: string, body: unknown) =>
  app.api(user, "POST", `/clients/${clientId}/emails`, body);

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe(code);
  return error;
}

async function emailsOf(app: TestApp, user: TestUser, clientId: string): Promise<ClientEmail[]> {
  const response = await app.api(user, "GET", `/clients/${clientId}/emails`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ClientEmail[] }).items;
}

/** The activity recorded about the client's emails. */
const emailActivity = (app: TestApp, clientId: string) =>
  app.db
    .select({ kind: activity.kind, entityId: activity.entityId, clientId: activity.clientId, details: activity.details })
    .from(activity)
    .where(and(eq(activity.clientId, clientId), sql`${activity.kind} like 'email.%'`));

/** Rows of client_emails in the whole database of `app`, whoever they belong to. */
const storedEmailCount = async (app: TestApp) => (await app.db.select({ id: clientEmails.id }).from(clientEmails)).length;

async function renamed(app: TestApp, user: TestUser, name: string) {
  const response = await app.postJson("/api/auth/update-user", { name }, { headers: { cookie: user.cookie } });
  expect(response.status).toBe(200);
}

/** A body as a mail program reads it: the text, its last line ended as every line of a message is. */
const textAsReceived = (body: string) => `${body}\n`;

/** A mail header's value (the first one named so), with folded lines joined. */
function header(source: string, name: string): string | undefined {
  const head = source.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, " ");
  return head
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

describe("sending an email to a client", () => {
  it("mails it From MAIL_FROM, Reply-To the user, to the client, with the subject and the text exactly as written", async () => {
    const user = await t.signUp();
    await renamed(t, user, 'Zoë "the closer" Müller');
    const client = await createClient(t, user, { name: "Grace Hopper" });
    const subject = "Votre devis — 12 % de remise, «\u00a0offre\u00a0» 🎉";
    const body = "Bonjour Grace,\n\n<script>alert('x')</script> <b>not bold</b> &amp;\n  indented line\nÇa vous convient ? 日本語\n\n— Zoë";

    const response = await writeEmail(t, user, client.id, { subject, body, send: true });
    expect(response.status).toBe(201);
    const email = (await response.json()) as ClientEmail;
    expect(email).toMatchObject({ client_id: client.id, state: "sent", to: client.email, subject, body, author_id: user.id });
    expect(Date.parse(email.sent_at!)).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = inbox.mailsTo(client.email!);
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("crm@example.com");
    expect(mail!.to).toBe(client.email);
    expect(mail!.replyTo).toEqual([{ name: 'Zoë "the closer" Müller', address: user.email }]);
    expect(mail!.subject).toBe(subject);
    expect(mail!.text).toBe(textAsReceived(body));
    // One text part and nothing else: no HTML in which the text could be read as markup.
    expect(mail!.html).toBe("");
    expect(header(mail!.source, "Content-Type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(mail!.source).not.toMatch(/text\/html|multipart/i);
    expect(mail!.source.match(/^subject:/gim)).toHaveLength(1);
    // Names and subject are encoded: the header section is plain ASCII, whatever was typed.
    expect(mail!.source.split("\r\n\r\n")[0]).toMatch(/^[\x20-\x7e\r\n\t]*$/);
  });

  it("writes a name with a line break (stored before names were one line) into Reply-To as one harmless line", async () => {
    const user = await t.signUp();
    await t.db.update(users).set({ name: "Eve\r\nBcc: victim@example.com" }).where(eq(users.id, user.id));
    const client = await createClient(t, user);

    expect((await writeEmail(t, user, client.id, { subject: "Hi", body: "Hello", send: true })).status).toBe(201);
    const [mail] = inbox.mailsTo(client.email!);
    expect(mail!.replyTo).toEqual([{ name: "Eve Bcc: victim@example.com", address: user.email }]);
    expect(mail!.source).not.toMatch(/^bcc:/im);
    expect(inbox.mailsTo("victim@example.com")).toHaveLength(0);
  });

  it("keeps the body's long lines, trailing spaces, lines of dots and tabs as written", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    const body = `${"a very long line ".repeat(80)}end\nspaces kept   \n.\n..two dots\nFrom the start of a line\n\tTabbed`;

    expect((await writeEmail(t, user, client.id, { subject: "Lines", body, send: true })).status).toBe(201);
    expect(inbox.mailsTo(client.email!)[0]!.text).toBe(textAsReceived(body));
  });

  it("records the email and its activity (with the client) once sent, and lists it newest first with drafts", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user, { name: "Katherine Johnson" });
    const draft = (await (await writeEmail(t, user, client.id, { subject: "Idea", body: "Later", send: false })).json()) as ClientEmail;
    const sent = (await (await writeEmail(t, user, client.id, { subject: "Offer", body: "Now", send: true })).json()) as ClientEmail;

    expect((await emailsOf(t, user, client.id)).map((email) => [email.id, email.state])).toEqual([
      [sent.id, "sent"],
      [draft.id, "draft"],
    ]);
    expect(await emailActivity(t, client.id)).toEqual(
      expect.arrayContaining([
        { kind: "email.sent", entityId: sent.id, clientId: client.id, details: { name: "Katherine Johnson", subject: "Offer" } },
        { kind: "email.drafted", entityId: draft.id, clientId: client.id, details: { name: "Katherine Johnson", subject: "Idea" } },
      ]),
    );
  });

  it("sends to the client's address as it is now", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    const newAddress = uniqueEmail("moved");
    expect((await t.api(user, "PATCH", `/clients/${client.id}`, { email: newAddress })).status).toBe(200);

    const email = (await (await writeEmail(t, user, client.id, { subject: "Hi", body: "Hello", send: true })).json()) as ClientEmail;
    expect(email.to).toBe(newAddress);
    expect(inbox.mailsTo(newAddress)).toHaveLength(1);
    expect(inbox.mailsTo(client.email!)).toHaveLength(0);
  });

  it("refuses a subject with a line break (a header injection) with 400, and sends and keeps nothing", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    for (const subject of ["Hello\r\nBcc: victim@example.com", "Hello\nX-Injected: 1", "Hello\u2028there"]) {
      const error = await expectError(await writeEmail(t, user, client.id, { subject, body: "Body", send: true }), 400, "VALIDATION");
      expect(error.fields).toEqual({ subject: "validation.singleLine" });
    }
    expect(inbox.mailsTo(client.email!)).toHaveLength(0);
    expect(inbox.mailsTo("victim@example.com")).toHaveLength(0);
    expect(await emailsOf(t, user, client.id)).toEqual([]);
  });

  it("refuses an empty or overlong subject or body with the field's message", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    const cases: [unknown, Record<string, string>][] = [
      [{ subject: " ", body: "Body", send: true }, { subject: "validation.subjectRequired" }],
      [{ subject: "x".repeat(201), body: "Body", send: true }, { subject: "validation.subjectTooLong" }],
      [{ subject: "Hi", body: "\n\u200b\n", send: false }, { body: "validation.emailBodyRequired" }],
      [{ subject: "Hi", body: "x".repeat(20_001), send: false }, { body: "validation.emailBodyTooLong" }],
      [{ subject: "Hi", body: "Body" }, { send: "validation.invalid" }],
    ];
    for (const [input, fields] of cases) {
      expect((await expectError(await writeEmail(t, user, client.id, input), 400, "VALIDATION")).fields).toEqual(fields);
    }
    expect(await emailsOf(t, user, client.id)).toEqual([]);
  });

  it("answers 409 CLIENT_HAS_NO_EMAIL for a client without an address, and sends and keeps nothing", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user, { email: "" });
    const before = inbox.received.length;
    const error = await expectError(
      await writeEmail(t, user, client.id, { subject: "Hi", body: "Hello", send: true }),
      409,
      "CLIENT_HAS_NO_EMAIL",
    );
    expect(error.message).toMatch(/no email address/);
    expect(inbox.received.length).toBe(before);
    expect(await emailsOf(t, user, client.id)).toEqual([]);
    expect(await emailActivity(t, client.id)).toEqual([]);
  });

  it("answers 404 for another workspace's client or none, before anything else", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const client = await createClient(t, owner);
    for (const id of [client.id, "00000000-0000-4000-8000-000000000000"]) {
      await expectError(await writeEmail(t, stranger, id, { subject: "Hi", body: "Hello", send: true }), 404, "NOT_FOUND");
      await expectError(await writeEmail(t, stranger, id, { subject: "Hi", body: "Hello", send: false }), 404, "NOT_FOUND");
      await expectError(await t.api(stranger, "GET", `/clients/${id}/emails`), 404, "NOT_FOUND");
    }
    expect(inbox.mailsTo(client.email!)).toHaveLength(0);
    expect(await emailsOf(t, owner, client.id)).toEqual([]);
  });

  it("is validated before the client is looked up", async () => {
    const user = await t.signUp();
    const response = await writeEmail(t, user, "00000000-0000-4000-8000-000000000000", { subject: "a\nb", body: "x", send: true });
    await expectError(response, 400, "VALIDATION");
  });

  it(`allows ${CLIENT_EMAILS_PER_MINUTE} emails a minute per user, then answers 429 with Retry-After and sends nothing`, async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    // The limit counts by the database's minute: start early enough in one for the test to fit in it.
    const [{ second }] = (await queryRows<{ second: number }>(t.db, sql`select extract(second from now())::float8 as second`)) as [
      { second: number },
    ];
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));

    const draft = await writeEmail(t, user, client.id, { subject: "Draft", body: "Not counted", send: false });
    expect(draft.status).toBe(201);
    for (let index = 0; index < CLIENT_EMAILS_PER_MINUTE; index++) {
      expect((await writeEmail(t, user, client.id, { subject: `Mail ${index}`, body: "Hello", send: true })).status).toBe(201);
    }
    const refused = await writeEmail(t, user, client.id, { subject: "One too many", body: "Hello", send: true });
    const error = await expectError(refused, 429, "RATE_LIMIT");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error.details).toMatchObject({ reason: "too_many_requests", retry_after_seconds: retryAfter });

    expect(inbox.mailsTo(client.email!)).toHaveLength(CLIENT_EMAILS_PER_MINUTE);
    expect((await emailsOf(t, user, client.id)).filter((email) => email.state === "sent")).toHaveLength(CLIENT_EMAILS_PER_MINUTE);
    // Drafts are still kept past the limit; another user has their own.
    expect((await writeEmail(t, user, client.id, { subject: "Draft", body: "Still fine", send: false })).status).toBe(201);
    const colleague = await t.signUp();
    const theirs = await createClient(t, colleague);
    expect((await writeEmail(t, colleague, theirs.id, { subject: "Hi", body: "Hello", send: true })).status).toBe(201);
  });
});

describe("an email to a client when the mail server fails", () => {
  /** A real SMTP server that refuses every recipient, as a provider refuses an address. */
  async function refusingServer() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  /** A loopback port nobody listens on. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  it("answers 502 MAIL_SEND_FAILED and records nothing when the server refuses or cannot be reached", async () => {
    const refusing = await refusingServer();
    onTestFinished(() => refusing.close());
    const port = await closedPort();
    for (const smtpUrl of [refusing.url, `smtp://127.0.0.1:${port}`]) {
      const app = await createTestApp({ SMTP_URL: smtpUrl, MAIL_FROM: "crm@example.com" });
      onTestFinished(() => app.close());
      const user = await app.signUp();
      const client = await createClient(app, user);
      await expectError(await writeEmail(app, user, client.id, { subject: "Hi", body: "Hello", send: true }), 502, "MAIL_SEND_FAILED");
      expect(await emailsOf(app, user, client.id)).toEqual([]);
      expect(await emailActivity(app, client.id)).toEqual([]);
      expect(await storedEmailCount(app)).toBe(0);
    }
  });
});

describe("an email to a client without SMTP", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it("cannot be sent: 503 MAIL_NOT_CONFIGURED, nothing recorded", async () => {
    const user = await bare.signUp();
    const client = await createClient(bare, user);
    const error = await expectError(
      await writeEmail(bare, user, client.id, { subject: "Hi", body: "Hello", send: true }),
      503,
      "MAIL_NOT_CONFIGURED",
    );
    expect(error.message).toMatch(/SMTP_URL/);
    expect(await emailsOf(bare, user, client.id)).toEqual([]);
    expect(await emailActivity(bare, client.id)).toEqual([]);
    const capabilities = (await (await bare.request("/api/capabilities")).json()) as { email_delivery: boolean };
    expect(capabilities.email_delivery).toBe(false);
  });

  it("answers 409 for a client without an address before saying SMTP is missing", async () => {
    const user = await bare.signUp();
    const client = await createClient(bare, user, { email: "" });
    await expectError(await writeEmail(bare, user, client.id, { subject: "Hi", body: "Hello", send: true }), 409, "CLIENT_HAS_NO_EMAIL");
  });

  it("is saved as a draft, even for a client without an address, on the client's timeline", async () => {
    const user = await bare.signUp();
    const client = await createClient(bare, user, { name: "Hedy Lamarr", email: "" });
    const body = "Line one\nLine two <i>as typed</i>";
    const response = await writeEmail(bare, user, client.id, { subject: "Follow-up", body, send: false });
    expect(response.status).toBe(201);
    const draft = (await response.json()) as ClientEmail;
    expect(draft).toMatchObject({
      client_id: client.id,
      state: "draft",
      to: null,
      subject: "Follow-up",
      body,
      sent_at: null,
      author_id: user.id,
    });
    expect(await emailsOf(bare, user, client.id)).toEqual([draft]);
    expect(await emailActivity(bare, client.id)).toEqual([
      { kind: "email.drafted", entityId: draft.id, clientId: client.id, details: { name: "Hedy Lamarr", subject: "Follow-up" } },
    ]);
  });
});

describe("the capabilities", () => {
  it("tell the web app that emails can be sent when SMTP is configured", async () => {
    const capabilities = (await (await t.request("/api/capabilities")).json()) as { email_delivery: boolean };
    expect(capabilities.email_delivery).toBe(true);
  });
});
