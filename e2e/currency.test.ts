import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

const NBSP = "\u00a0";

/** The figure a dashboard card shows, found by the card's title. */
const figure = (page: Page, title: string) => page.getByRole("region", { name: title }).getByTestId("stat-value");

/** The unit price an inventory row shows, found by the item's name. */
const unitPriceOf = (page: Page, item: string) =>
  page
    .getByRole("row", { name: new RegExp(item) })
    .getByRole("cell")
    .nth(2);

/** A workspace of `currency`, worked in from now on, with one item of `price` sold once in a paid order. */
async function workspaceWithASale(page: Page, name: string, currency: string, price: number) {
  const workspace = await create<{ id: string; currency: string }>(page, "/workspaces", { name, currency });
  expect(workspace.currency).toBe(currency);
  const item = await create<{ id: string }>(page, "/inventory", { item_name: "Desk lamp", quantity: 5, unit_price: price });
  const order = await create<{ id: string; number: number }>(page, "/orders", { lines: [{ inventory_item_id: item.id, quantity: 1 }] });
  expect((await callApi(page, "PATCH", `/orders/${order.id}`, { status: "paid" })).status).toBe(200);
  return { workspace, order };
}

async function activeWorkspaceId(page: Page): Promise<string> {
  const answer = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
  return answer.body.items.find((workspace) => workspace.active)!.id;
}

describe.skipIf(!chromiumAvailable)("money in the workspace's currency", () => {
  const suite = useAppAndBrowser();

  it.each([
    ["fr-FR", "EUR", "€0.00"],
    ["pt-BR", "BRL", "R$0.00"],
  ])("starts a new account in a %s browser with its personal workspace in %s", { timeout: 60_000 }, async (locale, currency, zero) => {
    const { page } = await suite.openPage({ locale });
    // The screens in English, the browser's languages its own: the currency follows the browser.
    await page.goto("/auth?lng=en");
    await signUpThroughScreen(page);
    const answer = await callApi<{ items: { currency: string; active: boolean }[] }>(page, "GET", "/workspaces");
    expect(answer.body.items.map((workspace) => workspace.currency)).toEqual([currency]);
    await expect.poll(() => figure(page, "Revenue").textContent()).toBe(zero);
  });

  it("writes euros as French and German write them, and yen as English does, without decimals", { timeout: 90_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { order } = await workspaceWithASale(page, "Atelier Lumière", "EUR", 37.5);

    await page.goto("/inventory?lng=fr");
    await expect.poll(() => unitPriceOf(page, "Desk lamp").textContent()).toBe(`37,50${NBSP}€`);
    await page.goto("/dashboard?lng=fr");
    await expect.poll(() => figure(page, "Chiffre d’affaires").textContent()).toBe(`37,50${NBSP}€`);
    await page.goto("/orders?lng=fr");
    const orderRow = page.getByRole("row", { name: new RegExp(`#${order.number}\\b`) });
    await expect.poll(() => orderRow.getByRole("cell").allTextContents()).toContain(`37,50${NBSP}€`);

    await page.goto("/inventory?lng=de");
    await expect.poll(() => unitPriceOf(page, "Desk lamp").textContent()).toBe(`37,50${NBSP}€`);
    await page.goto("/dashboard?lng=de");
    await expect.poll(() => figure(page, "Umsatz").textContent()).toBe(`37,50${NBSP}€`);

    await workspaceWithASale(page, "Tokyo shop", "JPY", 3750);
    await page.goto("/inventory?lng=en");
    await expect.poll(() => unitPriceOf(page, "Desk lamp").textContent()).toBe("¥3,750");
    await page.goto("/dashboard?lng=en");
    await expect.poll(() => figure(page, "Revenue").textContent()).toBe("¥3,750");
    await context.close();
  });

  it(
    "changes the currency from the settings once confirmed, relabelling the amounts, on a desk and on a phone",
    { timeout: 90_000 },
    async () => {
      const { page, context } = await suite.openPage();
      await signUpThroughScreen(page);
      await create(page, "/inventory", { item_name: "Desk lamp", quantity: 5, unit_price: 37.5 });

      await page.goto("/settings/workspace");
      const currency = page.getByLabel("Currency", { exact: true });
      await expect.poll(() => currency.inputValue()).toBe("USD");
      expect(await currency.locator("option:checked").textContent()).toBe("US Dollar (USD)");
      expect(await findOverflows(page)).toEqual([]);

      // Cancelled, nothing changes.
      await currency.selectOption("EUR");
      const confirmation = page.getByRole("alertdialog", { name: "Change the currency to Euro (EUR)?" });
      await confirmation.getByText("Amounts are relabelled, not converted").waitFor();
      await confirmation.getByRole("button", { name: "Cancel" }).click();
      await confirmation.waitFor({ state: "detached" });
      expect(await currency.inputValue()).toBe("USD");

      await currency.selectOption("EUR");
      await confirmation.getByRole("button", { name: "Change currency" }).click();
      await page.getByText("Currency changed to Euro (EUR)").waitFor();
      await expect.poll(() => currency.inputValue()).toBe("EUR");

      // On a phone, to pounds.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect.poll(() => currency.inputValue()).toBe("EUR");
      expect(await findOverflows(page)).toEqual([]);
      await currency.selectOption("GBP");
      const toPounds = page.getByRole("alertdialog", { name: "Change the currency to British Pound (GBP)?" });
      await toPounds.waitFor();
      expect(await findOverflows(page)).toEqual([]);
      await toPounds.getByRole("button", { name: "Change currency" }).click();
      await page.getByText("Currency changed to British Pound (GBP)").waitFor();

      // The price keeps its figure: relabelled, not converted.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/inventory");
      await expect.poll(() => unitPriceOf(page, "Desk lamp").textContent()).toBe("£37.50");
      await page.goto("/dashboard");
      const activity = page.getByTestId("recent-activity");
      await activity.getByText("Currency changed from Euro to British Pound").waitFor();
      await activity.getByText("Currency changed from US Dollar to Euro").waitFor();
      await context.close();
    },
  );

  it(
    "keeps the workspace's tax rates, typed and written as French writes them, and shows them to members read-only",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await suite.openPage();
      await signUpThroughScreen(page);
      await page.goto("/settings/workspace?lng=fr");
      const rates = page.getByRole("list", { name: "Taux de taxe" });
      const rateRow = (name: string) => rates.getByRole("listitem").filter({ hasText: name });
      const addForm = page.locator("form", { has: page.locator("#new-tax-rate-name") });

      async function addRate(name: string, percent: string) {
        await addForm.getByLabel("Nom").fill(name);
        await addForm.getByLabel("Taux (%)").fill(percent);
        await addForm.getByRole("button", { name: "Ajouter le taux" }).click();
      }

      await addRate("TVA normale", "20");
      await page.getByText("Taux TVA normale ajouté").waitFor();
      await addRate("TVA réduite", "5,5");
      await page.getByText("Taux TVA réduite ajouté").waitFor();
      expect(await rateRow("TVA réduite").textContent()).toMatch(/^TVA réduite \(5,5\s%\)/);
      expect(await rateRow("TVA normale").textContent()).toMatch(/^TVA normale \(20\s%\)/);

      // A name another rate on offer has is refused on the name field; a percent with 4 decimals by the rules.
      await addRate("tva normale", "19,6");
      await addForm.getByText("Un taux de taxe proposé porte déjà ce nom").waitFor();
      await addRate("TVA spéciale", "2,1255");
      await addForm.getByText("Le taux ne peut pas comporter plus de 3 décimales").waitFor();

      // Renamed and given another percent.
      await rateRow("TVA réduite").getByRole("button", { name: "Modifier TVA réduite" }).click();
      const edit = page.getByRole("dialog", { name: "Modifier TVA réduite" });
      expect(await edit.getByLabel("Taux (%)").inputValue()).toBe("5,5");
      await edit.getByLabel("Nom").fill("TVA intermédiaire");
      await edit.getByLabel("Taux (%)").fill("10");
      await edit.getByRole("button", { name: "Enregistrer" }).click();
      await page.getByText("Taux TVA intermédiaire enregistré").waitFor();
      await expect.poll(() => rateRow("TVA intermédiaire").textContent()).toMatch(/^TVA intermédiaire \(10\s%\)/);

      // An order starts using it while its deletion is being confirmed: the deletion is refused, archiving offered instead.
      await rateRow("TVA intermédiaire").getByRole("button", { name: "Supprimer TVA intermédiaire" }).click();
      const confirmation = page.getByRole("alertdialog", { name: "Supprimer TVA intermédiaire ?" });
      await confirmation.waitFor();
      const taxRates = await callApi<{ items: { id: string; name: string }[] }>(page, "GET", "/tax-rates");
      const intermediate = taxRates.body.items.find((rate) => rate.name === "TVA intermédiaire")!;
      const item = await create<{ id: string }>(page, "/inventory", {
        item_name: "Lampe",
        quantity: 5,
        unit_price: 10,
        tax_rate_id: intermediate.id,
      });
      await create(page, "/orders", { lines: [{ inventory_item_id: item.id, quantity: 1 }] });
      await confirmation.getByRole("button", { name: "Supprimer" }).click();
      const refusal = page.getByText("Des commandes utilisent ce taux", { exact: false });
      await refusal.waitFor();
      await page.getByRole("button", { name: "Archiver", exact: true }).click();
      await page.getByText("TVA intermédiaire archivé").waitFor();
      await expect.poll(() => rateRow("TVA intermédiaire").textContent()).toMatch(/Utilisé.*Archivé/);
      expect(
        await rateRow("TVA intermédiaire")
          .getByRole("button", { name: /Supprimer/ })
          .count(),
        "a rate in use is not offered for deletion",
      ).toBe(0);
      await rateRow("TVA intermédiaire").getByRole("button", { name: "Restaurer TVA intermédiaire" }).click();
      await expect.poll(() => rateRow("TVA intermédiaire").textContent()).not.toMatch(/Archivé/);

      // A rate no order uses is deleted once confirmed.
      await rateRow("TVA normale").getByRole("button", { name: "Supprimer TVA normale" }).click();
      await page.getByRole("alertdialog", { name: "Supprimer TVA normale ?" }).getByRole("button", { name: "Supprimer" }).click();
      await page.getByText("Taux TVA normale supprimé").waitFor();
      await expect.poll(() => rateRow("TVA normale").count()).toBe(0);
      await page.getByRole("switch", { name: "Les prix incluent les taxes" }).click();
      await page.getByText("Les prix incluent désormais les taxes").waitFor();

      // A member, in German, reads the currency, the tax setting and the rates, and changes none of them.
      const bobEmail = uniqueEmail("bob");
      const invited = await callApi<{ url: string }>(page, "POST", `/workspaces/${await activeWorkspaceId(page)}/invitations`, {
        email: bobEmail,
        role: "member",
      });
      expect(invited.status).toBe(201);
      const bob = await suite.openPage({ viewport: { width: 390, height: 844 } });
      await signUpThroughScreen(bob.page, bobEmail);
      const token = new URL(invited.body.url).pathname.split("/").pop()!;
      expect((await callApi(bob.page, "POST", `/invitations/${token}/accept`)).status).toBe(200);
      await bob.page.goto("/settings/workspace?lng=de");
      await bob.page.getByText("US-Dollar (USD)").waitFor();
      await bob.page.getByText("Preise enthalten Steuern").waitFor();
      await bob.page.getByRole("list", { name: "Steuersätze" }).getByText("TVA intermédiaire").waitFor();
      expect(await bob.page.getByLabel("Währung", { exact: true }).count(), "no currency select").toBe(0);
      expect(await bob.page.getByRole("switch").count()).toBe(0);
      expect(await bob.page.getByRole("button", { name: "Satz hinzufügen" }).count()).toBe(0);
      expect(await findOverflows(bob.page)).toEqual([]);
      await Promise.all([context.close(), bob.context.close()]);
    },
  );
});
