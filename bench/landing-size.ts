/**
 * The JavaScript a first visit to each screen downloads, compressed (Brotli) as the built
 * server sends it, measured in headless Chromium (e2e/support/screen-javascript.ts),
 * with the budgets that e2e/bundle-budget.test.ts holds the screens to.
 */
import { startAppServer } from "../e2e/support/app-server";
import { launchBrowser } from "../e2e/support/browser";
import {
  JAVASCRIPT_BUDGET_KB,
  MEASURED_SCREENS,
  measureScreenJavaScript,
  signUpThroughApi,
  type ScreenJavaScript,
} from "../e2e/support/screen-javascript";
import { E2E_PASSWORD, uniqueEmail } from "../e2e/support/users";

export interface ScreenJavaScriptFigures extends ScreenJavaScript {
  budgetKb: number | undefined;
}

export async function screenJavaScript(): Promise<ScreenJavaScriptFigures[]> {
  const [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  try {
    const session = await signUpThroughApi(server.baseUrl, uniqueEmail("bench"), E2E_PASSWORD);
    const figures: ScreenJavaScriptFigures[] = [];
    for (const { path, signedIn } of MEASURED_SCREENS) {
      const measured = await measureScreenJavaScript(browser, server.baseUrl, path, { cookies: signedIn ? session : [] });
      figures.push({ ...measured, budgetKb: JAVASCRIPT_BUDGET_KB[path] });
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
