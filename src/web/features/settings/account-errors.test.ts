import { describe, expect, it } from "vitest";
import { changeEmailFailure, deleteAccountFailure } from "./account-errors";

describe("changeEmailFailure", () => {
  it("says the address is already the user's, under the field", () => {
    expect(changeEmailFailure({ status: 400, code: "EMAIL_IS_THE_SAME", message: "Email is the same" })).toEqual({
      kind: "field",
      field: "newEmail",
      message: "settings.email.sameEmail",
    });
  });

  it("puts an address the server refuses under the field, worded as sign-in words it", () => {
    expect(changeEmailFailure({ status: 400, code: "INVALID_EMAIL", message: "Invalid email" })).toEqual({
      kind: "field",
      field: "newEmail",
      message: "auth.errors.invalidEmail",
    });
  });

  it("puts a missing or wrong password under the password, and asks an account without one to sign in again", () => {
    expect(changeEmailFailure({ status: 400, code: "INVALID_PASSWORD" })).toEqual({
      kind: "field",
      field: "password",
      message: "settings.email.wrongPassword",
    });
    expect(changeEmailFailure({ status: 400, code: "VALIDATION", fields: { password: "validation.passwordRequired" } })).toEqual({
      kind: "field",
      field: "password",
      message: "validation.passwordRequired",
    });
    expect(changeEmailFailure({ status: 400, code: "SESSION_EXPIRED" })).toEqual({ kind: "signInAgain" });
  });

  it("tells the user to wait when rate-limited, or that the server is out of reach", () => {
    expect(changeEmailFailure({ status: 429 })).toEqual({ kind: "toast", message: "common.errors.tooManyRequests" });
    expect(changeEmailFailure({ status: 0, message: "Failed to fetch" })).toEqual({ kind: "toast", message: "common.errors.network" });
  });
});

describe("deleteAccountFailure", () => {
  it("tells the owner of a shared workspace to hand it over first, in a toast", () => {
    expect(deleteAccountFailure({ status: 409, code: "OWNER_OF_SHARED_WORKSPACE", message: "Hand it over" })).toEqual({
      kind: "toast",
      message: "settings.deleteAccount.ownerOfSharedWorkspace",
    });
  });

  it("puts a wrong or missing password under the password field", () => {
    expect(deleteAccountFailure({ status: 400, code: "INVALID_PASSWORD", message: "Invalid password" })).toEqual({
      kind: "password",
      message: "settings.deleteAccount.wrongPassword",
    });
    expect(deleteAccountFailure({ status: 400, code: "VALIDATION", fields: { password: "validation.passwordRequired" } })).toEqual({
      kind: "password",
      message: "validation.passwordRequired",
    });
  });

  it("asks a user without a password to sign in again when the sign-in is too old", () => {
    expect(deleteAccountFailure({ status: 400, code: "SESSION_EXPIRED" })).toEqual({ kind: "signInAgain" });
  });

  it("tells the user to wait when rate-limited, and anything else as unexpected", () => {
    expect(deleteAccountFailure({ status: 429 })).toEqual({ kind: "toast", message: "common.errors.tooManyRequests" });
    expect(deleteAccountFailure({ status: 500, message: "Internal Server Error" })).toEqual({
      kind: "toast",
      message: "common.errors.unexpected",
    });
  });
});
