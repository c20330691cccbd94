/*
 * What the HTTP layer could leak besides the answers themselves: secrets written to the
 * request log, personal data kept by caches, the web app's code as written, and log lines a
 * caller could blur with a request id of its choosing.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webApp } from "../../http/web-app";
import { startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { createTestApp, uniqueEmail, type TestApp, type TestUser } from "../test-app";
import { fetchOpenApiDocument, minimalRequest, operationsOf, urlOf } from "./openapi-routes";

const logLines: Record<string, unknown>[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

let inbox: SmtpInbox;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com" }, { logger });
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe("the request log", () => {
  it("never holds a reset link's token, while the link still works", async () => {
    expect((await t.postJson("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth/reset-password" })).status).toBe(
      200,
    );
    const link = new URL((await inbox.nextMailTo(user.email)).link!);
    const token = link.pathname.split("/").pop()!;
    logLines.length = 0;
    const opened = await t.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get("location")!, "http://localhost:3000").searchParams.get("token")).toBe(token);

    const requestLine = logLines.find((line) => line.msg === "request");
    expect(requestLine).toMatchObject({ path: "/api/auth/reset-password/[redacted]", status: 302 });
    expect(JSON.stringify(logLines)).not.toContain(token);
  });

  it("never holds an invitation's token, on its page, its preview or its acceptance, while the link still works", async () => {
    const invitee = uniqueEmail("invitee");
    const created = await t.api(user, "POST", `/workspaces/${user.workspaceId}/invitations`, { email: invitee, role: "member" });
    const { url } = (await created.json()) as { url: string };
    const token = new URL(url).pathname.split("/").pop()!;
    logLines.length = 0;
    expect((await t.request(`/invite/${token}`)).status).toBe(200);
    expect((await t.request(`/api/v1/invitations/${token}`)).status).toBe(200);
    const newcomer = await t.signUp(invitee);
    expect((await t.api(newcomer, "POST", `/invitations/${token}/accept`)).status).toBe(200);

    const paths = logLines.filter((line) => line.msg === "request").map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/invite/[redacted]", "/api/v1/invitations/[redacted]", "/api/v1/invitations/[redacted]/accept"]),
    );
    expect(JSON.stringify(logLines)).not.toContain(token.split(".")[1]);
  });
});

describe("caches", () => {
  it("keep no /api answer: every operation of the document, better-auth's, errors and the calendar file say no-store", async () => {
    // A user of its own: the document's sign-out ends its session.
    const walker = await t.signUp();
    const created = await t.api(walker, "POST", "/clients", { name: "Cached Client", email: "cached@example.com" });
    const { id: clientId } = (await created.json()) as { id: string };
    const answers: [string, Response][] = [];
    for (const operation of operationsOf(await fetchOpenApiDocument(t))) {
      const parts = minimalRequest(operation, () => clientId);
      // The event stream stays open: its headers are all this test reads.
      const abort = new AbortController();
      const response = await t.request(urlOf(operation, parts), {
        method: operation.method,
        headers: { cookie: walker.cookie },
        signal: abort.signal,
        ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
      });
      answers.push([operation.key, response]);
      abort.abort();
    }
    answers.push(
      ["GET /api/auth/get-session", await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } })],
      ["GET /api/auth/list-sessions", await t.request("/api/auth/list-sessions", { headers: { cookie: user.cookie } })],
      ["GET /api/v1/clients without a session", await t.request("/api/v1/clients")],
      ["GET /api/v1/no-such-route", await t.request("/api/v1/no-such-route", { headers: { cookie: user.cookie } })],
      ["GET /api/health", await t.request("/api/health")],
    );
    expect(answers.length).toBeGreaterThan(20);
    // The event stream's own value also keeps proxies from compressing it.
    const kept = answers
      .filter(([, response]) => !/^no-store(, no-transform)?$/.test(response.headers.get("cache-control") ?? ""))
      .map(([key, response]) => `${key}: ${response.status} ${response.headers.get("cache-control")}`);
    expect(kept).toEqual([]);
  });

  it("keep the calendar file of a meeting for nobody", async () => {
    const created = await t.api(user, "POST", "/clients", { name: "Meeting Client", email: "meet@example.com" });
    const { id } = (await created.json()) as { id: string };
    const meeting = await t.api(user, "POST", "/meetings", { client_id: id, starts_at: "2030-12-01T10:00:00.000Z", duration_minutes: 30 });
    expect(meeting.status).toBe(201);
    expect(meeting.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(meeting.headers.get("cache-control")).toBe("no-store");
  });

  it("may keep what a route allows: the API documentation's static files", async () => {
    const docs = await t.request("/api/docs");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("cache-control")).toBe("no-store");
    expect(await docs.text()).toContain('src="/api/docs/swagger-ui-bundle.js"');
    const script = await t.request("/api/docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("source maps", () => {
  const dir = mkdtempSync(join(tmpdir(), "clientele-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log(1);\n//# sourceMappingURL=index-abc123.js.map\n");
  writeFileSync(join(dir, "assets", "index-abc123.js.map"), '{"version":3,"sources":["src/web/main.tsx"]}');

  it("are not served unless SERVE_SOURCE_MAPS is on", async () => {
    const served = webApp(dir);
    expect((await served.request("/assets/index-abc123.js")).status).toBe(200);
    const map = await served.request("/assets/index-abc123.js.map");
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("src/web/main.tsx");
    expect((await served.request("/assets/../assets/index-abc123.js.map")).status).toBe(404);
  });

  it("are served with it", async () => {
    const map = await webApp(dir, { serveSourceMaps: true }).request("/assets/index-abc123.js.map");
    expect(map.status).toBe(200);
    expect(await map.text()).toContain("src/web/main.tsx");
  });

  it("are not served by the app as configured by default", () => {
    expect(t.env.SERVE_SOURCE_MAPS).toBe(false);
  });
});

describe("request ids", () => {
  it("are the server's own; one the caller sends is logged beside it, and one that could forge a line is not logged", async () => {
    logLines.length = 0;
    const first = await t.request("/api/health", { headers: { "x-request-id": "checkout-42" } });
    const second = await t.request("/api/health", { headers: { "x-request-id": "checkout-42" } });
    const forged = await t.request("/api/health", { headers: { "x-request-id": 'x" "level":60 "msg":"forged' } });
    const ids = [first, second, forged].map((response) => response.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);

    const lines = logLines.filter((line) => line.msg === "request");
    expect(lines.map((line) => line.req_id)).toEqual(ids);
    expect(lines.map((line) => line.client_request_id)).toEqual(["checkout-42", "checkout-42", undefined]);
  });
});
