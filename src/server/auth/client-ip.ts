import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * better-auth reads the caller's address (for its rate limiter) from this header,
 * which the server always sets itself: a value sent by the caller is replaced.
 */
export const CLIENT_IP_HEADER = "x-clientele-client-ip";

/**
 * The caller's address: the socket's peer, or with TRUST_PROXY the right-most
 * X-Forwarded-For entry, the one the reverse proxy in front of the app wrote. Entries
 * to its left come from the caller (a proxy that appends, as nginx's
 * $proxy_add_x_forwarded_for does, keeps them) and could be anything.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (in-process tests)
  }
}

/**
 * A copy of the request whose client-ip header is the one the server determined. `body` is
 * the request's body when the app has already read it (utf8-body.ts reads JSON bodies once).
 */
export function withClientIp(request: Request, ip: string | undefined, body?: ArrayBuffer): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  if (body === undefined) return new Request(request, { headers });
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}
