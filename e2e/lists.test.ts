import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** What the clients, inventory and orders lists share (components/paginated-list.tsx). */
describe.skipIf(!chromiumAvailable)("the record count of a list", () => {
  const suite = useAppAndBrowser();

  it("says where the count of a search stopped: 1.000+ clients in German", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    // One more match than a search counts, added 20 at a time from the page.
    await page.evaluate(async () => {
      const add = (index: number) =>
        fetch("/api/v1/clients", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `Widely Matched ${index}` }),
        });
      for (let first = 0; first < 1001; first += 20) {
        await Promise.all(Array.from({ length: Math.min(20, 1001 - first) }, (_, offset) => add(first + offset)));
      }
    });
    await page.goto("/clients?lng=de");
    await page.getByTestId("record-count").getByText("1.001 Kunden", { exact: true }).waitFor();
    await page.getByRole("searchbox").fill("widely");
    await page.getByTestId("record-count").getByText("1.000+ Kunden", { exact: true }).waitFor();
    await page.getByRole("searchbox").fill("widely matched 1000");
    await page.getByTestId("record-count").getByText("1 Kunde", { exact: true }).waitFor();
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("sorting and filtering a list", () => {
  const suite = useAppAndBrowser();

  it("sorts the inventory from its column headers by keyboard, says so with aria-sort, keeps the order on reload, and on a phone's Sort by", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    for (const [name, quantity, price] of [
      ["Bolt", 40, 0.1],
      ["washer", 5, 0.05],
      ["Anchor", 12, 3.5],
    ] as const) {
      await create(page, "/inventory", { item_name: name, quantity, unit_price: price });
    }
    await page.goto("/inventory?lng=de");
    const names = () => page.locator("table tbody tr td:first-child").allTextContents();
    await page.getByRole("cell", { name: "Anchor", exact: true }).waitFor();
    expect(await names()).toEqual(["Anchor", "washer", "Bolt"]);

    const stockHeader = page.getByRole("columnheader", { name: "Menge" });
    await stockHeader.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["washer", "Anchor", "Bolt"]);
    expect(await stockHeader.getAttribute("aria-sort")).toBe("ascending");
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["Bolt", "Anchor", "washer"]);
    expect(await stockHeader.getAttribute("aria-sort")).toBe("descending");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("-quantity");
    expect(await page.getByRole("combobox", { name: "Sortieren nach" }).inputValue()).toBe("-quantity");

    // Names sort without regard to case, and the order comes back with the address.
    await page.getByRole("columnheader", { name: "Artikelname" }).getByRole("button").click();
    await expect.poll(names).toEqual(["Anchor", "Bolt", "washer"]);
    await page.reload();
    await page.getByRole("cell", { name: "Anchor", exact: true }).waitFor();
    expect(await names()).toEqual(["Anchor", "Bolt", "washer"]);
    expect(await page.getByRole("columnheader", { name: "Artikelname" }).getAttribute("aria-sort")).toBe("ascending");
    expect(await stockHeader.getAttribute("aria-sort")).toBeNull();

    // A phone shows cards, sorted by the select.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("combobox", { name: "Sortieren nach" }).selectOption({ label: "Preis (höchster zuerst)" });
    const cardTitles = () => page.locator("ul li[data-row-key] > div:first-child > div:first-child").allTextContents();
    await expect.poll(cardTitles).toEqual(["Anchor", "Bolt", "washer"]);
    expect(await findOverflows(page)).toEqual([]);
    await context.close();
  });

  it("filters orders by client and by a date range typed in French, and says when the range is backwards", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const item = await create(page, "/inventory", { item_name: "Widget", quantity: 100, unit_price: 10 });
    const [ada, grace] = [
      await create(page, "/clients", { name: "Ada Lovelace" }),
      await create(page, "/clients", { name: "Grace Hopper" }),
    ];
    for (const [client, quantity] of [
      [ada, 1],
      [grace, 2],
      [ada, 3],
    ] as const) {
      await create(page, "/orders", { client_id: client.id, lines: [{ inventory_item_id: item.id, quantity }] });
    }
    await page.goto("/orders?lng=fr");
    const totals = () => page.locator("table tbody tr td:nth-child(4)").allTextContents();
    await expect.poll(totals).toHaveLength(3);

    await page.locator("#orders-client-filter").click();
    await page.keyboard.type("Grace");
    await page.getByRole("option", { name: /Grace Hopper/ }).click();
    await expect.poll(totals).toHaveLength(1);
    await page.getByTestId("record-count").getByText("1 commande", { exact: true }).waitFor();

    await page.locator("#orders-client-filter").click();
    await page.getByRole("option", { name: "Tous les clients" }).click();
    await expect.poll(totals).toHaveLength(3);

    // Today, typed as French writes dates, finds all three; the day before finds none.
    const today = new Date();
    const french = (date: Date) => date.toLocaleDateString("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" });
    await page.getByRole("combobox", { name: "Filtrer par date" }).selectOption({ label: "Période personnalisée" });
    await page.getByLabel("Du").fill(french(today));
    await page.getByLabel("Au").fill(french(today));
    await expect.poll(totals).toHaveLength(3);
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await page.getByLabel("Du").fill(french(yesterday));
    await page.getByLabel("Au").fill(french(yesterday));
    await page.getByText("Aucune commande ne correspond", { exact: false }).waitFor();

    await page.getByLabel("Du").fill(french(today));
    await page.getByText("La date de fin est antérieure à la date de début.").waitFor();
    expect(await page.getByLabel("Au").getAttribute("aria-invalid")).toBe("true");

    // Sorted by total, highest first, from the header.
    await page.getByRole("combobox", { name: "Filtrer par date" }).selectOption({ label: "Toutes les dates" });
    await expect.poll(totals).toHaveLength(3);
    await page.getByRole("columnheader", { name: "Total" }).getByRole("button").click();
    const amounts = async () => (await totals()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    await expect.poll(amounts).toEqual([30, 20, 10]);
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("undoing a delete", () => {
  const suite = useAppAndBrowser();

  it("brings back an order, a client and an item from the toast's Undo, in Spanish, the stock taken again", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    const item = await create(page, "/inventory", { item_name: "Lámpara", quantity: 10, unit_price: 20 });
    const client = await create(page, "/clients", { name: "Lucía Fernández" });
    const order = await create<{ id: string; number: number }>(page, "/orders", {
      client_id: client.id,
      lines: [{ inventory_item_id: item.id, quantity: 3 }],
    });
    expect((await callApi(page, "PATCH", `/orders/${order.id}`, { status: "confirmed" })).status).toBe(200);
    const stock = async () => (await callApi<{ quantity: number }>(page, "GET", `/inventory/${item.id}`)).body.quantity;
    const toasts = page.locator("[data-sonner-toast]");

    await page.goto("/orders?lng=es");
    await page.getByRole("button", { name: /^Eliminar pedido/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar", exact: true }).click();
    await toasts.getByText(`Pedido #${order.number} eliminado correctamente`).waitFor();
    expect(await stock()).toBe(10);
    // Longer than a plain success toast: the Undo is still there after 5 seconds.
    await page.waitForTimeout(5_000);
    await toasts.getByRole("button", { name: "Deshacer" }).click();
    await toasts.getByText(`Pedido #${order.number} restaurado`).waitFor();
    await page.getByRole("link", { name: `#${order.number}` }).waitFor();
    expect(await stock()).toBe(7);

    await page.goto("/clients?lng=es");
    await page.getByRole("button", { name: "Eliminar cliente Lucía Fernández" }).click();
    await toasts.getByText("Cliente eliminado correctamente").waitFor();
    await page.getByText("Aún no tienes clientes. Añade el primero para empezar.").waitFor();
    await toasts.getByRole("button", { name: "Deshacer" }).click();
    await page.locator("li[data-row-key]").getByText("Lucía Fernández").waitFor();
    expect((await callApi<{ client_name: string }>(page, "GET", `/orders/${order.id}`)).body.client_name).toBe("Lucía Fernández");

    await page.goto("/inventory?lng=es");
    await page.getByRole("button", { name: "Eliminar Lámpara" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar", exact: true }).click();
    await toasts.getByText("Artículo eliminado correctamente").waitFor();
    await toasts.getByRole("button", { name: "Deshacer" }).click();
    await toasts.getByText("Artículo restaurado").waitFor();
    await page.locator("li[data-row-key]").getByText("Lámpara").waitFor();
    expect(await stock()).toBe(7);
    const line = (await callApi<{ lines: { inventory_item_id: string }[] }>(page, "GET", `/orders/${order.id}`)).body.lines[0];
    expect(line?.inventory_item_id).toBe(item.id);
    await context.close();
  });
});
