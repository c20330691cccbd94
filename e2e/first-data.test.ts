import { beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { createThroughApi, signUpThroughApi, type PageCookie } from "./support/screen-javascript";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, uniqueEmail } from "./support/users";

/**
 * A signed-in screen opened by its address shows what it lists at once, complete, and asks the
 * server for each of those lists once (docs/decisions.md 152): its first data is fetched with its
 * code, after the event stream was asked for, so that neither the screen's own queries nor the
 * stream's opening fetch it again.
 */
const SCREENS = [
  { path: "/dashboard", shows: "Client 3" },
  { path: "/clients", shows: "Client 3" },
  { path: "/clients?sort=name&owner=me", shows: "Client 3" },
  { path: "/inventory", shows: "Item 2" },
  { path: "/orders", shows: "Client 1" },
  { path: "/pipeline", shows: "Client 3" },
  { path: "/reports?period=thisYear", shows: "Item 2" },
];

/** Records, from before the app's first script, every status the screen ever showed that said it was loading. */
function recordLoadingStatuses() {
  const seen: string[] = [];
  (window as unknown as { loadingStatusesSeen: string[] }).loadingStatusesSeen = seen;
  new MutationObserver(() => {
    // In the screen: not the page's "Loading..." while its code loads.
    for (const status of document.querySelectorAll("main [role=status]")) {
      const text = status.textContent?.trim() ?? "";
      if (text.startsWith("Loading") && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

describe.skipIf(!chromiumAvailable)("a signed-in screen's first load", () => {
  const suite = useAppAndBrowser();
  let cookies: PageCookie[];

  beforeAll(async () => {
    const { baseUrl } = suite.server;
    cookies = await signUpThroughApi(baseUrl, uniqueEmail("first-data"), E2E_PASSWORD);
    const clients = [];
    for (let n = 1; n <= 3; n++) {
      clients.push(
        await createThroughApi<{ id: string }>(baseUrl, cookies, "/clients", { name: `Client ${n}`, email: `c${n}@example.com` }),
      );
    }
    const item = await createThroughApi<{ id: string }>(baseUrl, cookies, "/inventory", {
      item_name: "Item 2",
      quantity: 50,
      unit_price: 12.5,
    });
    const order = await createThroughApi<{ id: string }>(baseUrl, cookies, "/orders", {
      client_id: clients[0]!.id,
      lines: [{ inventory_item_id: item.id, quantity: 2 }],
    });
    // Delivered: a sale, in the reports.
    const delivered = await fetch(`${baseUrl}/api/v1/orders/${order.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; ") },
      body: JSON.stringify({ status: "delivered" }),
    });
    expect(delivered.status).toBe(200);
  });

  it.each(SCREENS)("$path shows its records at once and asks for each of them once", async ({ path, shows }) => {
    const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl, locale: "en-US", serviceWorkers: "block" });
    try {
      const { hostname } = new URL(suite.server.baseUrl);
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: hostname, path: "/" })));
      await context.addInitScript(recordLoadingStatuses);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/api/v1/") && url.pathname !== "/api/v1/events") asked.push(url.pathname + url.search);
      });

      await page.goto(path);
      await page.getByRole("main").getByText(shows).first().waitFor();
      // The event stream has opened, and whatever its opening refreshes has been asked for.
      await page.waitForLoadState("networkidle");

      expect(await page.evaluate(() => (window as unknown as { loadingStatusesSeen: string[] }).loadingStatusesSeen)).toEqual([]);
      expect(asked.length).toBeGreaterThan(0);
      expect(
        asked.filter((url, index) => asked.indexOf(url) !== index),
        `asked twice, of ${asked.join(", ")}`,
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
