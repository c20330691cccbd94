import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Handler } from "hono";
import { SESSION_URL } from "@shared/auth/session-url";
import type { LanguageCode } from "@shared/languages";
import { PAGE_PRELOADS_FILE, SCREENS, screenPatternOf, type PagePreloads } from "@shared/screens";
import { browserLanguage } from "../lib/browser-language";
import type { AppEnv } from "./app-env";

/**
 * index.html as sent for a path in a language: naming with `<link rel="modulepreload">` what
 * the page will load on demand, so that the browser fetches it alongside the entry rather
 * than once the entry has run. Every page: its language's public texts. An /auth or
 * signed-in screen also: the session check (`rel="preload"`, taken over by the app's first
 * check: early-session-request.ts), the rest of the texts, and the screen's chunks. Other
 * paths, or a build without the preloads file, get index.html with its texts only, or as it is.
 */
async function pageRenderer(dir: string) {
  const indexHtml = await readFile(join(dir, "index.html"), "utf8");
  const preloadsFile = join(dir, PAGE_PRELOADS_FILE);
  const preloads: PagePreloads = existsSync(preloadsFile)
    ? (JSON.parse(await readFile(preloadsFile, "utf8")) as PagePreloads)
    : { screens: {}, texts: {} };
  const modulePreloads = (urls: string[] = []) => urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);

  const pages = new Map<string, string>();
  return (pathname: string, language: LanguageCode) => {
    const screen = screenPatternOf(pathname);
    const key = `${screen ?? ""} ${language}`;
    let page = pages.get(key);
    if (page === undefined) {
      const texts = preloads.texts[language];
      const screenChunks = screen === undefined ? undefined : preloads.screens[screen];
      const sections = SCREENS.find((candidate) => candidate.path === screen)?.textSections ?? [];
      const links = [
        ...modulePreloads(texts?.public),
        ...(screenChunks === undefined
          ? []
          : [
              `<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin="anonymous">`,
              ...modulePreloads(texts?.app),
              ...sections.flatMap((section) => modulePreloads(texts?.sections?.[section])),
              ...modulePreloads(screenChunks),
            ]),
      ];
      page = indexHtml.replace("</head>", `${links.join("")}</head>`);
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built React app from `dir`: hashed assets cached for a year, sent as the build
 * compressed them (Brotli, else gzip) to a browser that accepts it (docs/decisions.md 155), and
 * index.html (never cached, with the path's preloads: pageRenderer) for every other
 * path so that the client-side router decides what to show, including its 404 page.
 * The build's source maps answer 404 unless `serveSourceMaps` (SERVE_SOURCE_MAPS).
 */
export function webApp(dir: string, { serveSourceMaps = false }: { serveSourceMaps?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  const indexFile = join(dir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
  }

  let renderPage: ReturnType<typeof pageRenderer> | undefined;
  const servePage: Handler<AppEnv> = async (c) => {
    renderPage ??= pageRenderer(dir);
    c.header("cache-control", "no-cache");
    // The page differs by language (its texts' chunks): caches must keep them apart.
    c.header("vary", "cookie, accept-language");
    return c.html((await renderPage)(c.req.path, browserLanguage(c.req.raw.headers, c.req.query("lng"))));
  };

  // Before the static files, which would send "/" as index.html is.
  app.get("/", servePage);
  if (!serveSourceMaps) app.get("*", (c, next) => (c.req.path.endsWith(".map") ? c.text("Not Found", 404) : next()));
  app.use(
    "*",
    serveStatic({
      root: dir,
      // The build's `.br` and `.gz` beside each script and style (vite.config.ts), for a browser that accepts them.
      precompressed: true,
      onFound: (path, c) => {
        // Vite puts a content hash in every asset name, so those never change.
        const immutable = path.startsWith(join(dir, "assets"));
        c.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );

  app.get("*", servePage);
  return app;
}
