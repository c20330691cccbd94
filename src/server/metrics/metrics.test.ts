/*
 * GET /metrics on either engine: who may read it, and what a scraper sees after the app has
 * served requests. The counting itself: http-metrics.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { testEngine } from "../test/test-database";
import type { BackupStatus } from "../operations/backup-schedule";
import { createAppMetrics } from "./app-metrics";
import { REQUEST_DURATION, REQUESTS_TOTAL, UNMATCHED_ROUTE } from "./http-metrics";
import { parseExposition, sampleValue, type Exposition } from "../test/prometheus-text";

const TOKEN = "a-test-metrics-token-0123456789";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<Exposition> {
  const response = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parseExposition(await response.text());
}

const requestsOf = (exposition: Exposition, method: string, route: string, status: number) =>
  sampleValue(exposition, REQUESTS_TOTAL, { method, route, status: String(status) }) ?? 0;

describe("who may read /metrics", () => {
  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer not-the-metrics-token-at-all"],
    ["the token with a character more", `Bearer ${TOKEN}x`],
    ["the token with a character less", `Bearer ${TOKEN.slice(0, -1)}`],
    ["the token under another scheme", `Basic ${TOKEN}`],
  ])("refuses %s with a JSON 401", async (_, authorization) => {
    const response = await t.request("/metrics", authorization ? { headers: { authorization } } : {});
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "A valid metrics token is required" } });
  });

  it("takes the token whatever the case of `Bearer`", async () => {
    const response = await t.request("/metrics", { headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
  });

  it("does not exist without METRICS_TOKEN: /metrics answers as any unknown path does", async () => {
    const withoutToken = await createTestApp();
    try {
      for (const method of ["GET", "POST"]) {
        const unknown = await withoutToken.request(`/no-such-page-${randomUUID()}`, { method });
        const metrics = await withoutToken.request("/metrics", { method, headers: { authorization: `Bearer ${TOKEN}` } });
        expect(metrics.status, method).toBe(unknown.status);
        expect(metrics.headers.get("content-type"), method).toBe(unknown.headers.get("content-type"));
        const body = await metrics.text();
        expect(body, method).toBe(await unknown.text());
        expect(body).not.toContain("clientele_");
      }
      // Nothing registered /metrics at all (the web app answers the GET above, a 404 the POST).
      expect((await withoutToken.request("/metrics", { method: "POST" })).status).toBe(404);
    } finally {
      await withoutToken.close();
    }
  });
});

describe("what a scraper reads", () => {
  it("counts requests by route pattern and status, never by their paths", async () => {
    const user = await t.signUp();
    const missingId = randomUUID();
    const before = await scrape();

    for (let i = 0; i < 3; i += 1) expect((await t.api(user, "GET", "/clients")).status).toBe(200);
    expect((await t.api(user, "GET", `/clients/${missingId}`)).status).toBe(404);

    const after = await scrape();
    expect(requestsOf(after, "GET", "/api/v1/clients", 200)).toBe(requestsOf(before, "GET", "/api/v1/clients", 200) + 3);
    expect(requestsOf(after, "GET", "/api/v1/clients/:id", 404)).toBe(requestsOf(before, "GET", "/api/v1/clients/:id", 404) + 1);
    const listed = { method: "GET", route: "/api/v1/clients", status: "200" };
    expect(sampleValue(after, `${REQUEST_DURATION}_count`, listed)).toBe(requestsOf(after, "GET", "/api/v1/clients", 200));
    expect(sampleValue(after, `${REQUEST_DURATION}_bucket`, { ...listed, le: "+Inf" })).toBe(
      requestsOf(after, "GET", "/api/v1/clients", 200),
    );
    expect(after.samples.filter((sample) => Object.values(sample.labels).some((value) => value.includes(missingId)))).toEqual([]);
  });

  it("puts every unknown path under one route label", async () => {
    const user = await t.signUp();
    const unknown = `nothing-here-${randomUUID()}`;
    const before = await scrape();

    expect((await t.api(user, "GET", `/${unknown}`)).status).toBe(404);
    expect((await t.request(`/${unknown}`, { method: "POST" })).status).toBe(404);

    const after = await scrape();
    expect(requestsOf(after, "GET", UNMATCHED_ROUTE, 404)).toBe(requestsOf(before, "GET", UNMATCHED_ROUTE, 404) + 1);
    expect(requestsOf(after, "POST", UNMATCHED_ROUTE, 404)).toBe(requestsOf(before, "POST", UNMATCHED_ROUTE, 404) + 1);
    expect(after.samples.filter((sample) => Object.values(sample.labels).some((value) => value.includes(unknown)))).toEqual([]);
  });

  it("counts the event streams open at the moment of the scrape", async () => {
    const user = await t.signUp();
    const before = sampleValue(await scrape(), "clientele_event_streams_open");
    expect(before).toBe(t.events.size);

    const stream = await t.request("/api/v1/events", { headers: { cookie: user.cookie } });
    expect(stream.status).toBe(200);
    expect(sampleValue(await scrape(), "clientele_event_streams_open")).toBe(before! + 1);

    await stream.body!.cancel();
    await expect.poll(() => t.events.size).toBe(before);
    expect(sampleValue(await scrape(), "clientele_event_streams_open")).toBe(before);
  });

  it("names the database engine, and on PostgreSQL the pool's size", async () => {
    const exposition = await scrape();
    expect(sampleValue(exposition, "clientele_database_info", { engine: testEngine() })).toBe(1);
    const poolSize = sampleValue(exposition, "clientele_database_pool_max_connections");
    if (testEngine() === "postgres") {
      expect(Number.isInteger(poolSize) && poolSize! > 0, `pool size ${poolSize}`).toBe(true);
    } else {
      expect(poolSize).toBeUndefined();
    }
  });

  it("carries the process metrics: memory, CPU, event-loop lag, garbage collection", async () => {
    const { types, samples } = await scrape();
    expect(types.get("process_cpu_user_seconds_total")).toBe("counter");
    expect(types.get("nodejs_heap_size_used_bytes")).toBe("gauge");
    expect(types.get("nodejs_eventloop_lag_seconds")).toBe("gauge");
    expect(types.get("nodejs_gc_duration_seconds")).toBe("histogram");
    expect(samples.find((sample) => sample.name === "nodejs_heap_size_used_bytes")?.value).toBeGreaterThan(0);
  });

  it("reports the automatic backups, when BACKUP_INTERVAL_HOURS is set: when the last was written, and how many failed", async () => {
    expect((await scrape()).types.has("clientele_backup_last_success_timestamp_seconds"), "without a schedule").toBe(false);

    const status: BackupStatus = { lastSuccess: undefined, failures: 0 };
    const metrics = createAppMetrics({ token: TOKEN, db: t.db, events: t.events, backups: () => status });
    const read = async () => parseExposition(await metrics.scrape());
    expect(sampleValue(await read(), "clientele_backup_last_success_timestamp_seconds"), "before the first backup").toBe(0);
    expect(sampleValue(await read(), "clientele_backup_failures_total")).toBe(0);

    status.lastSuccess = new Date("2026-11-23T03:00:00Z");
    status.failures = 2;
    const exposition = await read();
    expect(sampleValue(exposition, "clientele_backup_last_success_timestamp_seconds")).toBe(Date.parse("2026-11-23T03:00:00Z") / 1000);
    expect(sampleValue(exposition, "clientele_backup_failures_total")).toBe(2);
    expect(exposition.types.get("clientele_backup_failures_total")).toBe("counter");
  });
});
