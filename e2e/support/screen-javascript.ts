import type { Browser } from "playwright-core";
import { SESSION_URL } from "@shared/auth/session-url";
import { SCREENS } from "@shared/screens";

/**
 * The screens whose first load is measured: the landing and 404 pages (the entry alone), and
 * from the screen table (src/shared/screens.ts) the first screen of each module and access,
 * since the others load the same code. /orders/:id needs an order of the visitor's and is left
 * out; it loads the orders feature's chunks that /orders measures, and its page.
 */
export const MEASURED_SCREENS: { path: string; signedIn: boolean }[] = [
  { path: "/", signedIn: false },
  { path: "/no/such/page", signedIn: false },
  ...SCREENS.filter(
    (screen, index) =>
      !screen.path.includes(":") &&
      SCREENS.findIndex((other) => other.module === screen.module && other.access === screen.access) === index,
  ).map((screen) => ({ path: screen.path, signedIn: screen.access === "signed-in" })),
];

/**
 * The screens whose path has a parameter, measured at their `budgetPath` (src/shared/screens.ts)
 * once the test has made the record it names: `{client}`, a client of the visitor's, or `{order}`, an
 * order of theirs for that client.
 */
export const PARAMETER_SCREENS: { path: string; budgetPath: string }[] = SCREENS.flatMap((screen) =>
  screen.budgetPath === undefined ? [] : [{ path: screen.path, budgetPath: screen.budgetPath }],
);

/**
 * The most JavaScript, in KB (1,024 bytes) compressed as the server sends it (Brotli to Chromium), that a
 * cold load of each screen may download: the public pages hold nothing of the signed-in
 * app but the routes of the screen table and the language and theme menus (75.1 KB with Brotli: React and
 * react-router are about 69 of them), and each screen of the table has its own budget.
 * Checked by e2e/bundle-budget.test.ts.
 */
const LANDING_BUDGET_KB = 90;

export const JAVASCRIPT_BUDGET_KB: Record<string, number> = {
  "/": LANDING_BUDGET_KB,
  "/no/such/page": LANDING_BUDGET_KB,
  ...Object.fromEntries(SCREENS.map((screen) => [screen.path, screen.budgetKb])),
};

/** One script the browser downloaded. */
export interface ScriptTransfer {
  /** The path of the script, e.g. /assets/index-Ab12Cd34.js. */
  path: string;
  /** The response body as it came over the wire (Brotli or gzip when the server sent it compressed). */
  transferredBytes: number;
  /** The script once decompressed. */
  bytes: number;
}

/** The JavaScript a cold load of one screen downloads. */
export interface ScreenJavaScript {
  path: string;
  /** Where the page ended up: a signed-in screen without a session is sent to /auth. */
  shownPath: string;
  files: ScriptTransfer[];
  /** How many times the page asked the server for its session. */
  sessionChecks: number;
  transferredBytes: number;
  bytes: number;
}

/** A cookie to send with every request of the page, e.g. a session. */
export interface PageCookie {
  name: string;
  value: string;
}

/**
 * Opens `path` in a fresh browser context (no cache, no storage: a first visit) and
 * sums every script the page downloads until its heading shows and the network has
 * been quiet for half a second: the entry, the chunks it imports, the lazy chunks of
 * the route and anything they load in turn. Sizes are the response bodies as sent,
 * so they are compressed as the server sends them to a browser.
 */
export async function measureScreenJavaScript(
  browser: Browser,
  baseUrl: string,
  path: string,
  { cookies = [] }: { cookies?: PageCookie[] } = {},
): Promise<ScreenJavaScript> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: "en-US",
    viewport: { width: 1366, height: 900 },
    serviceWorkers: "block",
  });
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    const page = await context.newPage();
    const transfers: Promise<ScriptTransfer>[] = [];
    let sessionChecks = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === SESSION_URL) sessionChecks++;
    });
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      transfers.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const body = await response?.body();
          return { path: new URL(request.url()).pathname, transferredBytes: sizes.responseBodySize, bytes: body?.length ?? 0 };
        })(),
      );
    });
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    const files = (await Promise.all(transfers)).sort((a, b) => b.transferredBytes - a.transferredBytes);
    return {
      path,
      shownPath: new URL(page.url()).pathname,
      files,
      sessionChecks,
      transferredBytes: files.reduce((sum, file) => sum + file.transferredBytes, 0),
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** Adds a record through the API with a session cookie (201 expected) and returns it. */
export async function createThroughApi<T>(baseUrl: string, cookies: PageCookie[], path: string, body: unknown): Promise<T> {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates a user through the API and returns its session cookie. */
export async function signUpThroughApi(baseUrl: string, email: string, password: string): Promise<PageCookie[]> {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password, name: email.split("@")[0] }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((header) => {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
}
