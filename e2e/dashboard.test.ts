import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { callApi, create } from "./support/api";
import { openDatabase } from "@server/db/database";
import { chromiumAvailable, openPage } from "./support/browser";
import { startServerProcess, type ServerProcess } from "./support/server-process";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** The figure a stat card shows, found by the card's title. */
const figure = (page: Page, title: string) => page.getByRole("region", { name: title }).getByTestId("stat-value");

/** Marks the page, so that a test can tell it was not reloaded since. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "notReloaded" in window);

/**
 * Six clients (3 active deals, one deal won and one lost), two items, and a paid order
 * of 3 × $19.99 + 1 × $1,200.00: ten events, the whole recent-activity list.
 */
async function seedAccount(page: Page) {
  for (const [name, status] of [
    ["Ada Lovelace", "interested"],
    ["Charles Babbage", "interested"],
    ["Grace Hopper", "negotiation"],
    ["Alan Turing", "closed_won"],
    ["Kurt Gödel", "closed_lost"],
    ["Emmy Noether", "uncontacted"],
  ]) {
    await create(page, "/clients", { name, status });
  }
  const mouse = await create<{ id: string }>(page, "/inventory", { item_name: "Wireless mouse", quantity: 5, unit_price: 19.99 });
  const desk = await create<{ id: string }>(page, "/inventory", { item_name: "Standing desk", quantity: 2, unit_price: 1200 });
  const order = await create<{ id: string; number: number }>(page, "/orders", {
    lines: [
      { inventory_item_id: mouse.id, quantity: 3 },
      { inventory_item_id: desk.id, quantity: 1 },
    ],
  });
  const paid = await callApi(page, "PATCH", `/orders/${order.id}`, { status: "paid" });
  expect(paid.status).toBe(200);
  return { orderId: order.id, orderNumber: `#${order.number}` };
}

describe.skipIf(!chromiumAvailable)("the dashboard", () => {
  const suite = useAppAndBrowser();

  it("shows the account's figures and latest events, in English and German, each event leading to what it concerns", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { orderId, orderNumber } = await seedAccount(page);

    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("6");
    expect(await figure(page, "Active Deals").textContent()).toBe("3");
    expect(await figure(page, "Revenue").textContent()).toBe("$1,259.97");
    expect(await figure(page, "Conversion").textContent()).toBe("50%");
    // Everything happened in the last 30 days: nothing to compare with, and no made-up 0%; all of it is new.
    expect(await page.getByRole("region", { name: "Total Clients" }).getByText("New in the last 30 days").count()).toBe(1);

    const activity = page.getByTestId("recent-activity").getByRole("listitem");
    expect(await activity.count()).toBe(10);
    expect(await activity.first().getByRole("link").textContent()).toBe(`Order ${orderNumber} → Paid`);
    expect(await activity.first().locator("time").textContent()).toMatch(/^(now|\d+ seconds? ago|1 minute ago)$/);
    expect(await activity.nth(1).textContent()).toContain(`New order ${orderNumber}`);

    await page.goto("/dashboard?lng=de");
    await expect.poll(() => figure(page, "Kunden gesamt").textContent()).toBe("6");
    expect(await figure(page, "Aktive Verkaufschancen").textContent()).toBe("3");
    expect(await figure(page, "Umsatz").textContent()).toBe("1.259,97\u00a0$");
    expect(await figure(page, "Abschlussquote").textContent()).toBe("50\u00a0%");
    await page.getByRole("link", { name: `Auftrag ${orderNumber} → Bezahlt` }).waitFor();

    await page.goto("/dashboard?lng=en");
    await page.getByRole("link", { name: `Order ${orderNumber} → Paid` }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    await page.getByRole("heading", { name: orderNumber, level: 1 }).waitFor();
    expect(await page.getByTestId("order-total").textContent()).toBe("$1,259.97");

    // A client's event opens the client's page.
    await page.goBack();
    await page.getByRole("link", { name: "New client Ada Lovelace" }).click();
    await page.waitForURL((url) => /^\/clients\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole("heading", { name: "Ada Lovelace", level: 1 }).waitFor();
    await context.close();
  });

  it("keeps Connect's emails out of the feed, and shows them in the whole activity, in Spanish", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { orderNumber } = await seedAccount(page);
    const { body: clients } = await callApi<{ items: { id: string; name: string }[] }>(page, "GET", "/clients");
    const ada = clients.items.find((client) => client.name === "Ada Lovelace")!;
    for (let index = 0; index < 10; index++) {
      const written = await callApi(page, "POST", "/functions/generate-outreach-email", {
        clientId: ada.id,
        featureDescription: "Facturas que se cobran solas",
        userLanguage: "es",
      });
      expect(written.status).toBe(200);
    }

    await page.goto("/dashboard?lng=es");
    const feed = page.getByTestId("recent-activity").getByRole("listitem");
    await expect.poll(() => feed.first().textContent()).toContain(`Pedido ${orderNumber} → Pagado`);
    expect(await feed.count()).toBe(10);
    expect(await page.getByTestId("recent-activity").getByText("Correo de prospección").count(), "no outreach email in the feed").toBe(0);

    await page.getByRole("link", { name: "Ver toda la actividad" }).click();
    await page.waitForURL((url) => url.pathname === "/activity");
    await page.getByRole("heading", { name: "Toda la actividad", level: 1 }).waitFor();
    const all = page.getByTestId("all-activity").getByRole("listitem");
    await expect.poll(() => all.count()).toBe(20);
    expect(await all.first().textContent()).toContain("Ada Lovelace");
    expect(await all.nth(10).textContent()).toContain(`Pedido ${orderNumber} → Pagado`);
    await context.close();
  });

  it("shows zeros and points an empty account to its first client, whose addition it counts at once", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("0");
    expect(await figure(page, "Active Deals").textContent()).toBe("0");
    expect(await figure(page, "Revenue").textContent()).toBe("$0.00");
    expect(await figure(page, "Conversion").textContent()).toContain("—");
    await page.getByText("No activity yet. Add your first client to get started.").waitFor();

    // The empty state fits a phone in every language (the screens sweep sees a dashboard with records).
    await page.setViewportSize({ width: 390, height: 900 });
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      await page.goto(`/dashboard?lng=${language}`);
      await page.getByTestId("activity-empty").getByRole("button").waitFor();
      problems.push(...(await findOverflows(page)).map((problem) => `${language}: ${problem}`));
    }
    expect(problems).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/dashboard?lng=en");

    await markPage(page);
    await page.getByRole("button", { name: "Add Your First Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Client" });
    await dialog.getByLabel("Name").fill("Grace Hopper");
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Client added successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("1");
    await page.getByRole("link", { name: "New client Grace Hopper" }).waitFor();
    expect(await stillSamePage(page), "the figures changed without a reload").toBe(true);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.close();
  });

  it("colours rises green and falls red with their arrows, after a month of history, and leads to the reports", async () => {
    // A book with a past: the server is stopped, its rows are moved back in time, and it starts again.
    const dataDir = mkdtempSync(join(tmpdir(), "clientele-dashboard-"));
    let server: ServerProcess | undefined = await startServerProcess(dataDir);
    const { page, context } = await openPage(suite.browser, server.baseUrl);
    try {
      await signUpThroughScreen(page);
      const added: string[] = [];
      for (const [name, status] of [
        ["Recent 1", "negotiation"],
        ["Recent 2", "uncontacted"],
        ["Recent 3", "closed_won"],
        ["Older 1", "interested"],
        ["Older 2", "negotiation"],
        ["Older 3", "closed_won"],
        ["Older 4", "closed_lost"],
      ]) {
        added.push((await create<{ id: string }>(page, "/clients", { name, status })).id);
      }
      expect((await server.kill("SIGTERM")).code).toBe(0);
      server = undefined;
      const database = openDatabase({ engine: "pglite", dataDir });
      // 3 clients added in the last 30 days against 4 in the 30 before: -25 %. Active deals moved:
      // 1 against 2: -50 %. Conversion: 1 won of 1 closed (100 %) against 1 of 2 (50 %): +100 %.
      for (const id of added.slice(3)) {
        await database.db.execute(sql`
          update clients set created_at = now() - interval '40 days', updated_at = now() - interval '40 days' where id = ${id}`);
      }
      await database.close();
      server = await startServerProcess(dataDir);

      await page.goto(`${server.baseUrl}/dashboard?lng=fr`);
      const trend = (title: string) => page.getByRole("region", { name: title }).locator("[data-trend]");
      await expect.poll(() => trend("Nombre de clients").textContent()).toMatch(/^-25\s% par rapport aux 30 jours précédents$/);
      expect(await trend("Nombre de clients").getAttribute("data-trend")).toBe("down");
      expect(await trend("Affaires en cours").textContent()).toMatch(/^-50\s% par rapport aux 30 jours précédents$/);
      expect(await trend("Taux de conversion").getAttribute("data-trend")).toBe("up");
      expect(await trend("Taux de conversion").textContent()).toMatch(/^\+100\s% par rapport aux 30 jours précédents$/);
      const colourOf = (title: string) => trend(title).evaluate((note) => getComputedStyle(note).color);
      expect(await colourOf("Taux de conversion"), "a rise is green").toBe("oklch(0.508 0.118 165.612)");
      expect(await colourOf("Nombre de clients"), "a fall is red").toBe("oklch(0.505 0.213 27.518)");
      expect(await figure(page, "Taux de conversion").textContent()).toMatch(/^66,7\s%$/);
      // No paid order in either period: nothing to compare, and the card says so.
      await page.getByRole("region", { name: "Chiffre d’affaires" }).getByText("Aucune donnée sur les 30 jours précédents").waitFor();

      await page.goto(`${server.baseUrl}/dashboard?lng=en`);
      await page.getByRole("link", { name: "View Reports" }).click();
      await page.waitForURL((url) => url.pathname === "/reports");
      await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    } finally {
      await context.close();
      await server?.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("schedules a meeting: checks the form without the server, reports a refusal, downloads the invitation and lists it", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await create(page, "/clients", { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines" });
    const gone = await create<{ id: string }>(page, "/clients", { name: "Gone Soon" });
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "New client Ada Lovelace" }).waitFor();

    const meetingRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/meetings") meetingRequests.push(request.method());
    });
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Meeting" });
    expect(await dialog.getByLabel("Duration").inputValue(), "30 minutes unless changed").toBe("30");
    const submit = dialog.getByRole("button", { name: "Schedule and Download" });
    await submit.click();
    await dialog.getByText("Choose a client", { exact: true }).waitFor();
    await dialog.getByText("Choose a date and a time", { exact: true }).waitFor();
    expect(await dialog.getByLabel("Date").getAttribute("aria-invalid")).toBe("true");
    expect(meetingRequests, "the empty form never reached the server").toEqual([]);

    const pickClient = async (name: string) => {
      await dialog.getByRole("combobox", { name: "Client" }).click();
      await page.getByRole("combobox", { name: "Search clients" }).fill(name.slice(0, 4));
      await page.getByRole("option", { name: new RegExp(name) }).click();
    };
    await pickClient("Gone Soon");
    expect(await dialog.getByText("Choose a client", { exact: true }).count(), "choosing clears the message").toBe(0);
    await dialog.getByLabel("Date").fill("12/1/2030");
    await dialog.getByLabel("Time").fill("2:30 PM");
    await dialog.getByLabel("Duration").selectOption({ label: "45 minutes" });
    await dialog.getByLabel("Note").fill("Contract review");
    // The client is deleted elsewhere meanwhile: the server refuses, the dialog stays with what was typed.
    expect((await callApi(page, "DELETE", `/clients/${gone.id}`)).status).toBe(204);
    await submit.click();
    await page.getByText("Failed to schedule the meeting").waitFor();
    await page.getByText("This client no longer exists").waitFor();
    expect(await dialog.getByLabel("Note").inputValue()).toBe("Contract review");

    await pickClient("Ada Lovelace");
    const [download] = await Promise.all([page.waitForEvent("download"), submit.click()]);
    expect(download.suggestedFilename()).toMatch(/^meeting-\d{4}-\d{2}-\d{2}\.ics$/);
    // iCalendar folds lines at 75 characters: unfolded, each property is one line.
    const invitation = (await readFile((await download.path())!, "utf8")).replace(/\r\n[ \t]/g, "");
    expect(invitation.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(invitation).toMatch(/^ATTENDEE[^\r\n]*mailto:ada@example\.com/m);
    // 14:30 on the browser's clock (the machine's time zone, as here) is the instant the invitation holds.
    const startsAt = new Date(2030, 11, 1, 14, 30).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(invitation).toMatch(new RegExp(`^DTSTART:${startsAt}`, "m"));
    expect(invitation).toContain("Contract review");
    expect(meetingRequests).toEqual(["POST", "POST"]);

    await page.getByText("Meeting invitation downloaded").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("link", { name: /^Meeting scheduled with Ada Lovelace for / }).waitFor();
    await context.close();
  });
  it("takes the meeting's day and time as French writes them on a phone, and refuses a day in the past", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await create(page, "/clients", { name: "Ada Lovelace", email: "ada@example.com" });
    await page.goto("/dashboard?lng=fr");
    // On a phone the quick actions come before the activity, on screen and for the keyboard alike.
    const top = async (text: string) => (await page.getByText(text, { exact: true }).boundingBox())!.y;
    await page.getByText("Activité récente", { exact: true }).waitFor();
    expect(await top("Actions rapides")).toBeLessThan(await top("Activité récente"));
    const inDomOrder = await page.evaluate(() => {
      const texts = [...document.querySelectorAll("main *")].map((element) => element.childNodes[0]?.textContent?.trim());
      return texts.indexOf("Actions rapides") < texts.indexOf("Activité récente");
    });
    expect(inDomOrder).toBe(true);
    await page.getByRole("button", { name: "Planifier une réunion" }).click();
    const dialog = page.getByRole("dialog", { name: "Planifier une réunion" });
    expect(await dialog.getByLabel("Date").getAttribute("placeholder")).toBe("ex.\u00a0: 25/12/2026");
    expect(await dialog.getByLabel("Heure").getAttribute("placeholder")).toBe("ex.\u00a0: 14:30");
    await dialog.getByRole("combobox", { name: "Client" }).click();
    await page.getByRole("option", { name: /Ada Lovelace/ }).click();

    const yesterday = new Date(Date.now() - 86_400_000);
    await dialog.getByLabel("Date").fill(`${yesterday.getDate()}/${yesterday.getMonth() + 1}/${yesterday.getFullYear()}`);
    await dialog.getByLabel("Heure").fill("10:00");
    const submit = dialog.getByRole("button", { name: "Planifier et télécharger" });
    await submit.click();
    await dialog.getByText("La réunion doit commencer dans le futur").waitFor();

    await dialog.getByLabel("Date").fill("25/12/2030");
    await dialog.getByLabel("Heure").fill("14h30");
    const [download] = await Promise.all([page.waitForEvent("download"), submit.click()]);
    const invitation = (await readFile((await download.path())!, "utf8")).replace(/\r\n[ \t]/g, "");
    const startsAt = new Date(2030, 11, 25, 14, 30).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(invitation).toMatch(new RegExp(`^DTSTART:${startsAt}`, "m"));
    await context.close();
  });
});
