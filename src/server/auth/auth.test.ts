import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>, ip?: string) => t.postJson("/api/auth/sign-up/email", { name: "Sam", ...body }, { ip });
const signIn = (body: Record<string, unknown>, ip?: string) => t.postJson("/api/auth/sign-in/email", body, { ip });

describe("sign-up", () => {
  it("creates the account and signs the user in with an HttpOnly, SameSite=Lax cookie", async () => {
    const email = uniqueEmail();
    const response = await signUp({ email, password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(email);

    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await t.request("/api/auth/get-session", { headers: { cookie: sessionCookie(response) } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it("refuses a password shorter than 8 characters", async () => {
    const response = await signUp({ email: uniqueEmail(), password: "Ab1!xyz" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it.each([
    ["only lower-case letters", "abcdefghij"],
    ["letters of both cases but no digit or symbol", "abcdEFGHij"],
    ["lower-case letters and digits only", "abcdefgh12"],
  ])("refuses a weak password: %s", async (_case, password) => {
    const email = uniqueEmail();
    const response = await signUp({ email, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "WEAK_PASSWORD",
      message: "Password must contain uppercase, lowercase, and numbers",
    });
    // Nothing was created: signing in with that password fails.
    expect((await signIn({ email, password })).status).toBe(401);
  });

  it("accepts a password that scores 3 without upper-case letters (length, digit, symbol)", async () => {
    expect((await signUp({ email: uniqueEmail(), password: "lower-case-1" })).status).toBe(200);
  });

  it("refuses an email that is already registered", async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, password: STRONG_PASSWORD })).status).toBe(200);
    const again = await signUp({ email, password: "Another-Passw0rd" });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it("refuses a malformed email", async () => {
    const response = await signUp({ email: "not-an-email", password: STRONG_PASSWORD });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/invalid email/i);
  });
});

describe("sign-in", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const user = await t.signUp();
    const ok = await signIn({ email: user.email, password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toMatch(/session_token=/);

    const wrong = await signIn({ email: user.email, password: "Wrong-Passw0rd" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("limits sign-in attempts from one address to 5 a minute", async () => {
    const user = await t.signUp();
    const ip = "10.200.0.1";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signIn({ email: user.email, password: "Wrong-Passw0rd" }, ip)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right password is refused from that address until the window passes…
    expect((await signIn({ email: user.email, password: STRONG_PASSWORD }, ip)).status).toBe(429);
    // …while another address is not affected.
    expect((await signIn({ email: user.email, password: STRONG_PASSWORD }, "10.200.0.2")).status).toBe(200);
  });

  it("ignores a client-ip header sent by the caller when counting attempts", async () => {
    const user = await t.signUp();
    const ip = "10.201.0.1";
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.postJson(
        "/api/auth/sign-in/email",
        { email: user.email, password: "Wrong-Passw0rd" },
        { ip, headers: { "x-clientele-client-ip": `10.9.9.${attempt}` } },
      );
    }
    expect((await signIn({ email: user.email, password: STRONG_PASSWORD }, ip)).status).toBe(429);
  });
});

describe("rate limits", () => {
  it("never limits session checks, while sign-in from the same address stays at 5 a minute", async () => {
    const user = await t.signUp();
    const ip = "10.202.0.1";
    // Every open tab re-checks its session every 30 s and on focus: an office behind one
    // address reaches 100 checks a minute long before anyone tries a password.
    const emails: (string | undefined)[] = [];
    for (let check = 0; check < 150; check++) {
      const response = await t.request("/api/auth/get-session", { ip, headers: { cookie: user.cookie } });
      expect(response.status, `session check ${check + 1}`).toBe(200);
      emails.push(((await response.json()) as { user?: { email: string } } | null)?.user?.email);
    }
    expect(emails.every((email) => email === user.email)).toBe(true);

    const attempts: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      attempts.push((await signIn({ email: user.email, password: "Wrong-Passw0rd" }, ip)).status);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("social sign-in", () => {
  it("answers PROVIDER_NOT_FOUND when Google is not configured", async () => {
    const response = await t.postJson("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe("PROVIDER_NOT_FOUND");
  });

  it("redirects to Microsoft when its credentials are configured", async () => {
    const configured = await createTestApp({ MICROSOFT_CLIENT_ID: "client-id", MICROSOFT_CLIENT_SECRET: "client-secret" });
    try {
      const response = await configured.postJson("/api/auth/sign-in/social", {
        provider: "microsoft",
        callbackURL: "/dashboard",
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { url: string; redirect: boolean };
      expect(body.redirect).toBe(true);
      expect(new URL(body.url).hostname).toBe("login.microsoftonline.com");
      expect(new URL(body.url).searchParams.get("scope")).toContain("openid");
    } finally {
      await configured.close();
    }
  });
});

describe("sign-out", () => {
  it("ends the session", async () => {
    const user = await t.signUp();
    const out = await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie: user.cookie } });
    expect(out.status).toBe(200);
    const session = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
    expect(await session.json()).toBeNull();
  });
});
