/**
 * The document's /api/auth operations (auth-openapi.ts) against better-auth's real answers:
 * every answer the web app's sign-up, sign-in, session read and sign-out get parses with the
 * documented schema (unknown keys refused), and each documented status is one the route gives.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, STRONG_PASSWORD, uniqueEmail } from "../test/test-app";
import { authErrorSchema, getSession, signInEmail, signOut, signUpEmail } from "./auth-openapi";

const t = await createTestApp();
afterAll(() => t.close());

type Route = typeof signUpEmail | typeof signInEmail | typeof signOut | typeof getSession;

/** The route's answer schema for `status`, parsed against the body; the status must be documented. */
async function expectDocumented(route: Route, response: Response) {
  const documented = (route.responses as Record<string, unknown>)[String(response.status)] as
    { content?: Record<string, { schema: { parse(value: unknown): unknown } }> } | undefined;
  expect(documented, `${route.path} answered ${response.status}, not in the document`).toBeDefined();
  const body: unknown = await response.json();
  const schema = documented!.content!["application/json"]!.schema;
  expect(() => schema.parse(body), `${route.path} ${response.status}: ${JSON.stringify(body)}`).not.toThrow();
  if (response.status >= 400) authErrorSchema.parse(body);
  return body;
}

describe("the /api/auth operations of the document", () => {
  it("match better-auth's answers to sign-up, sign-in, the session and sign-out, and their refusals", async () => {
    const email = uniqueEmail("contract");
    const signUp = await t.postJson("/api/auth/sign-up/email", {
      email,
      password: STRONG_PASSWORD,
      name: "Ada",
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get("set-auth-token")).toBeTruthy();
    await expectDocumented(signUpEmail, signUp);
    await expectDocumented(signUpEmail, await t.postJson("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Ada" }));
    await expectDocumented(signUpEmail, await t.postJson("/api/auth/sign-up/email", { email: "x", password: "short", name: "" }));

    const signIn = await t.postJson("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD, rememberMe: true });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    await expectDocumented(signInEmail, signIn);
    expect((await t.postJson("/api/auth/sign-in/email", { email, password: "wrong-Passw0rd" })).status).toBe(401);
    await expectDocumented(signInEmail, await t.postJson("/api/auth/sign-in/email", { email, password: "wrong-Passw0rd" }));
    await expectDocumented(signInEmail, await t.postJson("/api/auth/sign-in/email", { email }));

    const session = (await expectDocumented(getSession, await t.request("/api/auth/get-session", { headers: { cookie } }))) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(email);
    expect(await expectDocumented(getSession, await t.request("/api/auth/get-session"))).toBeNull();

    // The 403 of a foreign Origin is csrf.test.ts's: better-auth checks Origin only outside NODE_ENV=test.
    await expectDocumented(signOut, await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie } }));
    expect(await (await t.request("/api/auth/get-session", { headers: { cookie } })).json()).toBeNull();
  });

  it("match the rate limit's refusal: 429 with Retry-After", async () => {
    const email = uniqueEmail("limit");
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await t.postJson("/api/auth/sign-in/email", { email, password: "wrong-Passw0rd" }, { ip: "10.9.9.9" });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectDocumented(signInEmail, last!);
  });
});
