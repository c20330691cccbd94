import { beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import {
  createThroughApi,
  JAVASCRIPT_BUDGET_KB,
  MEASURED_SCREENS,
  measureScreenJavaScript,
  PARAMETER_SCREENS,
  signUpThroughApi,
  type PageCookie,
  type ScreenJavaScript,
} from "./support/screen-javascript";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, uniqueEmail } from "./support/users";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts of a screen, largest first, for a failure message. */
const listFiles = (measured: ScreenJavaScript) =>
  measured.files.map((file) => `  ${kb(file.transferredBytes).padStart(9)}  ${file.path}`).join("\n");

describe.skipIf(!chromiumAvailable)("the JavaScript a first visit downloads", () => {
  const suite = useAppAndBrowser();
  let session: PageCookie[];

  beforeAll(async () => {
    session = await signUpThroughApi(suite.server.baseUrl, uniqueEmail("budget"), E2E_PASSWORD);
  });

  const budgeted = MEASURED_SCREENS.filter(({ path }) => JAVASCRIPT_BUDGET_KB[path] !== undefined);

  it.each(budgeted)("stays within its budget on $path", async ({ path, signedIn }) => {
    await expectWithinBudget(path, path, signedIn ? session : []);
  });

  it.each(PARAMETER_SCREENS)("stays within its budget on $path, at $budgetPath", async ({ path, budgetPath }) => {
    const create = <T>(collection: string, body: unknown) => createThroughApi<T>(suite.server.baseUrl, session, collection, body);
    const client = await create<{ id: string }>("/clients", { name: "Ada Lovelace" });
    const item = await create<{ id: string }>("/inventory", { item_name: "Analytical engine", quantity: 5, unit_price: 120 });
    const order = await create<{ id: string }>("/orders", { client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] });
    await expectWithinBudget(path, budgetPath.replace("{client}", client.id).replace("{order}", order.id), session);
  });

  /** Measures the screen of the table's `path` at `shownPath`, which must show (not redirect), within its budget. */
  async function expectWithinBudget(path: string, shownPath: string, cookies: PageCookie[]) {
    const budgetKb = JAVASCRIPT_BUDGET_KB[path]!;
    const measured = await measureScreenJavaScript(suite.browser, suite.server.baseUrl, shownPath, { cookies });
    expect(measured.shownPath, "the screen itself is shown, not a redirect").toBe(shownPath);
    // Every script of more than 1 KB comes compressed, as the server sends it.
    for (const file of measured.files.filter((file) => file.bytes > 1024)) {
      expect(file.transferredBytes, `${file.path} is sent compressed`).toBeLessThan(file.bytes);
    }
    expect(
      measured.transferredBytes,
      `${shownPath}: ${kb(measured.transferredBytes)} of JavaScript in ${measured.files.length} files, over its ${budgetKb} KB budget:\n${listFiles(measured)}`,
    ).toBeLessThanOrEqual(budgetKb * 1024);
  }
});
