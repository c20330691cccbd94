import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

describe.skipIf(!chromiumAvailable)("the inventory screen", () => {
  const suite = useAppAndBrowser();

  it("adds an item after a failed submit, edits it, and deletes it only once the confirmation is accepted", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/inventory");
    await page.getByText("No items yet. Add your first item to get started.").waitFor();

    await page.getByRole("button", { name: "Add Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    const quantity = dialog.getByLabel("Quantity");
    const price = dialog.getByLabel("Unit Price");
    expect(await dialog.getByLabel("Item Name").inputValue()).toBe("");
    expect(await quantity.inputValue()).toBe("0");
    expect(await price.inputValue()).toBe("0.00");
    // docs/product.md "Inventory": min 0 and steps of 1 and 0.01: a spin button that the arrow keys step, never below 0.
    expect([await quantity.getAttribute("role"), await quantity.getAttribute("aria-valuemin")]).toEqual(["spinbutton", "0"]);
    await price.press("ArrowUp");
    await price.press("ArrowUp");
    expect(await price.inputValue()).toBe("0.02");
    await quantity.press("ArrowDown");
    expect(await quantity.inputValue()).toBe("0");
    await price.fill("0");

    await quantity.fill("-2");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await dialog.getByText("Item name is required").waitFor();
    await dialog.getByText("Quantity must be non-negative").waitFor();

    await dialog.getByLabel("Item Name").fill("Wireless mouse");
    await quantity.fill("12");
    await price.fill("1234.5");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await page.getByText("Item added successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    const row = page.getByRole("row", { name: /Wireless mouse/ });
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Wireless mouse", "12", "$1,234.50", ""]);

    await row.getByRole("button", { name: "Edit Wireless mouse" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Item" });
    expect(await editDialog.getByLabel("Unit Price").inputValue()).toBe("1,234.50");
    await editDialog.getByLabel("Unit Price").focus();
    expect(await editDialog.getByLabel("Unit Price").inputValue(), "while editing, as it is typed").toBe("1234.50");
    await editDialog.getByLabel("Quantity").fill("7");
    await editDialog.getByLabel("Unit Price").fill("19.99");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Item updated successfully!").waitFor();
    await expect.poll(() => row.getByRole("cell").nth(2).textContent()).toBe("$19.99");
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("7");

    // The app's own confirmation names the item; Escape keeps it, and the focus returns to the row's button.
    const deleteButton = row.getByRole("button", { name: "Delete Wireless mouse" });
    await deleteButton.click();
    const confirmation = page.getByRole("alertdialog", { name: "Delete Wireless mouse?" });
    await confirmation.waitFor();
    expect(await confirmation.getByRole("button", { name: "Cancel" }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.reload();
    await page.getByRole("row", { name: /Wireless mouse/ }).waitFor();

    await page.getByRole("button", { name: "Delete Wireless mouse" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Item deleted successfully!").waitFor();
    await page.getByText("No items yet. Add your first item to get started.").waitFor();
    await context.close();
  });

  it("takes a price typed with a decimal comma in French, as a person types it, and saves exactly that", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/inventory?lng=fr");
    await page.getByRole("button", { name: "Ajouter un article" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nom de l’article").fill("Souris sans fil");
    // A click into a field holding the default 0 selects it: typing replaces it.
    await dialog.getByLabel("Quantité").click();
    await page.keyboard.type("1500");
    await dialog.getByLabel("Prix unitaire").click();
    await page.keyboard.type("19,99");
    await dialog.getByLabel("Quantité").click();
    expect(await dialog.getByLabel("Quantité").inputValue(), "while editing, as typed").toBe("1500");
    expect(await dialog.getByLabel("Prix unitaire").inputValue(), "not being edited: grouped, 2 decimals").toBe("19,99");
    await dialog.getByRole("button", { name: "Ajouter l’article" }).click();
    await page.getByText("Article ajouté avec succès").waitFor();

    const row = page.getByRole("row", { name: /Souris sans fil/ });
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Souris sans fil", "1\u202f500", "19,99\u00a0$US", ""]);
    const { body: saved } = await callApi<{ items: { unit_price: number }[] }>(page, "GET", "/inventory");
    expect(saved.items[0]?.unit_price).toBe(19.99);

    await row.getByRole("button", { name: "Modifier Souris sans fil" }).click();
    const price = page.getByRole("dialog").getByLabel("Prix unitaire");
    expect(await price.inputValue()).toBe("19,99");
    await price.click();
    await page.keyboard.type("1234,5");
    await page.getByRole("dialog").getByLabel("Quantité").click();
    expect(await price.inputValue(), "not being edited, grouped as French writes it").toBe("1\u202f234,50");
    await context.close();
  });

  it("refuses a blank, an unreadable or an ambiguous price with a clear message, and saves nothing", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/inventory?lng=de");
    await page.getByRole("button", { name: "Artikel hinzufügen" }).click();
    const dialog = page.getByRole("dialog");
    const price = dialog.getByLabel("Stückpreis");
    const save = dialog.getByRole("button", { name: "Artikel hinzufügen" });
    await dialog.getByLabel("Artikelname").fill("Schreibtisch");

    await price.fill("");
    await save.click();
    await dialog.getByText("Der Preis ist erforderlich").waitFor();

    // In German "1.234" is one thousand two hundred and thirty-four; in English it is one point two three four.
    await price.fill("1.234");
    await save.click();
    await dialog.getByText("Mehrdeutige Zahl", { exact: false }).waitFor();
    expect(await price.inputValue(), "the value is never changed behind the user's back").toBe("1.234");

    await price.fill("12,3,4");
    await save.click();
    await dialog.getByText("Geben Sie eine Zahl ein, z. B. 1234,50").waitFor();

    await price.fill("1.234,50");
    // A quantity has no decimals: "1.000" can only be a thousand.
    await dialog.getByLabel("Menge").fill("1.000");
    await save.click();
    await page.getByRole("row", { name: /Schreibtisch/ }).waitFor();
    const { body: saved } = await callApi<{ items: { unit_price: number; quantity: number }[] }>(page, "GET", "/inventory");
    expect(saved.items.map((item) => [item.unit_price, item.quantity])).toEqual([[1234.5, 1000]]);
    await context.close();
  });

  it("writes prices and the confirmation in the interface language", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await create(page, "/inventory", { item_name: "Schreibtisch", quantity: 1500, unit_price: 1234.5 });
    await page.goto("/inventory?lng=de");
    const row = page.getByRole("row", { name: /Schreibtisch/ });
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Schreibtisch", "1.500", "1.234,50\u00a0$", ""]);

    await row.getByRole("button").last().click();
    const confirmation = page.getByRole("alertdialog", { name: "Schreibtisch löschen?" });
    await confirmation.getByText("Der Artikel wird aus dem Lager entfernt. Aufträge behalten seinen Namen und Preis.").waitFor();
    await confirmation.getByRole("button", { name: "Abbrechen" }).click();
    await confirmation.waitFor({ state: "detached" });
    await row.waitFor();
    await context.close();
  });

  it("marks an item at or below its low-stock alert, filters them, and counts them on the dashboard, in German", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await create(page, "/inventory", { item_name: "Druckerpapier", quantity: 4, unit_price: 5 });
    await create(page, "/inventory", { item_name: "Toner", quantity: 30, unit_price: 60, low_stock_threshold: 10 });
    await page.goto("/dashboard?lng=de");
    await page.getByText("Kunden gesamt").first().waitFor();
    expect(await page.getByText("niedrigen Bestand", { exact: false }).count(), "no notice while no item is low").toBe(0);

    await page.goto("/inventory?lng=de");
    const paper = page.getByRole("row", { name: /Druckerpapier/ });
    await paper.getByRole("button", { name: "Druckerpapier bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Artikel bearbeiten" });
    const threshold = dialog.getByLabel("Warnung bei niedrigem Bestand ab");
    expect(await threshold.inputValue()).toBe("");
    await threshold.fill("2,5");
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await dialog.getByText("Die Bestandswarnung muss eine ganze Zahl sein").waitFor();
    await threshold.fill("5");
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    await paper.getByText("Bestand niedrig").waitFor();
    expect(await page.getByRole("row", { name: /Toner/ }).getByText("Bestand niedrig").count()).toBe(0);

    await page.goto("/dashboard?lng=de");
    await page.getByText("1 Artikel hat einen niedrigen Bestand").waitFor();
    await page.getByRole("link", { name: "Artikel mit niedrigem Bestand anzeigen" }).click();
    await page.waitForURL(/\/inventory\?low_stock=true/);
    expect(await page.getByRole("combobox", { name: "Nach Bestand filtern" }).inputValue()).toBe("low");
    await expect.poll(() => page.locator("table tbody tr").count()).toBe(1);
    await page.getByRole("row", { name: /Druckerpapier/ }).waitFor();

    await page.getByRole("combobox", { name: "Nach Bestand filtern" }).selectOption("all");
    await expect.poll(() => page.locator("table tbody tr").count()).toBe(2);
    expect(new URL(page.url()).searchParams.has("low_stock")).toBe(false);
    await context.close();
  });
});
