import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (email: string, password: string, ip: string) =>
  await t.postJson("/api/auth/sign-in/email", { email, password }, { ip });

/** The statuses of `count` requests sent all at once. */
const burst = (count: number, send: () => Promise<Response> | Response) =>
  Promise.all(Array.from({ length: count }, async () => (await send()).status));

describe("the sign-in limit under a burst of parallel attempts", () => {
  it("lets exactly 5 attempts from one address reach the password check", async () => {
    const user = await t.signUp();
    const ip = "10.205.0.1";
    const statuses = await burst(20, () => signIn(user.email, "Wrong-Passw0rd", ip));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await signIn(user.email, STRONG_PASSWORD, ip)).status).toBe(429);
    expect((await signIn(user.email, STRONG_PASSWORD, "10.205.0.2")).status).toBe(200);
  });

  it("counts change-password attempts the same way", async () => {
    const user = await t.signUp();
    const ip = "10.205.0.3";
    const statuses = await burst(12, () =>
      t.postJson(
        "/api/auth/change-password",
        { currentPassword: "Wrong-Passw0rd", newPassword: "Another-Passw0rd" },
        { ip, headers: { cookie: user.cookie } },
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
