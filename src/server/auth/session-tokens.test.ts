import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { createTestApp, STRONG_PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The raw session tokens of a user, as the session table keeps them. */
async function storedTokens(userId: string): Promise<string[]> {
  const rows = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, userId));
  return rows.map((row) => row.token);
}

const expectNoStoredToken = (text: string, tokens: string[]) => {
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(text).not.toContain(token);
  expect(text).not.toMatch(/"token"/);
};

describe("session tokens never reach a page script", () => {
  it("get-session answers the session without its token", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as { session: Record<string, unknown>; user: { email: string } };
    expect(body.user.email).toBe(user.email);
    expect(body.session.id).toEqual(expect.any(String));
    expect(body.session).not.toHaveProperty("token");
    expectNoStoredToken(text, await storedTokens(user.id));
  });

  it("list-sessions lists every session without a token", async () => {
    const user = await t.signUp();
    await t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD });
    const response = await t.request("/api/auth/list-sessions", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const sessions = JSON.parse(text) as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const listed of sessions) expect(listed).not.toHaveProperty("token");
    expectNoStoredToken(text, await storedTokens(user.id));
  });

  it("sign-up, sign-in and change-password answer without a token in the body", async () => {
    const email = uniqueEmail();
    const signUp = await t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Sam" });
    expect(signUp.status).toBe(200);
    const signUpBody = (await signUp.json()) as { user: { id: string } };
    expect(signUpBody).not.toHaveProperty("token");

    const signIn = await t.postJson("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty("token");

    const change = await t.postJson(
      "/api/auth/change-password",
      { currentPassword: STRONG_PASSWORD, newPassword: "Another-Passw0rd", revokeOtherSessions: true },
      { headers: { cookie: sessionCookie(signIn) } },
    );
    expect(change.status).toBe(200);
    const text = await change.text();
    expectNoStoredToken(text, await storedTokens(signUpBody.user.id));
  });
});

describe("bearer tokens", () => {
  it("accepts the signed token of the set-auth-token header, not the raw token", async () => {
    const email = uniqueEmail();
    const signUp = await t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Sam" });
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const signed = signUp.headers.get("set-auth-token");
    expect(signed).toBeTruthy();
    const [raw] = await storedTokens(userId);
    expect(raw).toBeTruthy();

    const withSigned = await t.apiWith({ authorization: `Bearer ${signed}` }, "GET", "/clients");
    expect(withSigned.status).toBe(200);
    const withRaw = await t.apiWith({ authorization: `Bearer ${raw}` }, "GET", "/clients");
    expect(withRaw.status).toBe(401);
    const sessionWithRaw = await t.request("/api/auth/get-session", { headers: { authorization: `Bearer ${raw}` } });
    expect(await sessionWithRaw.json()).toBeNull();
  });

  it("is not handed to a browser, which keeps its session in the HttpOnly cookie", async () => {
    const email = uniqueEmail();
    // Browsers send Sec-Fetch-Site with every request, and a page script cannot remove it.
    const signUp = await t.postJson(
      "/api/auth/sign-up/email",
      { email, password: STRONG_PASSWORD, name: "Sam" },
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get("set-auth-token")).toBeNull();
    expect(signUp.headers.get("access-control-expose-headers") ?? "").not.toMatch(/set-auth-token/i);
    expect(sessionCookie(signUp)).toMatch(/session_token=/);
  });
});
