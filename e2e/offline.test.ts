import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { create, placeOrder } from "./support/api";
import { startAppServer } from "./support/app-server";
import { chromiumAvailable, openPage } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The width and height a PNG's header gives. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Waits until the app's service worker controls the page and has kept the app's files. */
async function controlledByServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000, interval: 200 }).toBe(true);
}

describe.skipIf(!chromiumAvailable)("the installable app", () => {
  const suite = useAppAndBrowser();

  it("has a manifest with what installing needs, icons of the sizes it names, and a service worker in control", async () => {
    const { page, context } = await suite.openPage({ serviceWorker: true });
    await page.goto("/");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const answer = await page.request.get("/manifest.webmanifest");
    expect(answer.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Clientele",
      short_name: "Clientele",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    // Both themes colour the browser's bar.
    expect(await page.locator('meta[name="theme-color"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("media")))).toEqual([
      "(prefers-color-scheme: light)",
      "(prefers-color-scheme: dark)",
    ]);
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort();
    expect(icons).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      const side = Number(icon.sizes.split("x")[0]);
      expect(pngSize(await image.body())).toEqual({ width: side, height: side });
    }

    // The worker installs once signed in, from the shell.
    await signUpThroughScreen(page);
    await controlledByServiceWorker(page);
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    await context.close();
  });

  it(
    "opens offline with the banner and the lists last seen, refuses changes with the reason, and works again back online",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await suite.openPage({ serviceWorker: true });
      await signUpThroughScreen(page);
      const client = await create<{ id: string }>(page, "/clients", { name: "Anna Offline", email: "anna@offline.example" });
      const item = await create<{ id: string }>(page, "/inventory", { item_name: "Kabel", quantity: 10, unit_price: 5 });
      await placeOrder(page, client.id, [{ inventory_item_id: item.id, quantity: 1 }], "created");
      await page.goto("/orders?lng=de");
      await page.getByRole("heading", { name: "Aufträge", level: 1 }).waitFor();
      await page.locator("[data-row-key]:visible").first().waitFor();
      await page.goto("/clients");
      await page.getByRole("heading", { name: "Kunden", level: 1 }).waitFor();
      await page.getByText("Anna Offline").first().waitFor();
      await controlledByServiceWorker(page);
      // The tab's copy of what it showed is written a moment after.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem("clientele.offline-copy")?.includes("Anna Offline") ?? false))
        .toBe(true);

      await context.setOffline(true);
      const banner = page.getByRole("status").filter({ hasText: "Sie sind offline." });
      await banner.waitFor();

      // Reloaded without a connection: the shell from the worker, the list from the tab's copy.
      await page.reload();
      await page.getByRole("heading", { name: "Kunden", level: 1 }).waitFor();
      await banner.waitFor();
      await page.getByText("Anna Offline").first().waitFor();

      // The palette's search waits for the connection, and says so.
      await page.keyboard.press("Control+k");
      await page.getByRole("dialog").getByRole("combobox").waitFor();
      await page.keyboard.type("anna");
      await expect
        .poll(() => page.getByRole("dialog").getByRole("status").textContent())
        .toBe("Sie sind offline: Die Suche braucht eine Verbindung.");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      // A form keeps what is typed, and its button says why it is off.
      await page.getByRole("button", { name: "Kunde hinzufügen" }).click();
      const dialog = page.getByRole("dialog", { name: "Neuen Kunden hinzufügen" });
      await dialog.getByLabel("Name").fill("Bruno Später");
      await dialog.getByLabel("E-Mail").fill("bruno@spaeter.example");
      const submit = dialog.getByRole("button", { name: "Kunde hinzufügen" });
      expect(await submit.isDisabled()).toBe(true);
      expect(await submit.getAttribute("title")).toBe(
        "Sie sind offline: Änderungen sind bis zur Wiederherstellung der Verbindung deaktiviert.",
      );
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // A change made in place is refused with the reason, and nothing is sent.
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
      });
      await page.getByRole("link", { name: "Aufträge" }).first().click();
      const status = page
        .locator("[data-row-key]:visible")
        .first()
        .getByRole("combobox", { name: /Status von Auftrag/ });
      await status.selectOption({ label: "Bestätigt" });
      await page.getByText("Sie sind offline: Es wurde nichts gespeichert.", { exact: false }).first().waitFor();
      expect(sent).toEqual([]);

      // Back online: the banner goes, and the same change goes through.
      await context.setOffline(false);
      await banner.waitFor({ state: "detached" });
      await status.selectOption({ label: "Bestätigt" });
      await expect.poll(() => sent.some((request) => request.startsWith("PATCH "))).toBe(true);
      await expect.poll(() => status.inputValue()).toBe("confirmed");
      // The list read afresh from the server says the same: the tab's copy took nothing wrong with it.
      await page.reload();
      await expect.poll(() => status.inputValue()).toBe("confirmed");
      await context.close();
    },
  );

  it("updates itself when a new version is deployed, and says so", { timeout: 120_000 }, async () => {
    // A deployment of its own, whose files the test can change as the next deployment would.
    const deployment = mkdtempSync(join(tmpdir(), "clientele-deployment-"));
    cpSync(join(REPOSITORY, "dist"), join(deployment, "dist"), { recursive: true });
    for (const shared of ["drizzle", "node_modules", "package.json"]) symlinkSync(join(REPOSITORY, shared), join(deployment, shared));
    const server = await startAppServer({}, join(deployment, "dist", "server", "main.js"));
    const { page, context } = await openPage(suite.browser, server.baseUrl, { serviceWorker: true });
    try {
      await signUpThroughScreen(page);
      await page.goto("/dashboard?lng=fr");
      await controlledByServiceWorker(page);
      expect(await page.getByText("Clientele a été mis à jour vers une nouvelle version.").count()).toBe(0);

      // The next deployment: another build's worker.
      const worker = join(deployment, "dist", "web", "sw.js");
      writeFileSync(worker, readFileSync(worker, "utf8").replace(/"version":"[0-9a-f]+"/, '"version":"0000000000000000"'));
      await page.reload();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Clientele a été mis à jour vers une nouvelle version." });
      await toast.waitFor({ timeout: 20_000 });
      // The worker keeps the new deployment's files only.
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("clientele-"))))
        .toEqual(["clientele-0000000000000000"]);
      await toast.getByRole("button", { name: "Recharger" }).click();
      await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();
      expect(await toast.count()).toBe(0);
    } finally {
      await context.close();
      expect(await server.stop()).toBe(0);
      rmSync(deployment, { recursive: true, force: true });
    }
  });
});
