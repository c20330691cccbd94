import { executionAsyncId } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from "../test/test-app";

/** 0 unless async_hooks track promises: a continuation's async id is only known to the hooks. */
const promiseContinuationAsyncId = () => Promise.resolve().then(() => executionAsyncId());

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe("better-auth's context between its calls", () => {
  it("leaves no promise hooks on once a user has signed up, signed in and read a list", async () => {
    const user = await t.signUp();
    const signIn = await t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } })).status).toBe(200);
    const list = await t.api(user, "GET", "/clients");
    expect(list.status).toBe(200);

    // What every API request after a sign-in would pay for: hooks on every promise of the process.
    expect(await promiseContinuationAsyncId()).toBe(0);
  });

  it("keeps the context of the calls still running when another one ends", async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail("concurrent"));
    // Sign-ups, sign-ins and session reads interleaved: each ends while others are mid-way.
    const signUps = await Promise.all(emails.map((email) => t.signUp(email)));
    const answers = await Promise.all(
      signUps.flatMap((user) => [
        t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD }),
        t.request("/api/auth/get-session", { headers: { cookie: user.cookie } }),
        t.api(user, "GET", "/clients"),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const sessions = await Promise.all(
      signUps.map(
        async (user) =>
          (await (await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } })).json()) as { user: { email: string } },
      ),
    );
    expect(sessions.map((session) => session.user.email)).toEqual(emails);
    expect(await promiseContinuationAsyncId()).toBe(0);
  });
});
