import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (cookie: string, newPassword: string) =>
  t.postJson("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword }, { headers: { cookie } });

const signIn = (email: string, password: string) => t.postJson("/api/auth/sign-in/email", { email, password });

describe("change-password applies the sign-up password rule", () => {
  it.each([
    ["only lower-case letters", "aaaaaaaa"],
    ["letters of both cases but no digit or symbol", "abcdEFGHij"],
    ["lower-case letters and digits only", "abcdefgh12"],
  ])("refuses a weak new password: %s", async (_case, newPassword) => {
    const user = await t.signUp();
    const response = await changePassword(user.cookie, newPassword);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "WEAK_PASSWORD",
      message: "Password must contain uppercase, lowercase, and numbers",
      error: { code: "WEAK_PASSWORD" },
    });
    // The password did not change.
    expect((await signIn(user.email, newPassword)).status).toBe(401);
    expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("refuses a new password shorter than 8 characters with PASSWORD_TOO_SHORT", async () => {
    const user = await t.signUp();
    const response = await changePassword(user.cookie, "Ab1!xyz");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("accepts a strong new password", async () => {
    const user = await t.signUp();
    expect((await changePassword(user.cookie, "lower-case-1")).status).toBe(200);
    expect((await signIn(user.email, "lower-case-1")).status).toBe(200);
  });

  it("is limited to 5 attempts a minute from one address, like sign-in", async () => {
    const user = await t.signUp();
    const ip = "10.203.0.1";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.postJson(
        "/api/auth/change-password",
        { currentPassword: "Wrong-Passw0rd", newPassword: "Another-Passw0rd" },
        { ip, headers: { cookie: user.cookie } },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("reset-password applies the sign-up password rule", () => {
  it("refuses a weak new password before looking at the reset token", async () => {
    const response = await t.postJson("/api/auth/reset-password", { newPassword: "aaaaaaaa", token: "any-token" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("WEAK_PASSWORD");
  });

  it("still refuses a strong password with an unknown token", async () => {
    const response = await t.postJson("/api/auth/reset-password", { newPassword: STRONG_PASSWORD, token: "any-token" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });
});

describe("set-password", () => {
  it("is not reachable over HTTP (better-auth keeps it server-only)", async () => {
    const user = await t.signUp();
    const response = await t.postJson("/api/auth/set-password", { newPassword: "aaaaaaaa" }, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
