import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../http/app-env";

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Clientele API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

// An external file, not an inline script: the Content-Security-Policy forbids inline scripts.
const init = `window.ui = SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#docs" });`;

/**
 * Swagger UI's files, each on a fixed path: a `/:asset` beside `/init.js` would make Hono give up its
 * RegExpRouter for the whole app (docs/architecture.md).
 */
const asset = (file: string, contentType: string) => async (c: Context<AppEnv>) => {
  const body = await readFile(join(swaggerUiDir, file));
  return c.body(body, 200, { "content-type": contentType, "cache-control": "public, max-age=86400" });
};

/** A page to read the OpenAPI document, served entirely from this server. */
export const docsRouter = new Hono<AppEnv>()
  .get("/", (c) => c.html(page))
  .get("/init.js", (c) => c.body(init, 200, { "content-type": "text/javascript; charset=utf-8" }))
  .get("/swagger-ui.css", asset("swagger-ui.css", "text/css; charset=utf-8"))
  .get("/swagger-ui-bundle.js", asset("swagger-ui-bundle.js", "text/javascript; charset=utf-8"));
