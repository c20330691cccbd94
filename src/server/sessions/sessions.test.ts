import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserSession } from "@shared/auth/session.schema";
import { createTestApp, STRONG_PASSWORD, sessionCookie, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs the user in once more, from another "device"; returns that session's cookie. */
async function signInAgain(user: TestUser, userAgent = "Firefox on a laptop"): Promise<string> {
  const response = await t.postJson(
    "/api/auth/sign-in/email",
    { email: user.email, password: STRONG_PASSWORD },
    { headers: { "user-agent": userAgent } },
  );
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function listSessions(cookie: string): Promise<UserSession[]> {
  const response = await t.request("/api/v1/sessions", { headers: { cookie } });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toMatch(/token/i);
  return (JSON.parse(text) as { items: UserSession[] }).items;
}

const isSignedIn = async (cookie: string) => (await t.request("/api/v1/clients", { headers: { cookie } })).status === 200;

describe("GET /api/v1/sessions", () => {
  it("lists the user's sessions without tokens, marking the current one", async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const current = sessions.find((session) => session.current)!;
    expect(current).toMatchObject({ user_agent: "Firefox on a laptop", ip_address: expect.any(String) });
    expect(Object.keys(current).sort()).toEqual(
      ["created_at", "current", "expires_at", "id", "ip_address", "updated_at", "user_agent"].sort(),
    );
  });

  it("never lists another user's sessions", async () => {
    const user = await t.signUp();
    await t.signUp();
    expect(await listSessions(user.cookie)).toHaveLength(1);
  });
});

describe("DELETE /api/v1/sessions/{id}", () => {
  it("signs that session out at once, and only that one", async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    const target = (await listSessions(user.cookie)).find((session) => !session.current)!;

    const response = await t.request(`/api/v1/sessions/${target.id}`, { method: "DELETE", headers: { cookie: user.cookie } });
    expect(response.status).toBe(204);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });

  it("answers 404 for another user's session, which stays signed in", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const [otherSession] = await listSessions(other.cookie);
    const response = await t.request(`/api/v1/sessions/${otherSession!.id}`, { method: "DELETE", headers: { cookie: user.cookie } });
    expect(response.status).toBe(404);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });

  it("answers 400 for a malformed id", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/sessions/not-an-id", { method: "DELETE", headers: { cookie: user.cookie } });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/v1/sessions/revoke-others", () => {
  it("signs every other session of the user out, keeping the current one and other users'", async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    const phone = await signInAgain(user, "Safari on a phone");
    const other = await t.signUp();

    const response = await t.request("/api/v1/sessions/revoke-others", { method: "POST", headers: { cookie: laptop } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: 2 });
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await isSignedIn(other.cookie)).toBe(true);
    expect(await listSessions(laptop)).toHaveLength(1);
  });
});
