import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth";
import { clientIp, withClientIp } from "./auth/client-ip";
import { requireSession } from "./auth/require-session";
import type { Database } from "./db/database";
import { clientsRouter } from "./clients/clients.router";
import { aiProviderFrom } from "./connect/ai-provider";
import { connectRouter } from "./connect/connect.router";
import { docsRouter } from "./docs/docs.router";
import { trustedOrigins, type Env } from "./env";
import { healthRouter } from "./health/health.router";
import { inventoryRouter } from "./inventory/inventory.router";
import { ordersRouter } from "./orders/orders.router";
import type { AppEnv } from "./http/app-env";
import { AppError, isInvalidInputDatabaseError, sendError } from "./http/errors";
import { requestLogger } from "./http/request-logger";
import { createRouter } from "./http/router";
import { sameOriginJsonOnly, securityHeaders } from "./http/security";
import { webApp } from "./http/web-app";
import { WEB_DIST_DIR } from "./paths";

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDependencies {
  env: Env;
  db: Database;
  auth: Auth;
  logger: Logger;
  /** The built React app; defaults to dist/web. */
  webDir?: string;
}

export function createApp({ env, db, auth, logger, webDir = WEB_DIST_DIR }: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>();
  const ai = aiProviderFrom(env);

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("ai", ai);
    c.set("logger", logger);
    await next();
  });
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(compress());
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", `Request body exceeds ${BODY_LIMIT_BYTES / 1024} KB`);
      },
    }),
  );

  app.on(["GET", "POST"], "/api/auth/*", (c) =>
    auth.handler(withClientIp(c.req.raw, clientIp(c, env.TRUST_PROXY))),
  );
  app.route("/api", healthRouter);

  // Public, so registered before the session check below.
  app.doc31("/api/v1/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Clientele API", version: "1" },
  });

  const v1 = createRouter();
  v1.use("*", sameOriginJsonOnly(trustedOrigins(env)));
  v1.use("*", requireSession(auth));
  v1.route("/", clientsRouter);
  v1.route("/", inventoryRouter);
  v1.route("/", ordersRouter);
  v1.route("/", connectRouter);
  app.route("/api/v1", v1);

  app.route("/api/docs", docsRouter);
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "No such endpoint");
  });
  app.route("/", webApp(webDir));

  app.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (isInvalidInputDatabaseError(error)) {
      c.var.logger.warn({ err: error, path: c.req.path }, "database refused the input");
      return sendError(c, new AppError("VALIDATION", "Invalid input"));
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION";
      return sendError(c, new AppError(code, error.message || "Bad request"));
    }
    c.var.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return sendError(c, new AppError("INTERNAL", "Something went wrong. Please try again."));
  });

  return app;
}
