import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { THEME_BOOT_SCRIPT } from "@shared/theme";
import type { FileRoutes } from "./file-routes";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/** The one inline script the pages may run, by its hash: the theme's, before the first paint (docs/decisions.md 139). */
export const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(THEME_BOOT_SCRIPT).digest("base64")}'`;

/** Security headers on every response (docs/decisions.md 66). */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_BOOT_SCRIPT_SOURCE],
      // Radix and sonner set inline styles at run time; no other inline script is allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    // HSTS only matters on https, where a reverse proxy usually sets it.
    strictTransportSecurity: false,
  });

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Answers under /api hold personal data (clients, orders, sessions with their addresses, API
 * keys, calendar files): no cache, the browser's included, keeps one, unless its route says
 * how it may be cached (the API documentation's static files do).
 */
export function noStoreByDefault() {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.headers.has("cache-control")) return;
    try {
      c.res.headers.set("cache-control", "no-store");
    } catch {
      // The headers of a response made elsewhere (a redirect's) may be immutable: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("cache-control", "no-store");
    }
  });
}

/**
 * CSRF rules for the data API: a state-changing request must come from one of the
 * app's own origins (when the browser says where it comes from) and carry JSON, or, on a route
 * that takes a file (`fileRoutes`), the file's bytes as application/octet-stream: a type no
 * form can send, so a cross-site page cannot post it without the preflight the app never grants.
 */
export function sameOriginJsonOnly(allowedOrigins: string[], fileRoutes?: FileRoutes) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin && !allowedOrigins.includes(origin)) {
        throw new AppError("FORBIDDEN", "Cross-origin request refused");
      }
      // Forms (the CSRF vector) always declare a content type; only JSON is accepted.
      const contentType = c.req.header("content-type");
      const declaresBody = Number(c.req.header("content-length") ?? 0) > 0;
      const accepted = fileRoutes?.limitOf(c.req.path) !== undefined ? /^application\/(json|octet-stream)\b/i : /^application\/json\b/i;
      if (contentType ? !accepted.test(contentType) : declaresBody) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Request body must be application/json");
      }
    }
    await next();
  });
}
