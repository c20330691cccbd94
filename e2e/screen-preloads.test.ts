import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_URL } from "@shared/auth/session-url";
import { chromiumAvailable } from "./support/browser";
import { MEASURED_SCREENS, measureScreenJavaScript, signUpThroughApi, type PageCookie } from "./support/screen-javascript";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, uniqueEmail } from "./support/users";

/** The page the server sends for `path`, as a browser in English asks for it. */
async function pageHtml(baseUrl: string, path: string, cookies: PageCookie[]) {
  const response = await fetch(new URL(path, baseUrl), {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "), "accept-language": "en-US,en;q=0.9" },
  });
  return response.text();
}

/** The scripts a page names: the entry, and the chunks it asks the browser to preload. */
const scriptsNamedIn = (html: string) =>
  new Set([...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((match) => match[1]!));

/** The screens in English (the browser's language), and some in the language their address asks for. */
const SCREENS = [
  ...MEASURED_SCREENS,
  { path: "/?lng=fr", signedIn: false },
  { path: "/auth?lng=pt", signedIn: false },
  { path: "/clients?lng=de", signedIn: true },
  { path: "/orders?lng=es", signedIn: true },
];

describe.skipIf(!chromiumAvailable)("the code a page names for preloading", () => {
  const suite = useAppAndBrowser();
  let session: PageCookie[];
  let entryScripts: Set<string>;

  beforeAll(async () => {
    session = await signUpThroughApi(suite.server.baseUrl, uniqueEmail("preloads"), E2E_PASSWORD);
    entryScripts = scriptsNamedIn(await pageHtml(suite.server.baseUrl, "/", []));
  });

  it.each(SCREENS)("is exactly the code $path loads on demand, its language's texts included", async ({ path, signedIn }) => {
    const cookies = signedIn ? session : [];
    // An /auth or signed-in screen, under the providers, rather than the landing or 404 page.
    const screen = new URL(path, suite.server.baseUrl).pathname !== "/" && path !== "/no/such/page";
    const html = await pageHtml(suite.server.baseUrl, path, cookies);
    const named = scriptsNamedIn(html);
    const measured = await measureScreenJavaScript(suite.browser, suite.server.baseUrl, path, { cookies });
    expect(measured.shownPath).toBe(new URL(path, suite.server.baseUrl).pathname);

    const preloaded = [...named].filter((script) => !entryScripts.has(script)).sort();
    const loadedOnDemand = measured.files
      .map((file) => file.path)
      .filter((script) => !entryScripts.has(script))
      .sort();
    expect(preloaded, "the chunks the page names are those the screen loads (src/shared/screens.ts)").toEqual(loadedOnDemand);
    if (screen) expect(preloaded.length).toBeGreaterThan(0);
    // Such a screen has its session check preloaded too, which the app takes over: one request.
    expect(html.includes(`<link rel="preload" href="${SESSION_URL}"`)).toBe(screen);
    expect(measured.sessionChecks).toBe(screen ? 1 : 0);
  });
});
