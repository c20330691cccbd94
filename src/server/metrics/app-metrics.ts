import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import { describeDatabase, type Database } from "../db/database";
import type { EventStreams } from "../events/event-streams";
import type { BackupStatus } from "../operations/backup-schedule";
import { HttpRequestMetrics } from "./http-metrics";

export interface AppMetrics {
  /** What a scraper sends as `Authorization: Bearer …` (METRICS_TOKEN). */
  token: string;
  /** Where the request middleware counts (http-metrics.ts). */
  http: HttpRequestMetrics;
  /** The Content-Type of `scrape()`'s text. */
  contentType: string;
  /** Every metric in Prometheus' text format, the gauges read at this moment. */
  scrape(): Promise<string>;
}

export interface AppMetricsOptions {
  token: string;
  db: Database;
  events: EventStreams;
  /** The automatic backups' status, when BACKUP_INTERVAL_HOURS is set. */
  backups?: () => BackupStatus;
}

/**
 * This instance's metrics: its requests, its database, its open event streams and
 * prom-client's process metrics (memory, CPU, event-loop lag, GC; unprefixed, as the
 * dashboards made for them expect). Our own metrics are named `clientele_…`. A registry
 * per app, not prom-client's global one: tests run several apps in one process.
 */
export function createAppMetrics({ token, db, events, backups }: AppMetricsOptions): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerDatabaseMetrics(registry, db);
  new Gauge({
    name: "clientele_event_streams_open",
    help: "Live-update streams (GET /api/v1/events) open on this instance.",
    registers: [registry],
    collect() {
      this.set(events.size);
    },
  });
  if (backups) registerBackupMetrics(registry, backups);
  const http = new HttpRequestMetrics();
  return {
    token,
    http,
    contentType: registry.contentType,
    scrape: async () => `${await registry.metrics()}${http.toPrometheusText()}`,
  };
}

/**
 * The engine, and on PostgreSQL the pool's configured size. postgres.js does not tell how many
 * of its connections are busy, and counting queries in flight would not say it either (a
 * transaction holds its connection between queries): PostgreSQL's `pg_stat_activity` does.
 */
function registerDatabaseMetrics(registry: Registry, db: Database): void {
  const database = describeDatabase(db);
  new Gauge({
    name: "clientele_database_info",
    help: "The database engine: pglite (embedded, one connection) or postgres.",
    labelNames: ["engine"],
    registers: [registry],
  }).set({ engine: database.engine }, 1);
  if (database.engine === "postgres") {
    new Gauge({
      name: "clientele_database_pool_max_connections",
      help: "The most connections this instance's pool opens to PostgreSQL (besides the one that listens for changes).",
      registers: [registry],
    }).set(database.maxConnections);
  }
}

/**
 * The automatic backups: when the newest one was taken (0 while there is none: alert when it is
 * older than two intervals) and how many failed.
 */
function registerBackupMetrics(registry: Registry, backups: () => BackupStatus): void {
  new Gauge({
    name: "clientele_backup_last_success_timestamp_seconds",
    help: "When the newest automatic backup (BACKUP_INTERVAL_HOURS) was taken, in seconds since the epoch; 0 while there is none.",
    registers: [registry],
    collect() {
      this.set((backups().lastSuccess?.getTime() ?? 0) / 1000);
    },
  });
  new Counter({
    name: "clientele_backup_failures_total",
    help: "Automatic backups that failed since this instance started.",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(backups().failures);
    },
  });
}
