import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import type { AppMetrics } from "./app-metrics";
import { requireMetricsToken } from "./metrics-token";

/**
 * GET /metrics for a Prometheus scraper holding the token. Outside /api (it is no part of the
 * API, nor of its OpenAPI document), and mounted only when METRICS_TOKEN is set.
 */
export function metricsRouter(metrics: AppMetrics) {
  return new Hono<AppEnv>().get("/metrics", requireMetricsToken(metrics.token), async (c) =>
    c.body(await metrics.scrape(), 200, { "content-type": metrics.contentType, "cache-control": "no-store" }),
  );
}
