import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * Refuses a JSON body that is not valid UTF-8 with 400 VALIDATION. The JSON parser would
 * otherwise replace each invalid byte with U+FFFD and store text the caller never sent.
 * (Lone surrogates written as \u escapes are valid JSON; the shared `text()` rule refuses them.)
 *
 * The body is read once, through Hono's body cache: the route's validator parses the text
 * decoded here, and /api/auth passes the same bytes on to better-auth (auth-route.ts).
 */
export function utf8JsonBodyOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
      const bytes = await c.req.arrayBuffer();
      let text: string;
      try {
        text = strictUtf8.decode(bytes);
      } catch {
        throw new AppError("VALIDATION", "The request body is not valid UTF-8");
      }
      // Hono's cache holds promises, whatever its type says; c.req.json() parses this text.
      c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
    }
    await next();
  });
}
