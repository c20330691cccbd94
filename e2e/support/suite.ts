import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startAppServer, type AppServer } from "./app-server";
import { launchBrowser, openPage, type BrowserSession } from "./browser";

export interface Suite {
  server: AppServer;
  browser: Browser;
  /** A fresh browser context (no cookies, no storage) on the app. */
  openPage(options?: Parameters<typeof openPage>[2]): Promise<BrowserSession>;
}

/**
 * Starts the built app and Chromium once for the calling `describe` block, and
 * stops both after it; the server must stop cleanly on SIGTERM. `env` is read when
 * the server starts, after the block's earlier `beforeAll` hooks (a fake AI provider's URL).
 */
export function useAppAndBrowser(env: () => Record<string, string> = () => ({})): Suite {
  const suite = {
    openPage: (options) => openPage(suite.browser, suite.server.baseUrl, options),
  } as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startAppServer(env()), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    const exitCode = await suite.server?.stop();
    expect(exitCode, "the server stops cleanly on SIGTERM").toBe(0);
  });
  return suite;
}
