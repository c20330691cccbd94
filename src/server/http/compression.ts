import { deflateSync, gzipSync } from "node:zlib";
import { compress } from "hono/compress";
import { createMiddleware } from "hono/factory";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "./app-env";

/** Hono's compress() default: smaller bodies are not worth compressing. */
const THRESHOLD_BYTES = 1024;
const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const compressors: Record<Encoding, (body: Uint8Array) => Buffer> = { gzip: gzipSync, deflate: deflateSync };
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Compresses answers of 1 KB and more for clients that accept gzip or deflate, as Hono's
 * compress() does, at a fraction of its cost for the API's JSON: Hono pipes every answer
 * through a web CompressionStream (350 µs for a page of 50 clients, more than the rest of
 * the request), while a JSON answer, built in memory anyway, is compressed here in one go by
 * node:zlib (40 µs; zlib's asynchronous API cost more than that on the event loop itself, in
 * setting up a stream per call). Other answers (the web app's files) still stream through
 * Hono's compress(). docs/performance.md has the figures.
 *
 * Either way a compressible answer says `Vary: Accept-Encoding`, which is set on its headers
 * in place: Hono's `c.header()` after the handler rebuilds the Response around a stream of its
 * body, which then has to be streamed out instead of written at once.
 */
export function compression() {
  const streamed = compress({ threshold: THRESHOLD_BYTES });
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method === "HEAD" || !isCompressible(c.res)) return;
    varyOnAcceptEncoding(c.res.headers);
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    if (!/^application\/json\b/i.test(c.res.headers.get("content-type") ?? "")) {
      // Hono's compress() after the fact: its next() has already run.
      await streamed(c, async () => {});
      return;
    }
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    const status = c.res.status;
    const answer = body.byteLength < THRESHOLD_BYTES ? body : new Uint8Array(compressors[encoding](body));
    if (answer !== body) {
      headers.set("content-encoding", encoding);
      headers.delete("content-length");
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    }
    // Unset first: Hono would otherwise rebuild the new Response around a stream of its body.
    c.res = undefined as unknown as Response;
    c.res = new Response(answer, { status, headers });
  });
}

/** The answers Hono's compress() would compress for a client that accepts it. */
function isCompressible(response: Response): boolean {
  const { headers } = response;
  const length = headers.get("content-length");
  return (
    response.status !== 206 &&
    !headers.has("content-encoding") &&
    !headers.has("transfer-encoding") &&
    !(length && Number(length) < THRESHOLD_BYTES) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("content-type") ?? "") &&
    !NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  );
}

function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get("vary");
  if (vary === "*" || (vary && VARIES_ON_ENCODING.test(vary))) return;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** The encoding Hono's compress() would choose: the first fully accepted one, else the most wanted. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
