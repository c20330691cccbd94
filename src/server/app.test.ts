import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "./app";
import { createTestApp, sessionCookie, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health", () => {
  it("reports the service and its database as ok", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/api/v1/anything", "/"])("are on every response (%s)", async (path) => {
    const response = await t.request(path);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the page's inline script", () => {
  it("is the theme's, run before anything else, and the only one the policy allows", async () => {
    const response = await t.request("/");
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inlineScripts).toHaveLength(1);
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf('<script type="module"'));
    expect(inlineScripts[0]).toContain("prefers-color-scheme: dark");
    const hash = createHash("sha256").update(inlineScripts[0]!).digest("base64");
    const scriptSources = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});

describe("the data API", () => {
  it("requires a session", async () => {
    const response = await t.request("/api/v1/anything");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Not authenticated" } });
  });

  it("accepts a bearer token instead of the cookie", async () => {
    const signUp = await t.postJson("/api/auth/sign-up/email", {
      email: "bearer@example.com",
      password: "Sturdy-Passw0rd",
      name: "bearer",
    });
    const token = signUp.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const response = await t.request("/api/v1/nothing-here", { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404); // past the session check
    expect(sessionCookie(signUp)).toMatch(/session_token/);
  });

  it("answers unknown endpoints with a JSON 404", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/nothing-here", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such endpoint" } });
  });

  it("refuses a state-changing request from another origin", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/nothing-here", {
      method: "POST",
      body: "{}",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });

  it("refuses a state-changing request whose body is not JSON", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/nothing-here", {
      method: "POST",
      body: "name=x",
      headers: { cookie: user.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it("refuses a body over 100 KB with 413", async () => {
    const response = await t.postJson("/api/auth/sign-up/email", {
      email: "big@example.com",
      password: "Sturdy-Passw0rd",
      name: "x".repeat(BODY_LIMIT_BYTES),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("API documentation", () => {
  it("publishes the OpenAPI document and a page to read it", async () => {
    const doc = await t.request("/api/v1/openapi.json");
    expect(doc.status).toBe(200);
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe("3.1.0");
    expect(body.paths).toHaveProperty("/api/health");

    const page = await t.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/api/docs/swagger-ui-bundle.js");
    const script = await t.request("/api/docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
  });
});
