/*
 * Confirming addresses at sign-up when REQUIRE_EMAIL_VERIFICATION=true. A change of address
 * from the settings, and what ends every mailed link, are in test/security/account-links.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox";
import { createTestApp, sessionCookie, STRONG_PASSWORD, type TestApp, uniqueEmail } from "../test/test-app";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const mailSettings = () => ({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com" });

/** Opens a mail's link as the browser would, with its cookies; answers where it is sent and the cookies it gets. */
async function openLink(t: TestApp, link: string, cookie = "") {
  const url = new URL(link);
  const answer = await t.request(`${url.pathname}${url.search}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  expect(answer.status).toBe(302);
  return { location: new URL(answer.headers.get("location")!, "http://localhost:3000"), cookie: sessionCookie(answer) };
}

describe("with REQUIRE_EMAIL_VERIFICATION=true", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...mailSettings(), REQUIRE_EMAIL_VERIFICATION: "true" });
  });
  afterAll(() => t.close());

  it("signs nobody in before the link is opened, sends it again on request, and signs in once it is", async () => {
    const email = uniqueEmail();
    const signUp = await t.postJson(
      "/api/auth/sign-up/email",
      { email, password: STRONG_PASSWORD, name: "Grace", callbackURL: "/dashboard" },
      { headers: { cookie: "i18next=es" } },
    );
    expect(signUp.status).toBe(200);
    expect(sessionCookie(signUp)).not.toContain("session_token");
    const first = await inbox.nextMailTo(email);
    expect(first.subject).toBe("Confirma tu correo electrónico para Clientele");

    const early = await t.postJson("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    expect((await t.postJson("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" })).status).toBe(200);
    const again = await inbox.nextMailTo(email);
    expect(again.subject).toBe("Confirm your email for Clientele");

    const opened = await openLink(t, again.link!);
    expect(opened.location.pathname).toBe("/dashboard");
    expect(opened.cookie).toContain("session_token");
    expect((await t.request("/api/v1/clients", { headers: { cookie: opened.cookie } })).status).toBe(200);
    expect((await t.postJson("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
    expect(await (await t.request("/api/capabilities")).json()).toEqual({ email_delivery: true, email_verification_required: true });
  });

  it("refuses a forged link", async () => {
    const opened = await openLink(t, "http://localhost:3000/api/auth/verify-email?token=forged.token.here&callbackURL=%2Fdashboard");
    expect(opened.location.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(opened.cookie).not.toContain("session_token");
  });
});

describe("without it (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mailSettings());
  });
  afterAll(() => t.close());

  it("signs a new account in at once, and mails nothing", async () => {
    const user = await t.signUp();
    expect((await t.api(user, "GET", "/clients")).status).toBe(200);
    await expect(inbox.nextMailTo(user.email, 500)).rejects.toThrow("no mail");
  });
});
