import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { createTestApp, STRONG_PASSWORD, sessionCookie, type TestApp, type TestUser } from "../test/test-app";
import { cookieValue } from "../lib/cookies";
import { createSessionLookup, type SessionLookup } from "./session-lookup";

let t: TestApp;
let lookup: SessionLookup;
beforeAll(async () => {
  t = await createTestApp();
  lookup = createSessionLookup(t.auth, t.db);
});
afterAll(() => t.close());

const SESSION_COOKIE = "better-auth.session_token";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Signs the user in once more and returns the new session's cookie and signed bearer token. */
async function signIn(user: TestUser, body: Record<string, unknown> = {}) {
  const response = await t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD, ...body });
  expect(response.status).toBe(200);
  return { cookie: sessionCookie(response), bearer: response.headers.get("set-auth-token")! };
}

/** The signed value of the session cookie in a Cookie header, percent-decoded. */
const signedToken = (cookie: string) => cookieValue(cookie, SESSION_COOKIE)!;
const rawToken = (cookie: string) => signedToken(cookie).split(".")[0]!;

/** What better-auth's own getSession answers for these headers, in the lookup's terms. */
async function betterAuthAnswer(headers: Headers) {
  const answer = await t.auth.api.getSession({ headers });
  return answer ? { sessionId: answer.session.id, userId: answer.user.id } : null;
}

async function lookupAnswer(headers: Headers) {
  const answer = await lookup(headers);
  return answer ? { sessionId: answer.sessionId, userId: answer.user.id } : null;
}

describe("the /api/v1 session lookup answers as better-auth's getSession", () => {
  type Device = { cookie: string; bearer: string };
  it.each<[string, "first" | "second" | null, (a: Device, b: Device) => Record<string, string>]>([
    ["no credentials", null, () => ({})],
    ["the session cookie", "first", (a) => ({ cookie: a.cookie })],
    ["the cookie among others", "first", (a) => ({ cookie: `theme=dark; ${a.cookie}; lang=fr` })],
    ["the cookie not percent-encoded", "first", (a) => ({ cookie: `${SESSION_COOKIE}=${signedToken(a.cookie)}` })],
    ["the cookie in quotes", "first", (a) => ({ cookie: `${SESSION_COOKIE}="${encodeURIComponent(signedToken(a.cookie))}"` })],
    ["the raw token as cookie", null, (a) => ({ cookie: `${SESSION_COOKIE}=${rawToken(a.cookie)}` })],
    ["a forged signature", null, (a) => ({ cookie: `${SESSION_COOKIE}=${rawToken(a.cookie)}.${"A".repeat(43)}=` })],
    [
      "another session's signature",
      null,
      (a, b) => ({ cookie: `${SESSION_COOKIE}=${rawToken(a.cookie)}.${signedToken(b.cookie).split(".")[1]}` }),
    ],
    ["a truncated signature", null, (a) => ({ cookie: `${SESSION_COOKIE}=${signedToken(a.cookie).slice(0, -2)}` })],
    ["a cookie of another name", null, (a) => ({ cookie: `x${SESSION_COOKIE}=${encodeURIComponent(signedToken(a.cookie))}` })],
    ["two session cookies, the valid one first", "first", (a) => ({ cookie: `${a.cookie}; ${SESSION_COOKIE}=nope` })],
    ["two session cookies, the valid one second", null, (a) => ({ cookie: `${SESSION_COOKIE}=nope; ${a.cookie}` })],
    ["the signed bearer token", "first", (a) => ({ authorization: `Bearer ${a.bearer}` })],
    ["the bearer token decoded", "first", (a) => ({ authorization: `bearer ${decodeURIComponent(a.bearer)}` })],
    ["the raw token as bearer", null, (a) => ({ authorization: `Bearer ${rawToken(a.cookie)}` })],
    [
      "a forged bearer token and a valid cookie",
      "first",
      (a, b) => ({ authorization: `Bearer ${rawToken(b.cookie)}.${"A".repeat(43)}=`, cookie: a.cookie }),
    ],
    ["a bearer token and another user's cookie", "second", (a, b) => ({ authorization: `Bearer ${b.bearer}`, cookie: a.cookie })],
    ["another scheme", null, (a) => ({ authorization: `Basic ${a.bearer}` })],
  ])("%s: the session of the %s user", async (_case, owner, headersFor) => {
    const [first, second] = [await t.signUp(), await t.signUp()];
    const headers = new Headers(headersFor(await signIn(first), await signIn(second)));
    const answer = await lookupAnswer(headers);
    expect(answer?.userId ?? null).toBe(owner === null ? null : { first, second }[owner].id);
    expect(answer).toEqual(await betterAuthAnswer(headers));
  });

  it("finds the user behind the session", async () => {
    const user = await t.signUp();
    const answer = await lookup(new Headers({ cookie: user.cookie }));
    expect(answer?.user).toEqual({ id: user.id, email: user.email, name: user.email.split("@")[0] });
  });
});

describe("a session that ended is refused by the very next request", () => {
  const isSignedIn = async (cookie: string) => (await t.request("/api/v1/clients", { headers: { cookie } })).status === 200;

  it("after sign-out, the same cookie replayed is refused", async () => {
    const user = await t.signUp();
    expect(await isSignedIn(user.cookie)).toBe(true);
    expect((await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie: user.cookie } })).status).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await lookup(new Headers({ cookie: user.cookie }))).toBeNull();
  });

  it("after a revocation from another device, at once", async () => {
    const user = await t.signUp();
    const laptop = await signIn(user);
    expect(await isSignedIn(laptop.cookie)).toBe(true);
    const revoked = await t.request("/api/v1/sessions/revoke-others", { method: "POST", headers: { cookie: user.cookie } });
    expect(revoked.status).toBe(200);
    expect(await isSignedIn(laptop.cookie)).toBe(false);
    expect((await t.apiWith({ authorization: `Bearer ${laptop.bearer}` }, "GET", "/clients")).status).toBe(401);
  });

  it("once it has expired, and the expired row is deleted as better-auth does", async () => {
    const user = await t.signUp();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, rawToken(user.cookie)));
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.token, rawToken(user.cookie))),
    ).toEqual([]);
  });
});

describe("sessions slide as better-auth's getSession slides them", () => {
  const expiryOf = async (cookie: string) =>
    (
      await t.db
        .select({ expiresAt: session.expiresAt })
        .from(session)
        .where(eq(session.token, rawToken(cookie)))
    )[0]!.expiresAt;

  it("a session last renewed more than a day ago lasts 7 days from now again", async () => {
    const user = await t.signUp();
    // Created 2 days ago: 5 days left, and more than updateAge (1 day) since it was set.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(session.token, rawToken(user.cookie)));
    expect(await lookup(new Headers({ cookie: user.cookie }))).not.toBeNull();
    expect((await expiryOf(user.cookie)).getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it("a session renewed less than a day ago is left as it is", async () => {
    const user = await t.signUp();
    const before = await expiryOf(user.cookie);
    expect(await lookup(new Headers({ cookie: user.cookie }))).not.toBeNull();
    expect(await expiryOf(user.cookie)).toEqual(before);
  });

  it("a session signed in without 'remember me' is not renewed", async () => {
    const user = await t.signUp();
    const { cookie } = await signIn(user, { rememberMe: false });
    expect(cookie).toMatch(/dont_remember=/);
    const fiveDaysLeft = new Date(Date.now() + 5 * DAY_MS);
    await t.db
      .update(session)
      .set({ expiresAt: fiveDaysLeft })
      .where(eq(session.token, rawToken(cookie)));
    expect(await lookup(new Headers({ cookie }))).not.toBeNull();
    expect(await expiryOf(cookie)).toEqual(fiveDaysLeft);
  });
});
