import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { compression } from "./compression";

const bigJson = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Client ${index}` })) };
const html = `<!doctype html><p>${"Clientele ".repeat(300)}</p>`;

const app = new Hono<AppEnv>()
  .use(compression())
  .get("/big.json", (c) => c.json(bigJson))
  .get("/small.json", (c) => c.json({ ok: true }))
  .get("/page.html", (c) => c.html(html))
  .get("/picture.png", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }))
  .get("/no-transform.json", (c) => c.json(bigJson, 200, { "cache-control": "no-transform" }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compression", () => {
  it("gzips a JSON answer of 1 KB or more for a client that accepts gzip", async () => {
    const response = await get("/big.json", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify(bigJson).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(bigJson);
  });

  it("uses deflate when only deflate is accepted, and nothing when gzip and deflate are refused", async () => {
    const deflated = await get("/big.json", "deflate");
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(bigJson);
    const refused = await get("/big.json", "gzip;q=0, br");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.json()).toEqual(bigJson);
  });

  it("leaves the answer as it is for a client that does not ask, saying it varies with Accept-Encoding", async () => {
    const response = await get("/big.json");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.json()).toEqual(bigJson);
  });

  it("does not compress a JSON answer under 1 KB, nor what is not compressible or asks for no transform", async () => {
    for (const path of ["/small.json", "/picture.png", "/no-transform.json"]) {
      const response = await get(path, "gzip");
      expect(response.headers.get("content-encoding"), path).toBeNull();
    }
    expect(await (await get("/small.json", "gzip")).json()).toEqual({ ok: true });
  });

  it("still compresses other text answers (the web app's pages) through Hono's compress()", async () => {
    const response = await get("/page.html", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
  });
});
