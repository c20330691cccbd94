import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create, placeOrder } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

const PANELS = ["Revenue per month", "Orders by status", "Client funnel", "Top 10 clients", "Top 10 items", "Revenue by owner"];

/** The id of the workspace the page's session works in. */
async function activeWorkspaceId(page: Page): Promise<string> {
  const { body } = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
  return body.items.find((workspace) => workspace.active)!.id;
}

/** Makes the user of `memberPage` a member of the workspace `ownerPage` works in, and moves them to it. */
async function invite(ownerPage: Page, memberPage: Page, memberEmail: string) {
  const invited = await callApi<{ url: string }>(ownerPage, "POST", `/workspaces/${await activeWorkspaceId(ownerPage)}/invitations`, {
    email: memberEmail,
    role: "member",
  });
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.url).pathname.replace("/invite/", "");
  expect((await callApi(memberPage, "POST", `/invitations/${encodeURIComponent(token)}/accept`)).status).toBe(200);
}

/**
 * Ana's workspace, where Bob is a member: three clients (Bob owns one) of three statuses, and
 * orders of every kind: paid, delivered, confirmed, cancelled, one without a client. Eve, in a
 * workspace of her own, sells too: none of it may count. Returns the members' names.
 */
async function seedWorkspace(ana: Page, bob: Page, bobEmail: string, eve: Page) {
  await invite(ana, bob, bobEmail);
  const widget = await create(ana, "/inventory", { item_name: "Widget", quantity: 100, unit_price: 10.5 });
  const gadget = await create(ana, "/inventory", { item_name: "Gadget", quantity: 100, unit_price: 25 });
  const ada = await create(ana, "/clients", { name: "Ada Lovelace", company: "Analytical Engines", status: "closed_won" });
  const alan = await create(ana, "/clients", { name: "Alan Turing", status: "contacted" });
  const grace = await create(bob, "/clients", { name: "Grace Hopper", status: "interested" });

  await placeOrder(ana, ada.id, [{ inventory_item_id: widget.id, quantity: 3 }], "paid"); // 31.50
  await placeOrder(ana, grace.id, [{ inventory_item_id: gadget.id, quantity: 2 }], "delivered"); // 50.00
  await placeOrder(ana, ada.id, [{ inventory_item_id: gadget.id, quantity: 1 }], "confirmed"); // 25.00, not a sale
  await placeOrder(ana, alan.id, [{ inventory_item_id: widget.id, quantity: 1 }], "cancelled"); // 10.50, not a sale
  await placeOrder(ana, null, [{ inventory_item_id: widget.id, quantity: 1 }], "paid"); // 10.50

  const evesItem = await create(eve, "/inventory", { item_name: "Widget", quantity: 100, unit_price: 999 });
  const evesClient = await create(eve, "/clients", { name: "Ada Lovelace", status: "closed_won" });
  await placeOrder(eve, evesClient.id, [{ inventory_item_id: evesItem.id, quantity: 7 }], "paid");
}

const panel = (page: Page, title: string) => page.getByRole("region", { name: title });

/** The rows of a panel's table as the user reads them, cell by cell, body and footer. */
function tableText(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).querySelectorAll("tbody tr, tfoot tr")].map((row) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? "").trim()),
    ),
  );
}

/** Shows a panel's table instead of its chart, and reads it. */
async function readTable(page: Page, title: string, tableLabel = "Table"): Promise<string[][]> {
  const report = panel(page, title);
  await report.getByRole("button", { name: tableLabel, exact: true }).click();
  const table = report.getByRole("table", { name: title });
  await table.waitFor();
  return tableText(table);
}

/** The month the page counts an order of today in, as the language names it: Nov 2026, nov. 2026. */
const thisMonth = (language: string) => new Intl.DateTimeFormat(language, { month: "short", year: "numeric" }).format(new Date());

describe.skipIf(!chromiumAvailable)("the reports", () => {
  const suite = useAppAndBrowser();

  it(
    "show the workspace's figures over the period as charts and tables, in English and French, and as a CSV file",
    { timeout: 180_000 },
    async () => {
      const { page, context } = await suite.openPage();
      const anaName = (await signUpThroughScreen(page)).split("@")[0]!;
      const bob = await suite.openPage();
      const bobEmail = uniqueEmail("bob");
      const bobName = bobEmail.split("@")[0]!;
      await signUpThroughScreen(bob.page, bobEmail);
      const eve = await suite.openPage();
      await signUpThroughScreen(eve.page);
      await seedWorkspace(page, bob.page, bobEmail, eve.page);

      // The last 12 months by default: a chart in every panel once the figures are in.
      await page.goto("/reports");
      await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
      expect(await page.getByLabel("Period").locator("option:checked").textContent()).toBe("Last 12 months");
      for (const title of PANELS) {
        // The chart, named after its panel, is drawn and reached by keyboard.
        const chart = panel(page, title).getByRole("application", { name: title });
        await chart.locator("svg").waitFor();
        expect(await chart.getAttribute("tabindex")).toBe("0");
        // Under its chart, the table is there for screen readers, named by its caption.
        expect(await panel(page, title).getByRole("table", { name: title }).count(), title).toBe(1);
      }

      const months = await readTable(page, "Revenue per month");
      expect(months).toHaveLength(13);
      expect(months.at(-2)).toEqual([thisMonth("en"), "$92.00", "3"]);
      expect(months.slice(0, -2).every(([, revenue, sales]) => revenue === "$0.00" && sales === "0")).toBe(true);
      expect(months.at(-1)).toEqual(["Total for the period", "$92.00", "3"]);

      expect(await readTable(page, "Orders by status")).toEqual([
        ["Created", "0", "$0.00"],
        ["Confirmed", "1", "$25.00"],
        ["Delivered", "1", "$50.00"],
        ["Paid", "2", "$42.00"],
        ["Cancelled", "1", "$10.50"],
      ]);
      expect(await readTable(page, "Top 10 clients")).toEqual([
        ["Grace Hopper", "-", "$50.00", "1"],
        ["Ada Lovelace", "Analytical Engines", "$31.50", "1"],
        ["No client", "-", "$10.50", "1"],
      ]);
      // A client's name leads to the client's page; the sales without a client lead nowhere.
      const topClients = panel(page, "Top 10 clients").getByRole("table", { name: "Top 10 clients" });
      expect(await topClients.getByRole("link", { name: "Grace Hopper" }).getAttribute("href")).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
      expect(await topClients.getByRole("link").count()).toBe(2);
      expect(await readTable(page, "Top 10 items")).toEqual([
        ["Widget", "4", "$42.00"],
        ["Gadget", "2", "$50.00"],
      ]);
      expect(await readTable(page, "Client funnel")).toEqual([
        ["Uncontacted", "0", "0%"],
        ["Contacted", "1", "33.3%"],
        ["Interested", "1", "33.3%"],
        ["Not Interested", "0", "0%"],
        ["Negotiation", "0", "0%"],
        ["Closed Won", "1", "33.3%"],
        ["Closed Lost", "0", "0%"],
        ["Total for the period", "3", "100%"],
      ]);
      expect(await readTable(page, "Revenue by owner")).toEqual([
        [bobName, "$50.00", "1", "54.3%"],
        [anaName, "$31.50", "1", "34.2%"],
        ["No client", "$10.50", "1", "11.4%"],
      ]);

      // The CSV file of a panel: plain numbers, the currency in the header, as a spreadsheet reads it.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download CSV: Top 10 clients" }).click(),
      ]);
      // Named after the report and the period's first and last days, written yyyy-mm-dd.
      const [year, month] = [new Date().getFullYear(), new Date().getMonth()];
      const day = (date: Date) => date.toLocaleDateString("sv");
      expect(download.suggestedFilename()).toBe(
        `top-clients-${day(new Date(year, month - 11, 1))}-${day(new Date(year, month + 1, 0))}.csv`,
      );
      expect(await readFile((await download.path())!, "utf8")).toBe(
        "\uFEFFClient,Company,Revenue in USD,Sales\r\n" +
          "Grace Hopper,,50,1\r\n" +
          "Ada Lovelace,Analytical Engines,31.5,1\r\n" +
          "No client,,10.5,1\r\n",
      );

      // Another member's sale shows without a reload.
      const bobsClient = await create(bob.page, "/clients", { name: "Bob's lead", status: "negotiation" });
      const items = await callApi<{ items: { id: string; item_name: string }[] }>(bob.page, "GET", "/inventory");
      const gadget = items.body.items.find((item) => item.item_name === "Gadget")!;
      await placeOrder(bob.page, bobsClient.id, [{ inventory_item_id: gadget.id, quantity: 4 }], "paid");
      await expect
        .poll(() => tableText(panel(page, "Revenue by owner").getByRole("table")), { message: "a live update", timeout: 10_000 })
        .toContainEqual([bobName, "$150.00", "2", "78.1%"]);

      // Another period: last month had no sale, and the address says which period is shown.
      await page.getByLabel("Period").selectOption({ label: "Last month" });
      await page.waitForURL((url) => url.searchParams.get("period") === "lastMonth");
      await panel(page, "Top 10 clients").getByText("No sales in this period.").waitFor();
      // A table view keeps its rows, each at nothing.
      await expect
        .poll(() => tableText(panel(page, "Client funnel").getByRole("table")))
        .toContainEqual(["Total for the period", "0", "-"]);
      expect(
        await panel(page, "Top 10 clients")
          .getByRole("button", { name: /Download CSV/ })
          .isDisabled(),
      ).toBe(true);

      // A custom range starts from the period shown, refuses an end before its start, and follows valid days.
      await page.getByLabel("Period").selectOption({ label: "Custom range" });
      const [from, to] = [page.getByLabel("From", { exact: true }), page.getByLabel("To", { exact: true })];
      const today = new Date();
      const typed = (date: Date) => new Intl.DateTimeFormat("en-US", { day: "2-digit", month: "2-digit", year: "numeric" }).format(date);
      expect(await from.inputValue()).toBe(typed(new Date(today.getFullYear(), today.getMonth() - 1, 1)));
      await to.fill("01/01/2020");
      await page.getByText("The end date is before the start date.").waitFor();
      expect(new URL(page.url()).searchParams.get("period")).toBe("custom");
      await from.fill(typed(new Date(today.getFullYear(), today.getMonth(), 1)));
      await to.fill(typed(today));
      await page.waitForURL((url) => url.searchParams.get("to") === today.toLocaleDateString("sv"));
      await expect
        .poll(() => tableText(panel(page, "Revenue per month").getByRole("table")))
        .toEqual([
          [thisMonth("en"), "$192.00", "4"],
          ["Total for the period", "$192.00", "4"],
        ]);

      // In French, over the last 12 months again: the texts, months, money and percentages of the language.
      await page.goto("/reports?lng=fr");
      await page.getByRole("heading", { name: "Rapports", level: 1 }).waitFor();
      const frenchMonths = await readTable(page, "Chiffre d’affaires par mois", "Tableau");
      expect(frenchMonths.at(-2)).toEqual([thisMonth("fr"), "192,00\u00a0$US", "4"]);
      expect(await readTable(page, "Commandes par statut", "Tableau")).toContainEqual(["Payée", "3", "142,00\u00a0$US"]);
      expect(await readTable(page, "Entonnoir des clients", "Tableau")).toContainEqual(["En négociation", "1", "25\u00a0%"]);
      expect(await readTable(page, "Chiffre d’affaires par responsable", "Tableau")).toEqual([
        [bobName, "150,00\u00a0$US", "2", "78,1\u00a0%"],
        [anaName, "31,50\u00a0$US", "1", "16,4\u00a0%"],
        ["Sans client", "10,50\u00a0$US", "1", "5,5\u00a0%"],
      ]);
      const [frenchDownload] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Télécharger le CSV\u00a0: Chiffre d’affaires par responsable" }).click(),
      ]);
      expect(await readFile((await frenchDownload.path())!, "utf8")).toBe(
        "\uFEFFResponsable;Chiffre d’affaires en USD;Ventes;Part du chiffre d’affaires en %\r\n" +
          `${bobName};150;2;78,1\r\n` +
          `${anaName};31,5;1;16,4\r\n` +
          "Sans client;10,5;1;5,5\r\n",
      );

      // The pointer on a client's bar shows its name and figure; a click opens the client's page, as the name in the table does.
      const topBar = panel(page, "10 meilleurs clients").locator("[data-bar]").first();
      await topBar.hover();
      await expect
        .poll(() => panel(page, "10 meilleurs clients").getByRole("tooltip").textContent())
        .toBe("Bob's leadChiffre d’affaires100,00\u00a0$US");
      await topBar.click();
      await page.waitForURL((url) => /^\/clients\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole("heading", { name: "Bob's lead", level: 1 }).waitFor();
      const bobsPage = page.url();

      // By keyboard: the chart focused shows its first bar, Down the next, and Enter opens that client's page.
      await page.goBack();
      await panel(page, "10 meilleurs clients").getByRole("application", { name: "10 meilleurs clients" }).focus();
      await page.keyboard.press("ArrowDown");
      const secondName = await panel(page, "10 meilleurs clients").getByRole("tooltip").locator("p").first().textContent();
      expect(secondName).not.toBe("Bob's lead");
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => /^\/clients\/[0-9a-f-]{36}$/.test(url.pathname) && url.href !== bobsPage);
      await page.getByRole("heading", { name: secondName!, level: 1 }).waitFor();

      for (const session of [bob, eve]) await session.context.close();
      await context.close();
    },
  );

  it("are reached by keyboard, pass axe, and fit a phone", { timeout: 120_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const bob = await suite.openPage();
    const bobEmail = uniqueEmail("bob");
    await signUpThroughScreen(bob.page, bobEmail);
    const eve = await suite.openPage();
    await signUpThroughScreen(eve.page);
    await seedWorkspace(page, bob.page, bobEmail, eve.page);

    // Every chart is drawn as the page opens, those below the fold too.
    await page.goto("/reports");
    for (const title of PANELS) await panel(page, title).getByRole("application", { name: title }).locator("svg").waitFor();

    // Tab from the top of the page reaches the period, then each panel's table toggle in turn.
    const reached: string[] = [];
    for (let press = 0; press < 60 && reached.filter((name) => name.startsWith("Table ")).length < PANELS.length; press++) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const group = focused.closest("[role=group]")?.getAttribute("aria-label");
          return `${focused.getAttribute("aria-label") ?? focused.textContent?.trim()}${group ? ` (${group})` : ""}`;
        }),
      );
    }
    const toggles = reached.filter((name) => name.startsWith("Table "));
    expect(toggles).toEqual(PANELS.map((title) => `Table (${title}: chart or table)`));
    expect(reached.indexOf("Period")).toBeGreaterThanOrEqual(0);
    expect(reached.indexOf("Period")).toBeLessThan(reached.indexOf(toggles[0]!));

    // The arrow keys walk a chart's bars, the tooltip saying each one's month and figure.
    const monthsAgo = (months: number) =>
      new Intl.DateTimeFormat("en", { month: "short", year: "numeric" }).format(
        new Date(new Date().getFullYear(), new Date().getMonth() - months, 1),
      );
    const revenue = panel(page, "Revenue per month");
    await revenue.getByRole("application", { name: "Revenue per month" }).focus();
    await page.keyboard.press("ArrowRight");
    const tooltip = revenue.getByRole("tooltip");
    await expect.poll(() => tooltip.textContent()).toBe(`${monthsAgo(10)}Revenue$0.00`);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tooltip.textContent()).toBe(`${monthsAgo(9)}Revenue$0.00`);

    // A toggle reached by Tab shows the table with Enter.
    await page.getByRole("group", { name: "Top 10 items: chart or table" }).getByRole("button", { name: "Table" }).focus();
    await page.keyboard.press("Enter");
    await panel(page, "Top 10 items").locator("[data-report-table]").waitFor();

    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(await serious()).toEqual([]);

    // On a phone the panels stack, the charts fit, and a wide table scrolls in its own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("group", { name: "Revenue by owner: chart or table" }).getByRole("button", { name: "Table" }).click();
    await page.getByRole("group", { name: "Top 10 clients: chart or table" }).getByRole("button", { name: "Table" }).click();
    expect(await findOverflows(page)).toEqual([]);
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll("section[data-report] [data-chart] svg")].map((svg) => svg.getBoundingClientRect().right),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(390);
    expect(await serious()).toEqual([]);

    // Every language fits a phone, its charts too.
    for (const language of ["en", "fr", "de", "es", "pt"]) {
      await page.goto(`/reports?lng=${language}`);
      // Every panel of this workspace has a chart to draw: wait for all six before looking.
      await expect.poll(() => page.locator("section[data-report] [data-chart] svg").count(), { message: language }).toBe(PANELS.length);
      expect(await findOverflows(page), language).toEqual([]);
      // No name or figure runs into the bars or out of its chart, as the language writes them.
      const collisions = await page.evaluate(() =>
        [...document.querySelectorAll<SVGSVGElement>("[data-chart] svg")].flatMap((svg) => {
          const barsStart = Math.min(...[...svg.querySelectorAll<SVGGraphicsElement>("[data-bar]")].map((bar) => bar.getBBox().x));
          return [...svg.querySelectorAll<SVGTextElement>("text")]
            .filter((text) => {
              const box = text.getBBox();
              const axisName = text.getAttribute("text-anchor") === "end";
              return box.x < -0.5 || box.x + box.width > svg.width.baseVal.value + 0.5 || (axisName && box.x + box.width > barsStart + 0.5);
            })
            .map((text) => text.textContent);
        }),
      );
      expect(collisions, language).toEqual([]);
    }

    for (const session of [bob, eve]) await session.context.close();
    await context.close();
  });
});
