import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";
import { fileRoutes as noFileRoutes, type FileRoutes } from "./file-routes";

/**
 * 413 PAYLOAD_TOO_LARGE past `maxSize` bytes, or past the larger limit of a route that takes a
 * file (`fileRoutes`). Hono's bodyLimit, without its cost where it is not needed:
 * it reads `request.body` first, which makes @hono/node-server build a whole web Request and
 * stream for every request. A GET or HEAD reaches the app without a body, and a declared
 * Content-Length is checked as Hono would; only a chunked body is counted as it streams in, by
 * Hono's own middleware.
 */
export function requestBodyLimit(maxSize: number, fileRoutes: FileRoutes = noFileRoutes([])) {
  const tooLarge = (limit: number) => () => {
    throw new AppError("PAYLOAD_TOO_LARGE", `Request body exceeds ${limit / 1024} KB`, undefined, {
      reason: "body_too_large",
      limit_bytes: limit,
    });
  };
  const streamed = new Map(
    [maxSize, ...fileRoutes.limits].map((limit) => [limit, bodyLimit({ maxSize: limit, onError: tooLarge(limit) })]),
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const limit = fileRoutes.limitOf(c.req.path) ?? maxSize;
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (parseInt(declared, 10) > limit) tooLarge(limit)();
      return next();
    }
    return streamed.get(limit)!(c, next);
  });
}
