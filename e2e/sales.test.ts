import AxeBuilder from "@axe-core/playwright";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/database";
import { create, placeOrder } from "./support/api";
import { chromiumAvailable, openPage } from "./support/browser";
import { DATA_IMAGE_VARIABLE } from "./support/data-image";
import { findOverflows } from "./support/layout";
import { startServerProcess, type ServerProcess } from "./support/server-process";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

/** The figure a card shows, found by the card's title. */
const figure = (page: Page, title: string) => page.getByRole("region", { name: title }).getByTestId("figure-value");

/** A table's rows as a sighted user reads them: the text of each cell shown (a phone shows fewer). */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await table.getByRole("row").all()) {
    const cells = await row.getByRole("cell").allInnerTexts();
    if (cells.length > 0) rows.push(cells.map((cell) => cell.replace(/[ \t\r\n]+/g, " ").trim()));
  }
  return rows;
}

const headersOf = (table: Locator) => table.getByRole("columnheader").allInnerTexts();

/** yyyy-mm-dd of a local date. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The text of the CSV file a click on the button downloads, with the file's name. */
async function downloadFrom(page: Page, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), press()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

describe.skipIf(!chromiumAvailable)("the sales screen", () => {
  const suite = useAppAndBrowser();

  it(
    "totals the workspace's delivered and paid orders by client and owner, in English and German, exports them as CSV, and stays live",
    { timeout: 180_000 },
    async () => {
      // Another workspace's sales, to a client of the same name, must not count.
      const bob = await suite.openPage();
      await signUpThroughScreen(bob.page);
      const bobsClient = await create<{ id: string }>(bob.page, "/clients", { name: "Ada Lovelace" });
      const bobsDesk = await create<{ id: string }>(bob.page, "/inventory", { item_name: "Desk", quantity: 10, unit_price: 2000 });
      await placeOrder(bob.page, bobsClient.id, [{ inventory_item_id: bobsDesk.id, quantity: 1 }], "paid");

      const { page, context } = await suite.openPage();
      const anaName = (await signUpThroughScreen(page, uniqueEmail("ana"))).split("@")[0]!;
      const ada = await create<{ id: string }>(page, "/clients", { name: "Ada Lovelace", company: "Analytical Engines" });
      const formula = await create<{ id: string }>(page, "/clients", { name: '=HYPERLINK("x")', company: "Evil, Inc." });
      const desk = await create<{ id: string }>(page, "/inventory", { item_name: "Desk", quantity: 100, unit_price: 1200 });
      const mouse = await create<{ id: string }>(page, "/inventory", { item_name: "Mouse", quantity: 100, unit_price: 19.99 });
      const cable = await create<{ id: string }>(page, "/inventory", { item_name: "Cable", quantity: 100, unit_price: 5 });
      await placeOrder(page, ada.id, [{ inventory_item_id: desk.id, quantity: 1 }], "paid");
      await placeOrder(page, ada.id, [{ inventory_item_id: mouse.id, quantity: 3 }], "delivered");
      await placeOrder(page, formula.id, [{ inventory_item_id: mouse.id, quantity: 1 }], "paid");
      await placeOrder(page, null, [{ inventory_item_id: cable.id, quantity: 1 }], "delivered");
      // Placed, confirmed or cancelled: no money came in.
      await placeOrder(page, ada.id, [{ inventory_item_id: desk.id, quantity: 1 }], "created");
      await placeOrder(page, ada.id, [{ inventory_item_id: desk.id, quantity: 2 }], "confirmed");
      await placeOrder(page, ada.id, [{ inventory_item_id: desk.id, quantity: 3 }], "cancelled");

      await page.goto("/sales");
      await page.getByRole("heading", { name: "Sales", level: 1 }).waitFor();
      const period = page.getByRole("combobox", { name: "Period" });
      expect(await period.locator("option:checked").textContent(), "this month by default").toBe("This month");
      await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$1,284.96");
      expect(await figure(page, "Number of Sales").textContent()).toBe("4");
      expect(await figure(page, "Average Order Value").textContent()).toBe("$321.24");
      const byClient = page.getByRole("table", { name: "Sales by Client" });
      const byOwner = page.getByRole("table", { name: "Sales by Owner" });
      expect(await headersOf(byClient)).toEqual(["Client", "Company", "Sales", "Revenue"]);
      expect(await rowsOf(byClient)).toEqual([
        ["Ada Lovelace", "Analytical Engines", "2", "$1,259.97"],
        ['=HYPERLINK("x")', "Evil, Inc.", "1", "$19.99"],
        ["No client", "-", "1", "$5.00"],
      ]);
      // A client's name leads to the client's page; the sales without a client lead nowhere.
      expect(await byClient.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toBe(`/clients/${ada.id}`);
      expect(await byClient.getByRole("link").count()).toBe(2);
      expect(await headersOf(byOwner)).toEqual(["Owner", "Sales", "Revenue"]);
      expect(await rowsOf(byOwner)).toEqual([
        [anaName, "3", "$1,279.96"],
        ["No client", "1", "$5.00"],
      ]);

      // The export, by keyboard: the table's rows under its headers, the formula neutralised, amounts in dollars.
      const now = new Date();
      const monthDays = `${localDay(new Date(now.getFullYear(), now.getMonth(), 1))}-${localDay(new Date(now.getFullYear(), now.getMonth() + 1, 0))}`;
      const downloadClients = page.getByRole("button", { name: "Download CSV: Sales by Client" });
      const clientsFile = await downloadFrom(page, async () => {
        await downloadClients.focus();
        await page.keyboard.press("Enter");
      });
      expect(clientsFile.name).toBe(`sales-by-client-${monthDays}.csv`);
      expect(clientsFile.text).toBe(
        "\uFEFFClient,Company,Sales,Revenue in USD\r\n" +
          "Ada Lovelace,Analytical Engines,2,1259.97\r\n" +
          `"'=HYPERLINK(""x"")","Evil, Inc.",1,19.99\r\n` +
          "No client,,1,5\r\n",
      );

      // Nothing sold last month: the period select, by keyboard, says so and keeps it in the address.
      await period.focus();
      await page.keyboard.press("ArrowDown");
      await page.waitForURL((url) => url.searchParams.get("period") === "lastMonth");
      await page.getByText("Orders count as sales once they are delivered or paid.").waitFor();
      expect(await page.getByText("No sales in this period.").count(), "in place of the tables, and as the average").toBe(2);
      expect(await figure(page, "Total Revenue").textContent()).toBe("$0.00");
      expect(await figure(page, "Number of Sales").textContent()).toBe("0");
      expect(await page.getByRole("region", { name: "Average Order Value" }).getByText("No sales in this period.").count()).toBe(1);
      expect(await byClient.count()).toBe(0);
      await period.selectOption({ label: "This month" });
      await page.waitForURL((url) => !url.searchParams.has("period"));

      // In German: money and counts as German writes them, the file with ; and decimal commas.
      await page.goto("/sales?lng=de");
      await expect.poll(() => figure(page, "Gesamtumsatz").textContent()).toBe("1.284,96\u00a0$");
      expect(await figure(page, "Anzahl der Verkäufe").textContent()).toBe("4");
      expect(await figure(page, "Durchschnittlicher Auftragswert").textContent()).toBe("321,24\u00a0$");
      const byOwnerDe = page.getByRole("table", { name: "Verkäufe nach Zuständigkeit" });
      expect(await rowsOf(byOwnerDe)).toEqual([
        [anaName, "3", "1.279,96\u00a0$"],
        ["Ohne Kunde", "1", "5,00\u00a0$"],
      ]);
      const ownersFile = await downloadFrom(page, () =>
        page.getByRole("button", { name: "CSV herunterladen: Verkäufe nach Zuständigkeit" }).click(),
      );
      expect(ownersFile.name).toBe(`sales-by-owner-${monthDays}.csv`);
      expect(ownersFile.text).toBe(`\uFEFFZuständig;Verkäufe;Umsatz (USD)\r\n${anaName};3;1279,96\r\nOhne Kunde;1;5\r\n`);
      const clientsFileDe = await downloadFrom(page, () =>
        page.getByRole("button", { name: "CSV herunterladen: Verkäufe nach Kunde" }).click(),
      );
      expect(clientsFileDe.text.split("\r\n")).toEqual([
        "\uFEFFKunde;Unternehmen;Verkäufe;Umsatz (USD)",
        "Ada Lovelace;Analytical Engines;2;1259,97",
        `"'=HYPERLINK(""x"")";Evil, Inc.;1;19,99`,
        "Ohne Kunde;;1;5",
        "",
      ]);

      // On a phone the tables fit: the company goes under the client's name.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await rowsOf(page.getByRole("table", { name: "Verkäufe nach Kunde" }))).toEqual([
        ["Ada Lovelace Analytical Engines", "2", "1.259,97\u00a0$"],
        ['=HYPERLINK("x") Evil, Inc.', "1", "19,99\u00a0$"],
        ["Ohne Kunde", "1", "5,00\u00a0$"],
      ]);
      expect(await findOverflows(page)).toEqual([]);
      const axe = async (where: string) =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      const violations = await axe("390 px");
      await page.setViewportSize({ width: 1366, height: 900 });
      violations.push(...(await axe("1366 px")));
      expect(violations).toEqual([]);

      // Another member's sale (here through the API) reaches the open screen without a reload.
      await placeOrder(page, null, [{ inventory_item_id: cable.id, quantity: 2 }], "paid");
      await expect.poll(() => figure(page, "Gesamtumsatz").textContent(), { timeout: 5_000 }).toBe("1.294,96\u00a0$");
      expect(await figure(page, "Anzahl der Verkäufe").textContent()).toBe("5");
      expect(await rowsOf(byOwnerDe)).toEqual([
        [anaName, "3", "1.279,96\u00a0$"],
        ["Ohne Kunde", "2", "15,00\u00a0$"],
      ]);

      await context.close();
      await bob.context.close();
    },
  );

  it(
    "counts a sale in the month it was placed, to the second, in a period kept in the address, custom ranges included",
    { timeout: 180_000 },
    async () => {
      // A book with a past: the server is stopped, an order is moved back in time, and it starts again.
      const dataDir = mkdtempSync(join(tmpdir(), "clientele-sales-"));
      const image = process.env[DATA_IMAGE_VARIABLE];
      if (image) cpSync(image, dataDir, { recursive: true });
      let server: ServerProcess | undefined = await startServerProcess(dataDir);
      const { page, context } = await openPage(suite.browser, server.baseUrl);
      try {
        await signUpThroughScreen(page);
        const ada = await create<{ id: string }>(page, "/clients", { name: "Ada Lovelace" });
        const mouse = await create<{ id: string }>(page, "/inventory", { item_name: "Mouse", quantity: 100, unit_price: 19.99 });
        const firstSecond = await placeOrder(page, ada.id, [{ inventory_item_id: mouse.id, quantity: 1 }], "paid");
        const ofFormerMember = await placeOrder(page, ada.id, [{ inventory_item_id: mouse.id, quantity: 2 }], "delivered");
        const lastSecondBefore = await placeOrder(page, ada.id, [{ inventory_item_id: mouse.id, quantity: 5 }], "paid");

        const port = new URL(server.baseUrl).port;
        expect((await server.kill("SIGTERM")).code).toBe(0);
        server = undefined;
        const now = new Date();
        const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
        const database = openDatabase({ engine: "pglite", dataDir });
        const placedAt = (id: string, at: Date) =>
          database.db.execute(sql`update orders set created_at = ${at.toISOString()}::timestamptz where id = ${id}`);
        await placedAt(firstSecond.id, monthStart);
        await placedAt(lastSecondBefore.id, new Date(monthStart.getTime() - 1000));
        // The owner of the client when it was sold, whose account is gone since.
        await database.db.execute(sql`update orders set client_owner_id = 'a-deleted-account' where id = ${ofFormerMember.id}`);
        await database.close();
        server = await startServerProcess(dataDir, { PORT: port });

        await page.goto("/sales");
        await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$59.97");
        expect(await figure(page, "Number of Sales").textContent()).toBe("2");
        const byOwner = page.getByRole("table", { name: "Sales by Owner" });
        expect((await rowsOf(byOwner))[0]).toEqual(["Former member", "1", "$39.98"]);

        const period = page.getByRole("combobox", { name: "Period" });
        await period.selectOption({ label: "Last month" });
        await page.waitForURL((url) => url.searchParams.get("period") === "lastMonth");
        await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$99.95");
        expect(await figure(page, "Number of Sales").textContent()).toBe("1");
        await page.reload();
        expect(await period.locator("option:checked").textContent(), "the address keeps the period").toBe("Last month");
        await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$99.95");

        // A custom range starts as the period shown, and covers whole days, both included.
        const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
        const usDate = (date: Date) =>
          `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`;
        await period.selectOption({ label: "Custom range" });
        expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(usDate(lastMonthStart));
        expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe(usDate(new Date(monthStart.getTime() - 1000)));
        await page.getByLabel("To", { exact: true }).fill("13/45/2026");
        await page.getByText("Enter the end date like 12/25/2026.").waitFor();
        expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).toBe("true");
        await page.getByLabel("To", { exact: true }).fill(usDate(now));
        await page.waitForURL(
          (url) =>
            url.searchParams.get("period") === "custom" &&
            url.searchParams.get("from") === localDay(lastMonthStart) &&
            url.searchParams.get("to") === localDay(now),
        );
        await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$159.92");
        expect(await figure(page, "Number of Sales").textContent()).toBe("3");
        await page.reload();
        expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(usDate(lastMonthStart));
        expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe(usDate(now));
        await expect.poll(() => figure(page, "Total Revenue").textContent()).toBe("$159.92");
      } finally {
        await context.close();
        await server?.kill("SIGTERM");
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
