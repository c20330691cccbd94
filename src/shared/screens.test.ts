import { describe, expect, it } from "vitest";
import { screenPatternOf } from "./screens";

describe("screenPatternOf", () => {
  it.each([
    ["/clients", "/clients"],
    ["/clients/", "/clients"],
    ["/auth/forgot-password", "/auth/forgot-password"],
    ["/orders", "/orders"],
    ["/orders/2f1c7a8e-0d6b-4a53-9b5e-3f0a6c1d2e4b", "/orders/:id"],
    ["/clients/2f1c7a8e-0d6b-4a53-9b5e-3f0a6c1d2e4b", "/clients/:id"],
  ])("finds the screen of %s", (pathname, pattern) => {
    expect(screenPatternOf(pathname)).toBe(pattern);
  });

  it.each(["/", "/no/such/page", "/clients/1/extra", "/orders/1/lines", "/api/v1/clients"])("finds no screen for %s", (pathname) => {
    expect(screenPatternOf(pathname)).toBeUndefined();
  });
});
