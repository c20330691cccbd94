import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { AppError } from "../http/errors";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * Answers 401 UNAUTHENTICATED unless the request sends `Authorization: Bearer <token>`.
 * Both sides are hashed before they are compared in constant time, so that neither how
 * much of the token matched nor its length shows in how long the refusal takes.
 */
export function requireMetricsToken(token: string) {
  const expected = sha256(token);
  return createMiddleware<AppEnv>(async (c, next) => {
    const presented = /^bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (presented === undefined || !timingSafeEqual(sha256(presented), expected)) {
      throw new AppError("UNAUTHENTICATED", "A valid metrics token is required", undefined, undefined, { "www-authenticate": "Bearer" });
    }
    await next();
  });
}
