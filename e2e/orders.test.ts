import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** Adds a client and two items through the API, from the page, as the signed-in user. */
async function seedBook(page: Page) {
  await create(page, "/clients", { name: "Ada Lovelace", company: "Analytical Engines" });
  const mouse = await create(page, "/inventory", { item_name: "Wireless mouse", quantity: 5, unit_price: 19.99 });
  await create(page, "/inventory", { item_name: "Desk", quantity: 2, unit_price: 120 });
  return { mouse };
}

/** Units in stock by item name, as the inventory screen would show them. */
async function stock(page: Page): Promise<Record<string, number>> {
  const { body } = await callApi<{ items: { item_name: string; quantity: number }[] }>(page, "GET", "/inventory");
  return Object.fromEntries(body.items.map((item) => [item.item_name, item.quantity]));
}

describe.skipIf(!chromiumAvailable)("the orders screens", () => {
  const suite = useAppAndBrowser();

  it("creates an order in the dialog, confirms it from the list, edits its lines, is refused short stock in French, and deletes it", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedBook(page);
    await page.goto("/orders");
    await page.getByText("No orders yet. Create your first order to get started.").waitFor();

    await page.getByRole("button", { name: "Create Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Order" });
    const save = dialog.getByRole("button", { name: "Create Order" });
    expect(await dialog.getByRole("combobox", { name: "Client" }).textContent()).toBe("No client");
    expect(await save.isDisabled(), "a line without an item cannot be saved").toBe(true);

    await dialog.getByRole("combobox", { name: "Client" }).click();
    await page.getByRole("combobox", { name: "Search clients" }).fill("ada");
    await page.getByRole("option", { name: /Ada Lovelace/ }).click();

    await dialog.getByRole("combobox", { name: "Item of line 1" }).click();
    await page
      .getByRole("option", { name: /Wireless mouse/ })
      .getByText("$19.99 · 5 in stock")
      .waitFor();
    await page.getByRole("option", { name: /Wireless mouse/ }).click();
    await dialog.getByLabel("Quantity of line 1").fill("3");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole("combobox", { name: "Item of line 2" }).click();
    await page.getByRole("combobox", { name: "Search items" }).press("ArrowDown");
    await page.getByRole("option", { name: /Desk/ }).click();
    expect(await dialog.getByLabel("Quantity of line 2").inputValue(), "a new line starts at 1").toBe("1");
    expect(await dialog.getByTestId("running-total").textContent()).toBe("$179.97");
    await save.click();
    // The account's first order is number 1; the toast names it.
    await page.getByText("Order #1 created successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    const row = page.locator("tbody tr").first();
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells[0]).toBe("#1");
    expect(cells[1]).toBe("Ada Lovelace");
    expect(await row.getByRole("combobox", { name: /Status of order/ }).inputValue()).toBe("created");
    expect(cells[3]).toBe("$179.97");
    expect(await stock(page), "a created order holds no stock").toEqual({ "Wireless mouse": 5, Desk: 2 });

    await row.getByRole("combobox", { name: /Status of order/ }).selectOption({ label: "Confirmed" });
    await page.getByText("Order status updated").waitFor();
    await expect.poll(() => stock(page)).toEqual({ "Wireless mouse": 2, Desk: 1 });

    // The client's name leads to the client's page, the number to the order's.
    expect(await row.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
    await row.getByRole("link", { name: cells[0] }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: cells[0], level: 1 }).waitFor();
    expect(await page.title()).toContain("Order #1");
    expect(await page.getByTestId("order-total").textContent()).toBe("$179.97");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Remove line 2" }).click();
    await page.getByLabel("Quantity of line 1").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Quantity is required").waitFor();
    const unsent = await callApi<{ total_price: number }>(page, "GET", `/orders/${new URL(page.url()).pathname.split("/").pop()}`);
    expect(unsent.body.total_price, "a line with a problem is not sent").toBe(179.97);
    await page.getByLabel("Quantity of line 1").fill("4");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Order #1 updated successfully!").waitFor();
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe("$79.96");
    expect(await stock(page), "the edit moved the difference").toEqual({ "Wireless mouse": 1, Desk: 2 });

    // In French, asking for more than the stock is refused with the item and what is left; nothing changes.
    await page.goto(`${new URL(page.url()).pathname}?lng=fr`);
    await page.getByRole("button", { name: "Modifier" }).click();
    await page.getByLabel("Quantité de la ligne 1").fill("9");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.getByText("Stock insuffisant pour Wireless mouse\u00a0: 1 en stock").waitFor();
    expect(await page.getByLabel("Quantité de la ligne 1").inputValue(), "the screen stays as it was").toBe("9");
    await page.getByRole("button", { name: "Annuler" }).click();
    // The workspace's currency (US dollars, from the browser's locale) as French writes it.
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe("79,96\u00a0$US");
    expect(await stock(page)).toEqual({ "Wireless mouse": 1, Desk: 2 });

    await page.goto("/orders?lng=en");
    await page.getByRole("button", { name: /Delete order/ }).click();
    await page
      .getByRole("alertdialog", { name: `Delete order ${cells[0]}?` })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await page.getByText("Order #1 deleted successfully!").waitFor();
    await page.getByText("No orders yet. Create your first order to get started.").waitFor();
    expect(await stock(page), "deleting a confirmed order returns its stock").toEqual({ "Wireless mouse": 5, Desk: 2 });
    await context.close();
  });

  it("keeps the keyboard focus where the user is: on the status after an inline change, on the fields and the Edit button on the detail page", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { mouse } = await seedBook(page);
    const order = await create<{ id: string; number: number }>(page, "/orders", { lines: [{ inventory_item_id: mouse.id, quantity: 1 }] });
    await page.goto("/orders?lng=de");
    const status = page.getByRole("combobox", { name: /Status von Auftrag/ });
    await status.focus();
    await page.keyboard.press("ArrowDown");
    await page.getByText("Auftragsstatus aktualisiert").waitFor();
    await expect
      .poll(() => callApi<{ status: string }>(page, "GET", `/orders/${order.id}`).then(({ body }) => body.status))
      .toBe("confirmed");
    expect(await status.evaluate((element) => element === document.activeElement), "the status select keeps the focus").toBe(true);

    await page.goto(`/orders/${order.id}`);
    const edit = page.getByRole("button", { name: "Bearbeiten" });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("order-status");
    await page.getByRole("button", { name: "Abbrechen" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await page.getByLabel("Menge in Position 1").fill("2");
    await page.getByRole("button", { name: "Speichern", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`Auftrag #${order.number} erfolgreich aktualisiert.`).waitFor();
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("keeps edits when the order changes elsewhere, says so, and overwrites only when asked", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { mouse } = await seedBook(page);
    const order = await create<{ id: string; number: number }>(page, "/orders", { lines: [{ inventory_item_id: mouse.id, quantity: 1 }] });
    await page.goto(`/orders/${order.id}?lng=pt`);
    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByLabel("Quantidade da linha 1").fill("3");
    expect(await page.getByTestId("order-total").textContent(), "the total follows the edited lines").toBe("US$\u00a059,97");

    // Another member confirms the order meanwhile; the live update reaches this tab.
    await callApi(page, "PATCH", `/orders/${order.id}`, { status: "confirmed" });
    await page.getByRole("alert").getByText("Este pedido foi alterado em outro lugar").waitFor();
    expect(await page.getByLabel("Quantidade da linha 1").inputValue(), "the edits are kept").toBe("3");

    await page.getByRole("button", { name: "Salvar mesmo assim" }).click();
    await page.getByText(`Pedido #${order.number} atualizado com sucesso!`).waitFor();
    const saved = await callApi<{ status: string; lines: { quantity: number }[] }>(page, "GET", `/orders/${order.id}`);
    expect([saved.body.lines[0]!.quantity, saved.body.status]).toEqual([3, "created"]);
    await context.close();
  });

  it("says an empty inventory has no items yet and leads to it, then warns under a line asking for more than the stock", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/orders?lng=es");
    await page.getByRole("button", { name: "Crear pedido" }).click();
    await page.getByRole("dialog").getByRole("combobox", { name: "Artículo de la línea 1" }).click();
    await page.getByRole("status").getByText("Todavía no hay artículos en el inventario.").waitFor();
    await page.getByRole("link", { name: "Añadir artículos" }).click();
    await page.waitForURL((url) => url.pathname === "/inventory");

    await create(page, "/inventory", { item_name: "Desk", quantity: 2, unit_price: 120 });
    await page.goto("/orders?lng=de");
    await page.getByRole("button", { name: "Auftrag erstellen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Artikel in Position 1" }).click();
    await page.getByRole("option", { name: /Desk/ }).click();
    const quantity = dialog.getByLabel("Menge in Position 1");
    await quantity.fill("2");
    expect(await dialog.getByTestId("stock-warning").count(), "as many as in stock is no shortage").toBe(0);
    await quantity.fill("3");
    expect(await dialog.getByTestId("stock-warning").textContent()).toBe("Mehr als die 2 auf Lager.");
    expect(await quantity.getAttribute("aria-describedby")).toContain(await dialog.getByTestId("stock-warning").getAttribute("id"));
    expect(await dialog.getByTestId("running-total").textContent()).toBe("360,00\u00a0$");
    await context.close();
  });

  it("asks before taking a paid order back to Cancelled, naming the stock and revenue it undoes, in French", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { mouse } = await seedBook(page);
    const order = await create<{ id: string; number: number }>(page, "/orders", { lines: [{ inventory_item_id: mouse.id, quantity: 2 }] });
    await callApi(page, "PATCH", `/orders/${order.id}`, { status: "paid" });
    const number = `#${order.number}`;
    await page.goto("/orders?lng=fr");
    const status = page.getByRole("combobox", { name: `Statut de la commande ${number}` });
    await status.focus();
    await status.selectOption({ label: "Annulée" });
    const confirmation = page.getByRole("alertdialog", { name: `Passer la commande ${number} à «\u00a0Annulée\u00a0»\u00a0?` });
    await confirmation.getByText("2 unités reviennent en stock. 39,98\u00a0$US sortent du chiffre d’affaires.").waitFor();
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    expect(await status.inputValue(), "nothing changed").toBe("paid");
    expect(await stock(page)).toEqual({ "Wireless mouse": 3, Desk: 2 });
    await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);

    await status.selectOption({ label: "Annulée" });
    await confirmation.getByRole("button", { name: "Passer à «\u00a0Annulée\u00a0»" }).click();
    await page.getByText("Statut de la commande mis à jour").waitFor();
    await expect.poll(() => stock(page)).toEqual({ "Wireless mouse": 5, Desk: 2 });
    await context.close();
  });

  it("offers no editing of a paid order, and says so for an order that does not exist", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { mouse } = await seedBook(page);
    const order = await create(page, "/orders", { lines: [{ inventory_item_id: mouse.id, quantity: 1 }] });
    await callApi(page, "PATCH", `/orders/${order.id}`, { status: "paid" });
    await page.goto(`/orders/${order.id}`);
    await page.getByText("No client").waitFor();
    await page.getByText("Paid", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Edit" }).count()).toBe(0);

    await page.goto(`/orders/${crypto.randomUUID()}`);
    await page.getByRole("heading", { name: "Order not found" }).waitFor();
    await page.getByRole("link", { name: "Back to orders" }).click();
    await page.waitForURL((url) => url.pathname === "/orders");
    await context.close();
  });
});
