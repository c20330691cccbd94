import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Refuses a JSON body that is not valid UTF-8 with 400 VALIDATION. The JSON parser would
 * otherwise replace each invalid byte with U+FFFD and store text the caller never sent.
 * (Lone surrogates written as \u escapes are valid JSON; the shared `text()` rule refuses them.)
 */
export function utf8JsonBodyOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    if (c.req.raw.body !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      // A copy: the route (or better-auth) reads the body itself afterwards.
      const bytes = await c.req.raw.clone().arrayBuffer();
      try {
        strictUtf8.decode(bytes);
      } catch {
        throw new AppError("VALIDATION", "The request body is not valid UTF-8");
      }
    }
    await next();
  });
}
