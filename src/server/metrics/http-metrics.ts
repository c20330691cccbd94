import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../http/app-env";
import { CLIENT_CLOSED_REQUEST, clientWentAway } from "../http/request-logger";

export const REQUESTS_TOTAL = "clientele_http_requests_total";
export const REQUEST_DURATION = "clientele_http_request_duration_seconds";

/** The route label of every request no route answered (an unknown path): one series for them all. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The latency buckets' upper bounds, in seconds. An API request takes about a millisecond
 * (docs/performance.md), so the small end is finer than prom-client's default buckets.
 */
export const LATENCY_BUCKETS_SECONDS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The requests of one method, route and status. */
interface RequestSeries {
  /** `method="GET",route="/api/v1/clients",status="200"`: written once, when the series starts. */
  readonly labels: string;
  count: number;
  sumSeconds: number;
  /** Requests per bucket, not cumulative; the last one counts those slower than the largest bound. */
  readonly bucketCounts: number[];
}

/**
 * The request counter and latency histogram, by method, route pattern and status.
 *
 * Counted here rather than with prom-client's Counter and Histogram: those build a label
 * hash string and a few objects on every `inc` and `observe` (1.2 µs a request together),
 * while a request here is three map lookups and four additions on a series that already
 * exists, with nothing allocated. The text is written at scrape time (docs/decisions.md 56).
 */
export class HttpRequestMetrics {
  /** route → method → status → series: the route comes first, as it tells requests apart most. */
  readonly #series = new Map<string, Map<string, Map<number, RequestSeries>>>();

  record(method: string, route: string, status: number, seconds: number): void {
    const series = this.#seriesOf(method, route, status);
    series.count += 1;
    series.sumSeconds += seconds;
    series.bucketCounts[bucketIndex(seconds)]! += 1;
  }

  /** The counter and the histogram in Prometheus' text format. */
  toPrometheusText(): string {
    const all = [...this.#series.values()].flatMap((byMethod) => [...byMethod.values()].flatMap((byStatus) => [...byStatus.values()]));
    const lines = [
      `# HELP ${REQUESTS_TOTAL} Requests answered, by method, route pattern and status.`,
      `# TYPE ${REQUESTS_TOTAL} counter`,
      ...all.map((series) => `${REQUESTS_TOTAL}{${series.labels}} ${series.count}`),
      `# HELP ${REQUEST_DURATION} Time from the request to its answer's headers, by method, route pattern and status.`,
      `# TYPE ${REQUEST_DURATION} histogram`,
    ];
    for (const series of all) {
      let cumulative = 0;
      LATENCY_BUCKETS_SECONDS.forEach((bound, index) => {
        cumulative += series.bucketCounts[index]!;
        lines.push(`${REQUEST_DURATION}_bucket{${series.labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(
        `${REQUEST_DURATION}_bucket{${series.labels},le="+Inf"} ${series.count}`,
        `${REQUEST_DURATION}_sum{${series.labels}} ${series.sumSeconds}`,
        `${REQUEST_DURATION}_count{${series.labels}} ${series.count}`,
      );
    }
    return `${lines.join("\n")}\n`;
  }

  #seriesOf(method: string, route: string, status: number): RequestSeries {
    let byMethod = this.#series.get(route);
    if (!byMethod) this.#series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      const labels = `method="${labelValue(method)}",route="${labelValue(route)}",status="${status}"`;
      byStatus.set(
        status,
        (series = { labels, count: 0, sumSeconds: 0, bucketCounts: new Array<number>(LATENCY_BUCKETS_SECONDS.length + 1).fill(0) }),
      );
    }
    return series;
  }
}

/**
 * Records every request in `metrics`, labelled with the pattern of the route that answered
 * (`/api/v1/clients/:id`), never its path: the number of series stays bounded whatever
 * paths clients send.
 */
export function recordHttpRequests(metrics: HttpRequestMetrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const status = clientWentAway(c) ? CLIENT_CLOSED_REQUEST : c.res.status;
    metrics.record(c.req.method, routeLabel(c, status), status, (performance.now() - started) / 1000);
  });
}

/**
 * The pattern of the route that answered. An unknown path is answered 404 by a catch-all
 * (`/api/*`), or by the not-found handler after the middleware (`/*`): a wildcard's 404.
 */
function routeLabel(c: Context, status: number): string {
  const pattern = routePath(c);
  return pattern === "" || (status === 404 && pattern.endsWith("*")) ? UNMATCHED_ROUTE : pattern;
}

function bucketIndex(seconds: number): number {
  let index = 0;
  while (index < LATENCY_BUCKETS_SECONDS.length && seconds > LATENCY_BUCKETS_SECONDS[index]!) index += 1;
  return index;
}

/** A label value as the text format writes it: backslash, double quote and line feed escaped. */
function labelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (character) => (character === "\n" ? "\\n" : `\\${character}`));
}
