import { describe, expect, it } from "vitest";
import { HttpRequestMetrics, LATENCY_BUCKETS_SECONDS, REQUEST_DURATION, REQUESTS_TOTAL } from "./http-metrics";
import { parseExposition, sampleValue } from "../test/prometheus-text";

describe("HttpRequestMetrics", () => {
  it("counts each method, route and status apart, in a counter and a histogram of cumulative buckets", () => {
    const metrics = new HttpRequestMetrics();
    metrics.record("GET", "/api/v1/clients", 200, 0.0004);
    metrics.record("GET", "/api/v1/clients", 200, 0.003);
    metrics.record("GET", "/api/v1/clients", 200, 20);
    metrics.record("GET", "/api/v1/clients", 500, 0.002);
    metrics.record("POST", "/api/v1/clients", 201, 0.004);

    const exposition = parseExposition(metrics.toPrometheusText());
    const listed = { method: "GET", route: "/api/v1/clients", status: "200" };
    expect(sampleValue(exposition, REQUESTS_TOTAL, listed)).toBe(3);
    expect(sampleValue(exposition, REQUESTS_TOTAL, { ...listed, status: "500" })).toBe(1);
    expect(sampleValue(exposition, REQUESTS_TOTAL, { method: "POST", route: "/api/v1/clients", status: "201" })).toBe(1);

    const bucket = (le: string) => sampleValue(exposition, `${REQUEST_DURATION}_bucket`, { ...listed, le });
    expect(bucket("0.001")).toBe(1);
    expect(bucket("0.0025")).toBe(1);
    expect(bucket("0.005")).toBe(2);
    expect(bucket(String(LATENCY_BUCKETS_SECONDS.at(-1)))).toBe(2);
    expect(bucket("+Inf")).toBe(3);
    expect(sampleValue(exposition, `${REQUEST_DURATION}_count`, listed)).toBe(3);
    expect(sampleValue(exposition, `${REQUEST_DURATION}_sum`, listed)).toBeCloseTo(20.0034, 10);
    expect(exposition.types.get(REQUESTS_TOTAL)).toBe("counter");
    expect(exposition.types.get(REQUEST_DURATION)).toBe("histogram");
  });

  it("writes label values that the text format would misread escaped", () => {
    const metrics = new HttpRequestMetrics();
    metrics.record("GET", 'a "quoted" \\ route\n', 200, 0.001);
    const text = metrics.toPrometheusText();
    expect(text).toContain(String.raw`route="a \"quoted\" \\ route\n"`);
    expect(sampleValue(parseExposition(text), REQUESTS_TOTAL, { route: 'a "quoted" \\ route\n' })).toBe(1);
  });

  it("writes a valid, empty counter and histogram before the first request", () => {
    expect(
      new HttpRequestMetrics()
        .toPrometheusText()
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    ).toEqual([]);
  });
});
