import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable, openPage } from "./support/browser";
import { startServerProcess } from "./support/server-process";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, signUpThroughScreen } from "./support/users";

/** A change must show in the other tab within a second of being made; the rest is the test's own slack. */
const SHOWS_WITHIN_MS = 3_000;

/** Watches the event streams of a browser context: how many it has opened, which are open now, and in which tab. */
function watchEventStreams(context: BrowserContext) {
  const isStream = (request: Request) => new URL(request.url()).pathname === "/api/v1/events";
  const open = new Set<Request>();
  let opened = 0;
  context.on("request", (request) => {
    if (!isStream(request)) return;
    opened++;
    open.add(request);
  });
  context.on("requestfinished", (request) => open.delete(request));
  context.on("requestfailed", (request) => open.delete(request));
  // A closed tab's stream ends with it, unreported.
  const openIn = () => [...open].map((request) => request.frame().page()).filter((page) => !page.isClosed());
  return {
    opened: () => opened,
    open: () => openIn().length,
    /** The tab holding the one open stream. */
    holder: () => openIn()[0],
  };
}

/** Marks the page, so that a reload (which would clear the mark) is noticed. */
async function markAgainstReloads(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return async () => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

/** Signs in through the /auth screen in French. */
async function signInThroughFrenchScreen(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Connexion" }).click();
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

const clientRow = (page: Page, name: string) => page.locator("tbody tr", { hasText: name });

describe.skipIf(!chromiumAvailable)("live updates in the browser", () => {
  const suite = useAppAndBrowser();

  it("what one tab adds or changes shows in the user's other tab and on their other device, without a reload", async () => {
    const { page: firstTab, context } = await suite.openPage();
    const streams = watchEventStreams(context);
    const email = await signUpThroughScreen(firstTab);
    const secondTab = await context.newPage();
    await secondTab.goto("/clients");
    await secondTab.getByText("No clients yet. Add your first client to get started.").waitFor();

    // Another device: a browser of its own, signed in as the same user, in French, on the dashboard.
    const { page: laptop } = await suite.openPage({ locale: "fr-FR" });
    await signInThroughFrenchScreen(laptop, email);
    const totalClients = laptop.getByRole("region", { name: "Nombre de clients" }).getByTestId("stat-value");
    await expect.poll(() => totalClients.textContent()).toBe("0");

    // A client added through the first tab's screen.
    const secondTabNotReloaded = await markAgainstReloads(secondTab);
    await firstTab.goto("/clients");
    await firstTab.getByRole("button", { name: "Add Client" }).click();
    const dialog = firstTab.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Grace Hopper");
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await firstTab.getByText("Client added successfully!").waitFor();
    await clientRow(secondTab, "Grace Hopper").waitFor({ timeout: SHOWS_WITHIN_MS });
    expect(await secondTabNotReloaded(), "the list updated in place").toBe(true);
    await expect.poll(() => totalClients.textContent(), { timeout: SHOWS_WITHIN_MS }).toBe("1");

    // An order's status changed on the first tab's list, while the second tab shows the order.
    const item = await create<{ id: string }>(firstTab, "/inventory", { item_name: "Compiler manual", quantity: 4, unit_price: 30 });
    const order = await create<{ id: string }>(firstTab, "/orders", { lines: [{ inventory_item_id: item.id, quantity: 3 }] });
    await secondTab.goto(`/orders/${order.id}`);
    await secondTab.getByTestId("order-total").waitFor();
    const orderNotReloaded = await markAgainstReloads(secondTab);
    const shows = (status: string) => secondTab.locator("main").getByText(status, { exact: true });
    // The status badge, and the label of the creation date.
    expect(await shows("Created").count()).toBe(2);
    await firstTab.goto("/orders");
    await firstTab
      .locator("tbody tr")
      .first()
      .getByRole("combobox", { name: /Status of order/ })
      .selectOption({ label: "Confirmed" });
    await firstTab.getByText("Order status updated").waitFor();
    await shows("Confirmed").waitFor({ timeout: SHOWS_WITHIN_MS });
    expect(await shows("Created").count(), "only the date's label is left").toBe(1);
    expect(await orderNotReloaded(), "the order updated in place").toBe(true);
    // Two tabs, one stream: browsers allow six connections to a server, which tabs must not use up.
    expect(streams.open()).toBe(1);

    // Closing the tab that holds the stream hands it to the other.
    const holder = streams.holder()!;
    const other = holder === firstTab ? secondTab : firstTab;
    await other.goto("/clients");
    await clientRow(other, "Grace Hopper").waitFor();
    expect(streams.holder(), "a tab reloaded while another holds the stream waits").toBe(holder);
    const openedBefore = streams.opened();
    await holder.close();
    await expect.poll(streams.opened).toBe(openedBefore + 1);
    await expect.poll(streams.holder).toBe(other);
    const added = await callApi<{ id: string }>(laptop, "POST", "/clients", { name: "Katherine Johnson" });
    expect(added.status).toBe(201);
    await clientRow(other, "Katherine Johnson").waitFor({ timeout: SHOWS_WITHIN_MS });
    await context.close();
  });

  it("reconnects after the server restarts, and catches up with what changed meanwhile", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clientele-live-"));
    let server = await startServerProcess(dataDir);
    const port = new URL(server.baseUrl).port;
    try {
      const { page, context } = await openPage(suite.browser, server.baseUrl);
      const streams = watchEventStreams(context);
      await signUpThroughScreen(page);
      await page.goto("/clients");
      await page.getByText("No clients yet. Add your first client to get started.").waitFor();
      const notReloaded = await markAgainstReloads(page);
      await expect.poll(streams.open).toBe(1);
      const openedBefore = streams.opened();

      expect((await server.kill("SIGTERM")).code).toBe(0);
      // Written while no server ran: no event will ever tell of it.
      server = await startServerProcess(dataDir, { PORT: port });
      const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
      const whileAway = await fetch(`${server.baseUrl}/api/v1/clients`, {
        method: "POST",
        headers: { cookie: cookies, origin: server.baseUrl, "content-type": "application/json" },
        body: JSON.stringify({ name: "Added during the restart" }),
      });
      expect(whileAway.status).toBe(201);

      await clientRow(page, "Added during the restart").waitFor({ timeout: 10_000 });
      // The stream comes back once the page has retried: after its backoff, which a loaded machine stretches.
      await expect.poll(streams.opened, { timeout: 10_000 }).toBeGreaterThan(openedBefore);
      await expect.poll(streams.open, { timeout: 10_000 }).toBe(1);
      await create(page, "/clients", { name: "Added after the restart" });
      await clientRow(page, "Added after the restart").waitFor({ timeout: SHOWS_WITHIN_MS });
      expect(await notReloaded()).toBe(true);
      await context.close();
    } finally {
      await server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
