import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREENS } from "@shared/screens";
import { create } from "./support/api";
import { chromiumAvailable, launchBrowser } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** The most a screen may move as it loads and fills: Web Vitals' "good" is 0.1; we hold half of it. */
const MAX_LAYOUT_SHIFT = 0.05;
const WIDTHS = [1366, 390];

/**
 * Records every layout shift not caused by input, from the first paint on (the observer is
 * installed before the page's own scripts run), as Lighthouse and Web Vitals add them up.
 */
const RECORD_LAYOUT_SHIFTS = () => {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        return element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 3).join(".")}`
          : "?";
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** Loads `path` cold and returns the layout shift it made until it settled, with what moved. */
async function layoutShiftOf(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.addInitScript(RECORD_LAYOUT_SHIFTS);
  await page.goto(path, { waitUntil: "networkidle" });
  // Past the last answer, a moment for the screen to render what it brought.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
  const shownPath = new URL(page.url()).pathname;
  await page.close();
  return { shownPath, total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The screens to load: the landing, /auth, and every signed-in screen of the table with a path of its own. */
const PUBLIC_PATHS = ["/", "/auth"];
const SIGNED_IN_PATHS = SCREENS.filter((screen) => screen.access === "signed-in" && !screen.path.includes(":")).map(
  (screen) => screen.path,
);

describe.skipIf(!chromiumAvailable)("the layout as a screen loads", () => {
  const suite = useAppAndBrowser();
  let signedIn: BrowserContext;
  let orderPath: string;

  // With scrollbars, as on a desktop: one appearing as the list fills must not move the page.
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ scrollbars: true });
  });
  afterAll(() => browser.close());

  beforeAll(async () => {
    // One account with data in every list: 30 clients, items and orders.
    const { context, page } = await suite.openPage();
    await signUpThroughScreen(page);
    const clients = [];
    for (let n = 1; n <= 30; n++)
      clients.push(await create<{ id: string }>(page, "/clients", { name: `Client ${n}`, company: `Company ${n}` }));
    const items = [];
    for (let n = 1; n <= 30; n++)
      items.push(await create<{ id: string }>(page, "/inventory", { item_name: `Item ${n}`, quantity: 1000, unit_price: 12.5 }));
    let lastOrder = { id: "" };
    for (let n = 0; n < 30; n++) {
      lastOrder = await create<{ id: string }>(page, "/orders", {
        client_id: clients[n]!.id,
        lines: [{ inventory_item_id: items[n]!.id, quantity: 2 }],
      });
    }
    orderPath = `/orders/${lastOrder.id}`;
    await page.close();
    signedIn = context;
  });

  async function contextAt(browser: Browser, width: number, from?: BrowserContext) {
    const context = await browser.newContext({
      baseURL: suite.server.baseUrl,
      locale: "en-US",
      viewport: { width, height: 900 },
      serviceWorkers: "block",
    });
    if (from) await context.addCookies(await from.cookies());
    return context;
  }

  for (const width of WIDTHS) {
    it(`stays under ${MAX_LAYOUT_SHIFT} on the public screens at ${width} px`, async () => {
      const context = await contextAt(browser, width);
      for (const path of PUBLIC_PATHS) {
        const { total, shifts } = await layoutShiftOf(context, path);
        expect(total, `${path} at ${width} px moved: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
      }
      await context.close();
    });

    it(`stays under ${MAX_LAYOUT_SHIFT} on every signed-in screen, filled, at ${width} px`, async () => {
      const context = await contextAt(browser, width, signedIn);
      for (const path of [...SIGNED_IN_PATHS, orderPath]) {
        const { shownPath, total, shifts } = await layoutShiftOf(context, path);
        expect(shownPath, "the screen itself is shown").toBe(path);
        expect(total, `${path} at ${width} px moved: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
      }
      await context.close();
    });
  }
});
