import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Serves the built React app from `dir`: hashed assets cached for a year, and
 * index.html (never cached) for every other path so that the client-side
 * router decides what to show, including its 404 page.
 */
export function webApp(dir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(dir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503),
    );
  }

  app.use(
    "*",
    serveStatic({
      root: dir,
      onFound: (path, c) => {
        // Vite puts a content hash in every asset name, so those never change.
        const immutable = path.startsWith(join(dir, "assets"));
        c.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );

  let indexHtml: string | undefined;
  app.get("*", async (c) => {
    indexHtml ??= await readFile(indexFile, "utf8");
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
