import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env";
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from "../test/test-app";
import type { Auth } from "./auth";
import { authRoute } from "./auth-route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every /api/auth error carries `error: {code, message}` like the rest of the API, and the
 * same `code` and `message` at the top level, where better-auth's browser client reads them.
 */
async function expectAuthError(response: Response, status: number, code: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { code: string; message: string; error: { code: string; message: string } };
  expect(body.error.code).toMatch(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.message).not.toBe("");
  expect(body.code).toBe(body.error.code);
  expect(body.message).toBe(body.error.message);
  return body;
}

describe("errors of /api/auth", () => {
  it("an unknown auth route: 404 NOT_FOUND instead of an empty body", async () => {
    await expectAuthError(await t.request("/api/auth/no-such-route"), 404, "NOT_FOUND");
    await expectAuthError(await t.postJson("/api/auth/no-such-route", {}), 404, "NOT_FOUND");
  });

  it("the routes that would hand out the providers' OAuth tokens, check a password alone, or change the address by better-auth's stateless link, are not served", async () => {
    const user = await t.signUp();
    for (const path of ["/api/auth/get-access-token", "/api/auth/refresh-token", "/api/auth/verify-password", "/api/auth/change-email"]) {
      const response = await t.postJson(path, { providerId: "google", password: STRONG_PASSWORD }, { headers: { cookie: user.cookie } });
      await expectAuthError(response, 404, "NOT_FOUND");
    }
  });

  it("keeps better-auth's own codes: wrong password, existing user, bad email", async () => {
    const user = await t.signUp();
    await expectAuthError(
      await t.postJson("/api/auth/sign-in/email", { email: user.email, password: "Wrong-Passw0rd" }),
      401,
      "INVALID_EMAIL_OR_PASSWORD",
    );
    await expectAuthError(
      await t.postJson("/api/auth/sign-up/email", { email: user.email, password: STRONG_PASSWORD, name: "x" }),
      422,
      /^USER_ALREADY_EXISTS/,
    );
    const badEmail = await expectAuthError(
      await t.postJson("/api/auth/sign-up/email", { email: "nope", password: STRONG_PASSWORD, name: "x" }),
      400,
      /.+/,
    );
    expect(badEmail.message).toMatch(/invalid email/i);
  });

  it("a route that needs a session, without one: 401 with a code", async () => {
    await expectAuthError(await t.request("/api/auth/list-sessions"), 401, "UNAUTHORIZED");
  });

  it("too many attempts: 429 RATE_LIMIT with Retry-After", async () => {
    const ip = "10.204.0.1";
    const attempt = () => t.postJson("/api/auth/sign-in/email", { email: uniqueEmail(), password: "Wrong-Passw0rd" }, { ip });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    const body = await expectAuthError(limited, 429, "RATE_LIMIT");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body).toMatchObject({ error: { details: { retry_after_seconds: retryAfter } } });
  });
});

describe("a value another account holds, found by the database", () => {
  it("answers 409 CONFLICT, and logs neither the query nor its values", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk: Buffer, _, done) => (lines.push(chunk.toString()), done()) }));
    const violation = Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
      code: "23505",
      constraint_name: "user_email_unique",
      detail: "Key (email)=(taken@example.com) already exists.",
    });
    const query = new Error('Failed query: update "user" set "email" = $1 params: taken@example.com', { cause: violation });
    const auth = { handler: () => Promise.reject(query) } as unknown as Auth;
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("logger", logger);
        await next();
      })
      .all("/api/auth/*", authRoute(auth, false));

    const response = await app.request("/api/auth/verify-email?token=x");
    await expectAuthError(response, 409, "CONFLICT");
    const logged = lines.join("");
    expect(logged).toContain("user_email_unique");
    expect(logged).not.toContain("taken@example.com");
    expect(logged).not.toContain("Failed query");
  });
});

describe("errors the app answers before better-auth sees the request", () => {
  it("a body over 100 KB: 413 PAYLOAD_TOO_LARGE, in the /api/auth error shape", async () => {
    const response = await t.postJson("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: "x".repeat(110_000),
    });
    await expectAuthError(response, 413, "PAYLOAD_TOO_LARGE");
  });

  it("a body that is not valid UTF-8: 400 VALIDATION, in the /api/auth error shape", async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"email": "a'), 0xc3, 0x28, ...new TextEncoder().encode('@example.com"}')]);
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      body: bytes,
      headers: { "content-type": "application/json" },
    });
    await expectAuthError(response, 400, "VALIDATION");
  });
});

describe("other /api misses", () => {
  it("an unknown /api/docs asset answers the JSON 404", async () => {
    const response = await t.request("/api/docs/no-such-asset.js");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such endpoint" } });
  });

  it("another method on /api/auth answers the JSON 404", async () => {
    await expectAuthError(await t.request("/api/auth/get-session", { method: "DELETE" }), 404, "NOT_FOUND");
  });
});
