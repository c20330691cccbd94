import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const PHONE = { width: 390, height: 844 };

/** Text as shown, with the no-break and narrow no-break spaces of French and German amounts as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const shown = async (locator: Locator) => plain(await locator.textContent());

/** The option a native select shows. */
const chosen = (select: Locator) => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? "");
const offered = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => [...element.options].map((option) => option.textContent ?? ""));

/** The figures under an order's lines: net, each tax ("label = amount"), total. */
async function figures(scope: Locator | Page, totalTestId: string) {
  const taxes = [];
  for (const row of await scope.getByTestId("totals-tax").all()) {
    taxes.push(`${await shown(row.locator("dt"))} = ${await shown(row.locator("dd"))}`);
  }
  return { net: await shown(scope.getByTestId("totals-net")), taxes, total: await shown(scope.getByTestId(totalTestId)) };
}

/** Makes the signed-in user's workspace work in euros, through the API. */
async function useEuros(page: Page) {
  const { body } = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
  const workspace = body.items.find((candidate) => candidate.active)!;
  const answer = await callApi(page, "PATCH", `/workspaces/${workspace.id}`, { currency: "EUR" });
  expect(answer.status).toBe(200);
}

describe.skipIf(!chromiumAvailable)("orders with taxes", () => {
  const suite = useAppAndBrowser();

  it("shows each rate's tax and the total as computed by hand, in French and German, finds the order by its number, and follows a rate change", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await useEuros(page);
    const standard = await create<{ id: string }>(page, "/tax-rates", { name: "TVA 20 %", rate: 20 });
    const reduced = await create<{ id: string }>(page, "/tax-rates", { name: "TVA 5,5 %", rate: 5.5 });
    await create(page, "/clients", { name: "Ada Lovelace" });
    await create(page, "/clients", { name: "Grace Hopper" });
    await create(page, "/inventory", { item_name: "Chaise", quantity: 10, unit_price: 37.5, tax_rate_id: standard.id });

    // The second item through the form, in French: its price in the currency's decimals, its default rate.
    await page.goto("/inventory?lng=fr");
    await page.getByRole("button", { name: "Ajouter un article" }).click();
    const itemDialog = page.getByRole("dialog", { name: "Nouvel article" });
    const defaultRate = itemDialog.getByLabel("Taux de taxe par défaut");
    expect(await chosen(defaultRate)).toBe("Sans taxe");
    expect((await offered(defaultRate)).map(plain)).toEqual(["Sans taxe", "TVA 20 % (20 %)", "TVA 5,5 % (5,5 %)"]);
    await itemDialog.getByLabel("Nom de l’article").fill("Stylo");
    await itemDialog.getByLabel("Quantité").fill("50");
    await itemDialog.getByLabel("Prix unitaire").fill("4,205");
    await defaultRate.selectOption(reduced.id);
    await itemDialog.getByRole("button", { name: "Ajouter l’article" }).click();
    // A euro price has 2 decimals.
    await itemDialog.getByText("Trop de décimales pour la devise de l’espace de travail").waitFor();
    expect(await itemDialog.getByLabel("Prix unitaire").getAttribute("aria-invalid")).toBe("true");
    await itemDialog.getByLabel("Prix unitaire").fill("4,20");
    await itemDialog.getByRole("button", { name: "Ajouter l’article" }).click();
    await itemDialog.waitFor({ state: "detached" });
    const items = await callApi<{ items: { id: string; item_name: string; unit_price: number; tax_rate_id: string | null }[] }>(
      page,
      "GET",
      "/inventory",
    );
    expect(items.body.items.find((item) => item.item_name === "Stylo")).toMatchObject({ unit_price: 4.2, tax_rate_id: reduced.id });

    // An order of 2 × 37,50 € at 20 % and 3 × 4,20 € at 5,5 %, made in the dialog.
    await page.goto("/orders?lng=fr");
    await page.getByRole("button", { name: "Créer une commande" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle commande" });
    await dialog.getByRole("combobox", { name: "Client" }).click();
    await page.getByRole("combobox", { name: "Rechercher des clients" }).fill("Ada");
    await page.getByRole("option", { name: /Ada Lovelace/ }).click();
    await dialog.getByRole("combobox", { name: "Article de la ligne 1" }).click();
    await page
      .getByRole("option", { name: /Chaise/ })
      .getByText("37,50 € · 10 en stock", { exact: false })
      .waitFor();
    await page.getByRole("option", { name: /Chaise/ }).click();
    await dialog.getByLabel("Quantité de la ligne 1").fill("2");
    expect(plain(await chosen(dialog.getByLabel("Taxe de la ligne 1"))), "a new line takes its item's default rate").toBe(
      "TVA 20 % (20 %)",
    );
    await dialog.getByRole("button", { name: "Ajouter un article" }).click();
    await dialog.getByRole("combobox", { name: "Article de la ligne 2" }).click();
    await page.getByRole("option", { name: /Stylo/ }).click();
    await dialog.getByLabel("Quantité de la ligne 2").fill("3");
    expect(plain(await chosen(dialog.getByLabel("Taxe de la ligne 2")))).toBe("TVA 5,5 % (5,5 %)");
    const byHand = {
      net: "87,60 €",
      taxes: ["TVA 20 % sur 75,00 € = 15,00 €", "TVA 5,5 % sur 12,60 € = 0,69 €"],
      total: "103,29 €",
    };
    expect(await figures(dialog, "running-total")).toEqual(byHand);
    await dialog.getByRole("button", { name: "Créer une commande" }).click();
    await dialog.waitFor({ state: "detached" });

    const list = await callApi<{ items: { id: string; number: number; total_price: number }[] }>(page, "GET", "/orders");
    const order = list.body.items[0]!;
    const number = `#${order.number}`;
    await page.getByText(`Commande ${number} créée avec succès`).waitFor();
    expect(order.total_price, "the server's total is the one shown").toBe(103.29);
    const pen = items.body.items.find((item) => item.item_name === "Stylo")!;
    const other = await create<{ id: string; number: number }>(page, "/orders", { lines: [{ inventory_item_id: pen.id, quantity: 1 }] });
    expect(other.number, "numbers follow each other").toBe(order.number + 1);

    // The list finds the order by its number typed with or without #, and by its client's name.
    await page.reload();
    const rows = page.locator("table tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    const search = page.getByRole("searchbox", { name: "Rechercher des commandes" });
    await search.fill(number);
    await expect.poll(() => rows.count()).toBe(1);
    expect(plain(await rows.first().getByRole("cell").first().textContent())).toBe(number);
    expect(plain(await rows.first().getByRole("cell").nth(3).textContent())).toBe("103,29 €");
    await search.fill(String(other.number));
    await expect.poll(() => rows.first().getByRole("cell").first().textContent()).toBe(`#${other.number}`);
    await search.fill("lovelace");
    await expect.poll(() => rows.first().getByRole("cell").first().textContent()).toBe(number);
    expect(await rows.count()).toBe(1);

    await rows.first().getByRole("link", { name: number }).click();
    await page.getByRole("heading", { name: number, level: 1 }).waitFor();
    expect(await page.title()).toContain(`Commande ${number}`);
    await expect.poll(() => figures(page, "saved-total")).toEqual(byHand);
    expect(await shown(page.getByTestId("order-total"))).toBe("103,29 €");

    await page.goto(`/orders/${order.id}?lng=de`);
    await expect
      .poll(() => figures(page, "saved-total"))
      .toEqual({
        net: "87,60 €",
        taxes: ["TVA 20 % auf 75,00 € = 15,00 €", "TVA 5,5 % auf 12,60 € = 0,69 €"],
        total: "103,29 €",
      });
    await page.getByText("Zwischensumme netto").waitFor();

    // The reduced rate is archived meanwhile: the line keeps it, offered as its current choice.
    expect((await callApi(page, "PATCH", `/tax-rates/${reduced.id}`, { archived: true })).status).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    const secondRate = page.getByLabel("Steuer in Position 2");
    expect(plain(await chosen(secondRate))).toBe("TVA 5,5 % (5,5 %)");
    expect((await offered(secondRate)).map(plain)).toEqual(["Keine Steuer", "TVA 5,5 % (5,5 %)", "TVA 20 % (20 %)"]);
    await secondRate.selectOption({ index: 2 });
    const changed = { net: "87,60 €", taxes: ["TVA 20 % auf 87,60 € = 17,52 €"], total: "105,12 €" };
    expect(await figures(page, "running-total"), "the figures follow the rate at once").toEqual(changed);
    expect(await shown(page.getByTestId("order-total"))).toBe("105,12 €");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText(`Auftrag ${number} erfolgreich aktualisiert.`).waitFor();
    await expect.poll(() => figures(page, "saved-total")).toEqual(changed);
    const saved = await callApi<{ total_price: number; lines: { tax_name: string | null }[] }>(page, "GET", `/orders/${order.id}`);
    expect([saved.body.total_price, saved.body.lines.map((line) => line.tax_name)]).toEqual([105.12, ["TVA 20 %", "TVA 20 %"]]);

    // On a phone, the lines with their rates and the figures fit, in the dialog and on the page.
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByLabel("Steuer in Position 1").waitFor();
    expect(await findOverflows(page)).toEqual([]);
    await page.goto(`/orders?lng=fr`);
    await page.getByRole("button", { name: "Créer une commande" }).click();
    await dialog.getByRole("combobox", { name: "Article de la ligne 1" }).click();
    await page.getByRole("option", { name: /Chaise/ }).click();
    await dialog.getByTestId("totals-net").waitFor();
    expect(await findOverflows(page)).toEqual([]);
    await context.close();
  });
});
