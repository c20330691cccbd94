import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret";

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when it is set", () => {
    const dir = mkdtempSync(join(tmpdir(), "clientele-"));
    expect(resolveAuthSecret("s".repeat(40), dir)).toBe("s".repeat(40));
  });

  it("generates a secret on first start, keeps it private, and reuses it afterwards", () => {
    const dir = mkdtempSync(join(tmpdir(), "clientele-"));
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });
});
