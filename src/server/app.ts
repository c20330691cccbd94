import { OpenAPIHono } from "@hono/zod-openapi";
import { IMPORT_LIMITS } from "@shared/imports/import-limits";
import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { apiKeysRouter } from "./api-keys/api-keys.router";
import type { Auth } from "./auth/auth";
import { registerAuthOperations } from "./auth/auth-openapi";
import { authRoute } from "./auth/auth-route";
import { requireSession } from "./auth/require-session";
import { createSessionLookup } from "./auth/session-lookup";
import type { Database } from "./db/database";
import { calendarFeedPublicRouter, calendarFeedRouter } from "./calendar-feed/calendar-feed.router";
import { limitCalendarFeedLookups } from "./calendar-feed/feed-lookups";
import { capabilitiesRouter } from "./capabilities/capabilities.router";
import { clientEmailsRouter } from "./client-emails/client-emails.router";
import { clientsRouter } from "./clients/clients.router";
import { aiProviderFrom } from "./connect/ai-provider";
import { connectRouter } from "./connect/connect.router";
import { dashboardRouter } from "./dashboard/dashboard.router";
import { docsRouter } from "./docs/docs.router";
import type { EventStreams } from "./events/event-streams";
import { eventsRouter } from "./events/events.router";
import { exportsRouter } from "./exports/exports.router";
import { importsRouter } from "./imports/imports.router";
import { workspaceExportRouter } from "./workspace-export/workspace-export.router";
import { baseUrl, trustedOrigins, type Env } from "./env";
import { healthRouter } from "./health/health.router";
import type { Mailer } from "./mail/mailer";
import { inventoryRouter } from "./inventory/inventory.router";
import { meetingsRouter } from "./meetings/meetings.router";
import { createAppMetrics } from "./metrics/app-metrics";
import { recordHttpRequests } from "./metrics/http-metrics";
import { metricsRouter } from "./metrics/metrics.router";
import { notesRouter } from "./notes/notes.router";
import { ordersRouter } from "./orders/orders.router";
import { invoicesRouter } from "./invoices/invoices.router";
import { pipelineRouter } from "./pipeline/pipeline.router";
import { reportsRouter } from "./reports/reports.router";
import { sessionsRouter } from "./sessions/sessions.router";
import { tasksRouter } from "./tasks/tasks.router";
import { taxRatesRouter } from "./tax-rates/tax-rates.router";
import { timelineRouter } from "./timeline/timeline.router";
import { limitInvitationLookups } from "./workspaces/invitation-lookups";
import { invitationPreviewRouter, workspacesRouter } from "./workspaces/workspaces.router";
import type { AppEnv } from "./http/app-env";
import { requestBodyLimit } from "./http/body-limit";
import { compression } from "./http/compression";
import { AppError, databaseUnreachable, isDatabaseUnreachable, isInvalidInputDatabaseError, sendError } from "./http/errors";
import { loggablePath } from "./http/loggable-path";
import { buildApiDocument, SECURITY_SCHEMES, type ApiDocument } from "./http/openapi";
import { CLIENT_CLOSED_REQUEST, clientWentAway, requestIds, requestLogger } from "./http/request-logger";
import { createRouter } from "./http/router";
import { noStoreByDefault, sameOriginJsonOnly, securityHeaders } from "./http/security";
import { utf8JsonBodyOnly } from "./http/utf8-body";
import { webApp } from "./http/web-app";
import type { BackupStatus } from "./operations/backup-schedule";
import { WEB_DIST_DIR } from "./paths";
import { fileRoutes } from "./http/file-routes";
import { LOGO_MAX_BYTES } from "@shared/invoices/invoice-limits";

export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The routes that take a file, and the most each takes (docs/decisions.md 117); any other
 * request's body is at most BODY_LIMIT_BYTES.
 */
export const FILE_ROUTES = fileRoutes([
  ["/api/v1/imports", IMPORT_LIMITS.maxBytes],
  ["/api/v1/workspaces/import", WORKSPACE_FILE_MAX_BYTES],
  [/^\/api\/v1\/workspaces\/[^/]+\/logo$/, LOGO_MAX_BYTES],
]);

export interface AppDependencies {
  env: Env;
  db: Database;
  auth: Auth;
  logger: Logger;
  /** This instance's live-update streams (events/live-events.ts). */
  events: EventStreams;
  mailer: Mailer;
  /** The automatic backups' status (BACKUP_INTERVAL_HOURS), for the metrics. */
  backups?: () => BackupStatus;
  /** The built React app; defaults to dist/web. */
  webDir?: string;
}

export function createApp({ env, db, auth, logger, events, mailer, backups, webDir = WEB_DIST_DIR }: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>();
  const ai = aiProviderFrom(env);
  const publicUrl = baseUrl(env);
  // Only with METRICS_TOKEN: without it nothing is counted, and /metrics is an unknown path.
  const metrics = env.METRICS_TOKEN ? createAppMetrics({ token: env.METRICS_TOKEN, db, events, backups }) : undefined;

  app.use(requestIds());
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("ai", ai);
    c.set("logger", logger);
    c.set("events", events);
    c.set("mailer", mailer);
    c.set("emailVerificationRequired", env.REQUIRE_EMAIL_VERIFICATION);
    c.set("baseUrl", publicUrl);
    await next();
  });
  app.use(requestLogger(logger));
  if (metrics) app.use(recordHttpRequests(metrics.http));
  app.use(securityHeaders());
  app.use(compression());
  app.use("/api/*", noStoreByDefault());
  app.use("/api/*", requestBodyLimit(BODY_LIMIT_BYTES, FILE_ROUTES));

  app.use("/api/*", utf8JsonBodyOnly());

  app.on(["GET", "POST"], "/api/auth/*", authRoute(auth, env.TRUST_PROXY));
  app.route("/api", healthRouter);
  app.route("/api", capabilitiesRouter);

  // How callers authenticate, for the OpenAPI document.
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  // Public, so registered before the session check below; built once, when every route is in (docs/decisions.md 68).
  let apiDocument: ApiDocument | undefined;
  app.get("/api/v1/openapi.json", (c) => c.json((apiDocument ??= buildApiDocument(app, baseUrl(env)))));

  // Public too: the invitation page shows what a link is for before its reader signs in. Its
  // lookups and acceptances are counted by address first, whoever sends them.
  app.use("/api/v1/invitations/*", limitInvitationLookups(env.TRUST_PROXY));
  app.route("/api/v1", invitationPreviewRouter);
  // Public as well: calendar apps read a feed with no session, by the token in its URL; the
  // reads that find no feed are counted by address.
  app.use("/api/v1/calendar/*", limitCalendarFeedLookups(env.TRUST_PROXY));
  app.route("/api/v1", calendarFeedPublicRouter);

  const v1 = createRouter();
  v1.use("*", sameOriginJsonOnly(trustedOrigins(env), FILE_ROUTES));
  v1.use("*", requireSession(createSessionLookup(auth, db)));
  v1.route("/", clientsRouter);
  v1.route("/", timelineRouter);
  v1.route("/", notesRouter);
  v1.route("/", tasksRouter);
  v1.route("/", clientEmailsRouter);
  v1.route("/", calendarFeedRouter);
  v1.route("/", inventoryRouter);
  v1.route("/", taxRatesRouter);
  v1.route("/", ordersRouter);
  v1.route("/", invoicesRouter);
  v1.route("/", dashboardRouter);
  v1.route("/", reportsRouter);
  v1.route("/", pipelineRouter);
  v1.route("/", meetingsRouter);
  v1.route("/", connectRouter);
  v1.route("/", apiKeysRouter);
  v1.route("/", sessionsRouter);
  v1.route("/", workspacesRouter);
  v1.route("/", eventsRouter);
  v1.route("/", importsRouter);
  v1.route("/", exportsRouter);
  v1.route("/", workspaceExportRouter);
  app.route("/api/v1", v1);
  registerAuthOperations(app.openAPIRegistry);

  app.route("/api/docs", docsRouter);
  // Before the web app, which answers every other GET.
  if (metrics) app.route("/", metricsRouter(metrics));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such endpoint");
  });
  app.route("/", webApp(webDir, { serveSourceMaps: env.SERVE_SOURCE_MAPS }));

  // Also what a sub-router's c.notFound() answers (an unknown /api/docs asset).
  app.notFound((c) =>
    c.req.path.startsWith("/api/") ? sendError(c, new AppError("NOT_FOUND", "No such endpoint")) : c.text("Not Found", 404),
  );

  app.onError((error, c) => {
    // The client went away mid-request (its body was cut short, say): nobody to answer, no fault of ours.
    if (clientWentAway(c)) {
      c.get("logger").info(
        { path: loggablePath(c.req.path), reason: error instanceof Error ? error.message : String(error) },
        "client closed the request",
      );
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    if (error instanceof AppError) return sendError(c, error);
    if (isInvalidInputDatabaseError(error)) {
      c.get("logger").warn({ err: error, path: loggablePath(c.req.path) }, "database refused the input");
      return sendError(c, new AppError("VALIDATION", "Invalid input"));
    }
    if (isDatabaseUnreachable(error)) {
      c.get("logger").error({ err: error, path: loggablePath(c.req.path) }, "database unreachable");
      return sendError(c, databaseUnreachable());
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION";
      return sendError(c, new AppError(code, error.message || "Bad request"));
    }
    c.get("logger").error({ err: error, path: loggablePath(c.req.path) }, "unhandled error");
    return sendError(c, new AppError("INTERNAL", "Something went wrong. Please try again."));
  });

  return app;
}
