import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activeWorkspaceId, callApi, create, placeOrder } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** A workspace in euros with an item at 19.99 and three orders of it: created, confirmed and paid. */
async function seedOrders(page: Page) {
  const workspaceId = await activeWorkspaceId(page);
  const changed = await callApi(page, "PATCH", `/workspaces/${workspaceId}`, { currency: "EUR" });
  if (changed.status !== 200) throw new Error(`PATCH /workspaces answered ${changed.status}`);
  const client = await create<{ id: string }>(page, "/clients", { name: "Ada Lovelace" });
  const mouse = await create<{ id: string }>(page, "/inventory", { item_name: "Wireless mouse", quantity: 50, unit_price: 19.99 });
  for (const status of ["created", "confirmed", "paid"] as const) {
    await placeOrder(page, client.id, [{ inventory_item_id: mouse.id, quantity: 2 }], status);
  }
}

/** A downloaded CSV file: whether it starts with a UTF-8 byte order mark, and its rows by column. */
async function readCsv(download: Download, delimiter: string) {
  const bytes = await readFile((await download.path())!);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, delimiter, skipEmptyLines: true });
  return { bom: text.startsWith("\uFEFF"), text, rows: parsed.data };
}

const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(!chromiumAvailable)("the orders' export", () => {
  const suite = useAppAndBrowser();

  it("downloads, chosen by keyboard, the orders of the status filtered, with semicolons and decimal commas", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedOrders(page);
    await page.goto("/orders");
    await page.getByText("3 orders").waitFor();
    await page.getByRole("combobox", { name: "Filter by status" }).selectOption({ label: "Confirmed" });
    await page.getByText("1 order", { exact: true }).waitFor();

    const button = page.getByRole("button", { name: "Export" });
    await button.focus();
    await page.keyboard.press("Enter");
    const semicolon = page.getByRole("menuitem", { name: "Semicolon-separated (Excel in Europe)" });
    await page.getByRole("menuitem", { name: "Comma-separated" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => semicolon.evaluate((item) => item === document.activeElement)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);

    expect(download.suggestedFilename()).toBe(`orders-${today()}.csv`);
    const { bom, text, rows } = await readCsv(download, ";");
    expect(bom, "a byte order mark, so that Excel reads UTF-8").toBe(true);
    expect(text.split("\r\n")[0]).toMatch(/^\uFEFForder_number;order_date;status;client_name;/);
    expect(
      rows.map((row) => [row.status, row.client_name, row.item_name, row.quantity, row.unit_price, row.line_total, row.currency]),
    ).toEqual([["confirmed", "Ada Lovelace", "Wireless mouse", "2", "19,99", "39,98", "EUR"]]);
    // The menu has closed and the focus is back on its button.
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("fits a 390 px phone's screen in German, its button and its menu, and downloads what the list shows", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await seedOrders(page);
    await page.goto("/orders?lng=de");
    await page.getByText("3 Aufträge").waitFor();
    await page.getByRole("combobox", { name: "Nach Status filtern" }).selectOption({ label: "Bezahlt" });
    await page.getByText("1 Auftrag", { exact: true }).waitFor();

    const button = page.getByRole("button", { name: "Exportieren" });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `the button is on screen (${JSON.stringify(box)})`).toBe(true);
    await button.click();
    const comma = page.getByRole("menuitem", { name: "Durch Kommas getrennt" });
    await page.getByRole("menuitem", { name: "Durch Semikolons getrennt (Excel in Europa)" }).waitFor();
    for (const item of await page.getByRole("menuitem").all()) {
      const itemBox = await item.boundingBox();
      expect(itemBox && itemBox.x >= 0 && itemBox.x + itemBox.width <= 390, `a menu entry is on screen (${JSON.stringify(itemBox)})`).toBe(
        true,
      );
    }
    expect(await findOverflows(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), comma.click()]);
    const { rows } = await readCsv(download, ",");
    expect(rows.map((row) => [row.status, row.unit_price, row.order_total])).toEqual([["paid", "19.99", "39.98"]]);
    await context.close();
  });
});
