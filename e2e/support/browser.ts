import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Browser tests run wherever Chromium is installed, and must run under CI. */
export const chromiumAvailable = existsSync(CHROMIUM_PATH);
if (!chromiumAvailable && process.env.CI === "true") {
  throw new Error(`Under CI the browser tests must run, but ${CHROMIUM_PATH} is missing`);
}

/** The flags every Chromium of the tests and benchmarks starts with. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Chromium as the tests drive it. Playwright hides scrollbars in headless mode; `scrollbars`
 * keeps them, as a desktop browser shows them, for what their coming and going moves.
 */
export function launchBrowser({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: scrollbars ? ["--hide-scrollbars"] : [],
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Messages the page wrote to its console, and uncaught errors. */
  consoleMessages: string[];
  pageErrors: string[];
}

/** A fresh context (no cookies, no storage, no service worker) in English, on a system set to light, unless told otherwise. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    colorScheme?: "light" | "dark";
    /** The app's service worker, which keeps its files for offline use: off unless a test is about it, so that every request reaches the server. */
    serviceWorker?: boolean;
  } = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? "en-US",
    viewport: options.viewport ?? { width: 1366, height: 900 },
    colorScheme: options.colorScheme ?? "light",
    serviceWorkers: options.serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => consoleMessages.push(message.text()));
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { context, page, consoleMessages, pageErrors };
}
