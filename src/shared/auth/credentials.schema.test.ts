import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./credentials.schema";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("signInSchema", () => {
  it("refuses an empty or malformed email with the email-format text", () => {
    for (const email of ["", "   ", "jane", "jane@", "@example.com", "jane@example"]) {
      expect(messages(signInSchema.safeParse({ email, password: "x" })), email).toEqual({
        email: "auth.errors.invalidEmail",
      });
    }
  });

  it("asks for a password, whatever its length", () => {
    expect(messages(signInSchema.safeParse({ email: "jane@example.com", password: "" }))).toEqual({
      password: "auth.errors.passwordRequired",
    });
    expect(signInSchema.safeParse({ email: "jane@example.com", password: "short" }).success).toBe(true);
  });

  it("sends the email without the spaces around it", () => {
    expect(signInSchema.parse({ email: "  jane@example.com ", password: "x" }).email).toBe("jane@example.com");
  });
});

describe("signUpSchema", () => {
  it("refuses a password shorter than 8 characters first, then one that scores under 3", () => {
    expect(messages(signUpSchema.safeParse({ email: "jane@example.com", password: "Ab1!x" }))).toEqual({
      password: "auth.errors.passwordTooShort",
    });
    expect(messages(signUpSchema.safeParse({ email: "jane@example.com", password: "abcdefgh" }))).toEqual({
      password: "auth.errors.weakPassword",
    });
    expect(signUpSchema.safeParse({ email: "jane@example.com", password: "Sturdy-Passw0rd" }).success).toBe(true);
  });

  it("refuses a password over 128 characters, as the server does", () => {
    expect(signUpSchema.safeParse({ email: "jane@example.com", password: `Aa1-${"x".repeat(124)}` }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ email: "jane@example.com", password: `Aa1-${"x".repeat(125)}` }))).toEqual({
      password: "auth.errors.passwordTooLong",
    });
  });
});
