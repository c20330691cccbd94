import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "./support/app-server";

const ASSETS = fileURLToPath(new URL("../dist/web/assets/", import.meta.url));

/** The scripts and styles of the build worth compressing: 1 KB and more. */
const compressible = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name) && readFileSync(`${ASSETS}${name}`).byteLength >= 1024);

/** GET `path` as a client that accepts `acceptEncoding`, the body as it came over the wire. */
function get(baseUrl: string, path: string, acceptEncoding: string | undefined) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    request(new URL(path, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the build's scripts and styles", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(() => server?.stop());

  it("are written compressed with Brotli and gzip beside each file, each the same file once decompressed", () => {
    expect(compressible.length).toBeGreaterThan(10);
    for (const name of compressible) {
      const file = readFileSync(`${ASSETS}${name}`);
      expect(brotliDecompressSync(readFileSync(`${ASSETS}${name}.br`)).equals(file), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${ASSETS}${name}.gz`)).equals(file), `${name}.gz`).toBe(true);
    }
  });

  it("are sent with Brotli to a browser that accepts it, gzip to one that accepts only that, and as they are to the rest", async () => {
    const entry = compressible.find((name) => name.startsWith("web-") && name.endsWith(".js"))!;
    const file = readFileSync(`${ASSETS}${entry}`);
    const brotli = await get(server.baseUrl, `/assets/${entry}`, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    expect(brotli.body.byteLength).toBeLessThan(file.byteLength / 3);

    const gzip = await get(server.baseUrl, `/assets/${entry}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);

    const plain = await get(server.baseUrl, `/assets/${entry}`, undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);

    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });
});
