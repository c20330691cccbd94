import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

/**
 * 413 PAYLOAD_TOO_LARGE past `maxSize` bytes. Hono's bodyLimit, without its cost where it is
 * not needed: it reads `request.body` first, which makes @hono/node-server build a whole
 * web Request and stream for every request. A GET or HEAD reaches the app without a body,
 * and a declared Content-Length is checked as Hono would; only a chunked body is counted
 * as it streams in, by Hono's own middleware.
 */
export function requestBodyLimit(maxSize: number) {
  const tooLarge = () => {
    throw new AppError("PAYLOAD_TOO_LARGE", `Request body exceeds ${maxSize / 1024} KB`);
  };
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (parseInt(declared, 10) > maxSize) tooLarge();
      return next();
    }
    return streamed(c, next);
  });
}
