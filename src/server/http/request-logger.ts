import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env";

/** nginx's status for a request the client gave up on before the answer: no server fault. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether the client closed the connection before it got the answer. While the socket is
 * known to be open it has not: reading the request's `signal` makes @hono/node-server
 * create an AbortController, which is not worth it on every request.
 */
export function clientWentAway(c: Context): boolean {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (socket?.destroyed === false) return false;
  return c.req.raw.signal.aborted;
}

/** One log line per request, carrying the request id that is also sent back in X-Request-Id. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ req_id: c.get("requestId") });
    c.set("logger", requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: clientWentAway(c) ? CLIENT_CLOSED_REQUEST : c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
}
