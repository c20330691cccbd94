import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env";

/** nginx's status for a request the client gave up on before the answer: no server fault. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Whether the client closed the connection before it got the answer. */
export const clientWentAway = (request: Request) => request.signal.aborted;

/** One log line per request, carrying the request id that is also sent back in X-Request-Id. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ req_id: c.var.requestId });
    c.set("logger", requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: clientWentAway(c.req.raw) ? CLIENT_CLOSED_REQUEST : c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
}
