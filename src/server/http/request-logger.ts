import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env";
import { loggablePath } from "./loggable-path";

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

const REQUEST_ID_HEADER = "x-request-id";
/** An id a caller may send to find its requests in the log: printable ASCII, no spaces, bounded. */
const CALLER_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * The request's id: always the server's own, sent back in X-Request-Id, so that no caller can
 * make two requests share one in the log. An id the caller sent is logged beside it.
 */
export function requestIds() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  });
}

/**
 * One log line per request, carrying the request id that is also sent back in X-Request-Id,
 * and the caller's own id when it sent a well-formed one. Paths are logged with their secrets
 * redacted (loggable-path.ts).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const callerId = c.req.header(REQUEST_ID_HEADER);
    const requestLogger = logger.child({
      req_id: c.get("requestId"),
      ...(callerId !== undefined && CALLER_REQUEST_ID.test(callerId) ? { client_request_id: callerId } : {}),
    });
    c.set("logger", requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: clientWentAway(c) ? CLIENT_CLOSED_REQUEST : c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
}
