import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateUser = (user: TestUser, body: unknown) => t.postJson("/api/auth/update-user", body, { headers: { cookie: user.cookie } });

async function currentName(user: TestUser): Promise<string> {
  const response = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
  return ((await response.json()) as { user: { name: string } }).user.name;
}

interface AuthError {
  code: string;
  message: string;
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe("update-user", () => {
  it("changes the name, trimmed", async () => {
    const user = await t.signUp();
    const response = await updateUser(user, { name: "  Ada Lovelace " });
    expect(response.status).toBe(200);
    expect(await currentName(user)).toBe("Ada Lovelace");
  });

  it.each([
    ["a NUL character in the name", { name: "Ada\u0000" }, "name", "validation.invalid"],
    ["a NUL character in the image", { image: "https://example.com/a\u0000.png" }, "image", "validation.invalid"],
    ["a lone surrogate in the name", { name: "Ada \ud800" }, "name", "validation.invalid"],
    ["a name that is not a string", { name: 5 }, "name", "validation.invalid"],
    ["an empty name", { name: "   " }, "name", "validation.nameRequired"],
    ["a name of zero-width and other invisible characters", { name: "\u200b\u200c\u2060\ufeff\u3164" }, "name", "validation.nameRequired"],
    ["a name over 100 characters", { name: "a".repeat(101) }, "name", "validation.nameTooLong"],
    ["a name of 90,000 characters", { name: "a".repeat(90_000) }, "name", "validation.nameTooLong"],
    ["an image that is not an http(s) address", { image: "javascript:alert(1)" }, "image", "validation.invalidUrl"],
  ])("refuses %s with 400 VALIDATION and the JSON error shape", async (_case, body, field, message) => {
    const user = await t.signUp();
    const before = await currentName(user);
    const response = await updateUser(user, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as AuthError;
    expect(error).toMatchObject({
      code: "VALIDATION",
      fields: { [field]: message },
      error: { code: "VALIDATION", fields: { [field]: message } },
    });
    expect(error.message).toBe(error.error.message);
    expect(await currentName(user)).toBe(before);
  });

  it("accepts a name of exactly 100 characters, and one with an emoji", async () => {
    const user = await t.signUp();
    expect((await updateUser(user, { name: "a".repeat(100) })).status).toBe(200);
    expect((await updateUser(user, { name: "Zoë 👩🏽‍💻" })).status).toBe(200);
    expect(await currentName(user)).toBe("Zoë 👩🏽‍💻");
  });

  it("sets and removes an http(s) image", async () => {
    const user = await t.signUp();
    expect((await updateUser(user, { image: "https://example.com/ada.png" })).status).toBe(200);
    expect((await updateUser(user, { image: null })).status).toBe(200);
  });
});

describe("sign-up", () => {
  const signUp = (name: unknown) => t.postJson("/api/auth/sign-up/email", { email: uniqueEmail(), password: STRONG_PASSWORD, name });

  it.each([
    ["a NUL character", "Sam\u0000", "validation.invalid"],
    ["a name of 90,000 characters", "a".repeat(90_000), "validation.nameTooLong"],
    ["a name of invisible characters", "\u200b \u200b", "validation.nameRequired"],
    ["a name that is not a string", 5, "validation.invalid"],
  ])("refuses %s in the name", async (_case, name, message) => {
    const response = await signUp(name);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION", error: { fields: { name: message } } });
  });

  it("keeps the name trimmed", async () => {
    const response = await signUp("  Sam  ");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe("Sam");
  });
});
