/**
 * The service worker (docs/decisions.md 141), built into /sw.js by vite.config.ts, which
 * replaces BUILD with this build's version and the files it precaches. It keeps the app shell
 * and the build's files, so that the app opens without a connection; the API and /api/auth pass
 * it by, never served from a cache. Each deployment is a new worker, which takes over at once:
 * the page says so (register-service-worker.ts).
 */

/** What of the worker's global scope this file uses (the DOM's types are the project's, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

declare const BUILD: { version: string; files: string[] };

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = "clientele-";
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;
/** The page every path is: the router decides what it shows. */
const SHELL = "/";
const PRECACHED = new Set(BUILD.files);

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...BUILD.files]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    // The network's page when there is one (the current deployment's, with its preloads); the shell kept otherwise.
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => shellFrom(cache))));
    return;
  }
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(caches.open(CACHE).then(async (cache) => (await cache.match(request)) ?? fetch(request)));
  }
});

async function shellFrom(cache: Cache): Promise<Response> {
  return (await cache.match(SHELL, { ignoreVary: true })) ?? Response.error();
}
