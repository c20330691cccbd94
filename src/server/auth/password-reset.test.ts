/*
 * "Forgot password?": the mail, its single-use link valid for an hour, the new password, and
 * what an attacker learns (nothing: the same answer for an address without an account).
 * Mails go to a real SMTP server on loopback.
 */
import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verification } from "../db/schema";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox";
import { createTestApp, STRONG_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "../test/test-app";

const NEW_PASSWORD = "Fresh-Passw0rd-2";
const FRENCH_BROWSER = { cookie: "i18next=fr" };

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "Clientele <crm@example.com>" });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

function requestReset(email: string, headers: Record<string, string> = {}) {
  return t.request("/api/auth/request-password-reset", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, redirectTo: "/auth/reset-password" }),
  });
}

const resetPassword = (token: string, newPassword = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  t.postJson("/api/auth/reset-password", { token, newPassword }, { headers });

/** Opens the mail's link as the browser would: the server checks it and sends the browser on to the reset page. */
async function followLink(link: string): Promise<URL> {
  const url = new URL(link);
  const answer = await t.request(`${url.pathname}${url.search}`, { redirect: "manual" });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location")!, "http://localhost:3000");
}

const signIn = (email: string, password: string) => t.postJson("/api/auth/sign-in/email", { email, password });

async function resetLinkFor(user: TestUser, headers: Record<string, string> = {}) {
  expect((await requestReset(user.email, headers)).status).toBe(200);
  return inbox.nextMailTo(user.email);
}

describe("forgot password", () => {
  it("mails a link in the browser's language, which sets a new password once and signs every device out", async () => {
    const user = await t.signUp();
    const mail = await resetLinkFor(user, FRENCH_BROWSER);
    expect(mail.from).toBe("crm@example.com");
    expect(mail.subject).toBe("Choisissez un nouveau mot de passe Clientele");
    expect(mail.text).toContain("Le lien fonctionne une seule fois, pendant une heure.");
    expect(mail.html).toContain(`href="${mail.link!.replaceAll("&", "&#38;")}"`);

    const landing = await followLink(mail.link!);
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token")!;
    expect(token).toMatch(/^\w{20,}$/);

    const reset = await resetPassword(token, NEW_PASSWORD, FRENCH_BROWSER);
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(401);
    // The session that was open before the reset is signed out.
    expect((await t.api(user, "GET", "/clients")).status).toBe(401);

    const changed = await inbox.nextMailTo(user.email);
    expect(changed.subject).toBe("Votre mot de passe Clientele a été modifié");
    expect(changed.link).toBeUndefined();

    // The link works once.
    expect(await (await resetPassword(token, "Another-Passw0rd-3")).json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await followLink(mail.link!)).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link and a forged one, and keeps the password rule", async () => {
    const user = await t.signUp();
    const mail = await resetLinkFor(user);
    const token = (await followLink(mail.link!)).searchParams.get("token")!;

    const weak = await resetPassword(token, "alllowercase1");
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: "WEAK_PASSWORD" });

    for (const forged of ["not-a-token", token.slice(0, -1), `${token}x`]) {
      const answer = await resetPassword(forged);
      expect(answer.status, forged).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "INVALID_TOKEN" });
    }

    // An hour later.
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((await followLink(mail.link!)).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect((await resetPassword(token)).status).toBe(400);
    expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("answers an address without an account exactly as one with, and mails nobody", async () => {
    const user = await t.signUp();
    const nobody = uniqueEmail("nobody");
    const known = await requestReset(user.email);
    const unknown = await requestReset(nobody);
    expect({ status: unknown.status, body: await unknown.text() }).toEqual({ status: known.status, body: await known.text() });
    await inbox.nextMailTo(user.email);
    expect(inbox.mailsTo(nobody)).toEqual([]);
    expect(await t.db.select().from(verification).where(like(verification.identifier, "reset-password:%"))).not.toHaveLength(0);
  });

  it("mails one address at most 3 links in 10 minutes, whatever address asks, with the same answer", async () => {
    const user = await t.signUp();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await requestReset(user.email));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (let mail = 0; mail < 3; mail++) await inbox.nextMailTo(user.email);
    await expect(inbox.nextMailTo(user.email, 1_000)).rejects.toThrow("no mail");
  });

  it("is limited per caller address too: 5 a minute", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await t.request("/api/auth/request-password-reset", {
        method: "POST",
        ip: "10.200.0.1",
        body: JSON.stringify({ email: uniqueEmail(), redirectTo: "/auth/reset-password" }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe("changing the password from the settings", () => {
  it("mails the user that it changed, and not when the current password is wrong", async () => {
    const user = await t.signUp();
    const change = (currentPassword: string) =>
      t.postJson(
        "/api/auth/change-password",
        { currentPassword, newPassword: NEW_PASSWORD },
        { headers: { cookie: `${user.cookie}; i18next=es` } },
      );
    expect((await change("Wrong-Passw0rd")).status).toBe(400);
    await expect(inbox.nextMailTo(user.email, 500)).rejects.toThrow("no mail");
    expect((await change(STRONG_PASSWORD)).status).toBe(200);
    expect((await inbox.nextMailTo(user.email)).subject).toBe("Se ha cambiado tu contraseña de Clientele");
  });
});

describe("without SMTP_URL", () => {
  const lines: Record<string, unknown>[] = [];
  let bare: TestApp;
  beforeAll(async () => {
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    bare = await createTestApp({}, { logger });
  });
  afterAll(() => bare.close());

  it("logs the link for the administrator at warn level, and says mail is not delivered", async () => {
    const user = await bare.signUp();
    const answer = await bare.request("/api/auth/request-password-reset", {
      method: "POST",
      body: JSON.stringify({ email: user.email, redirectTo: "/auth/reset-password" }),
    });
    expect(answer.status).toBe(200);
    // The mail is counted and written after the answer.
    const logged = await vi.waitFor(
      () => lines.find((line) => line.kind === "reset-password") ?? Promise.reject(new Error("not logged yet")),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    expect(logged).toMatchObject({ level: 40, to: user.email, msg: "mail not sent: SMTP_URL is not set" });
    expect(String(logged!.link)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/\w+\?callbackURL=/);
    expect(await (await bare.request("/api/capabilities")).json()).toEqual({ email_delivery: false, email_verification_required: false });
    expect(await (await t.request("/api/capabilities")).json()).toEqual({ email_delivery: true, email_verification_required: false });
  });
});
