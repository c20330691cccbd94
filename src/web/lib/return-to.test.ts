import { describe, expect, it } from "vitest";
import { returnToOf, returnToState } from "./return-to";

describe("where /auth leads after signing in", () => {
  it("is the page that sent the user there", () => {
    expect(returnToOf(returnToState("/invite/abc.def", "ana@example.com", "sign-up"))).toBe("/invite/abc.def");
  });

  it("is the dashboard without one, or for anything that is not a path of this app", () => {
    for (const state of [
      undefined,
      null,
      {},
      { returnTo: 3 },
      { returnTo: "https://evil.example" },
      { returnTo: "//evil.example" },
      { returnTo: "/\\evil.example" },
    ]) {
      expect(returnToOf(state)).toBe("/dashboard");
    }
  });
});
