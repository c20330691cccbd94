import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** The element that has the focus, by its role's accessible name or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("aria-label") ?? element?.getAttribute("placeholder") ?? element?.textContent ?? "";
  });

async function seed(page: Page) {
  const zoe = await create<{ id: string }>(page, "/clients", {
    name: "Zoé Lambert",
    company: "Zéphyr Logistique",
    email: "zoe@zephyr.example",
  });
  await create(page, "/clients", { name: "Marc Durand", company: "Durand Frères", email: "marc@durand.example" });
  const item = await create<{ id: string }>(page, "/inventory", { item_name: "Chaise pliante", quantity: 40, unit_price: 25 });
  await create(page, "/orders", { client_id: zoe.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] });
  return { zoe };
}

describe.skipIf(!chromiumAvailable)("the command palette and the keyboard shortcuts", () => {
  const suite = useAppAndBrowser();

  it("finds a client by company and opens it, and runs “new order” and “new task”, by keyboard alone", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const { zoe } = await seed(page);
    await page.goto("/dashboard?lng=fr");
    await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();

    // Ctrl+K: the dialog, its search box focused.
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Recherche et actions" });
    await palette.waitFor();
    expect(await focusedName(page)).toBe("Recherchez ou saisissez une action…");

    // Searched by the client's company, accents left out; the status line tells screen readers.
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v1/clients" && url.searchParams.has("q")) searches.push(url.searchParams.get("q")!);
    });
    await page.keyboard.type("zephyr", { delay: 40 });
    const option = palette.getByRole("option", { name: /Zoé Lambert/ });
    await option.waitFor();
    expect(await option.textContent()).toContain("Zéphyr Logistique");
    expect(await palette.getByRole("status").textContent()).toBe("1 résultat");
    // One search for the word, not one per letter.
    expect(searches).toEqual(["zephyr"]);
    expect(await option.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/clients/${zoe.id}`);
    await page.getByRole("heading", { name: "Zoé Lambert", level: 1 }).waitFor();
    expect(await palette.isVisible()).toBe(false);

    // An order by its number, then "new order" among the actions.
    await page.keyboard.press("Control+k");
    await page.keyboard.type("#1");
    await palette.getByRole("option", { name: /Commande #1/ }).waitFor();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("nouvelle commande");
    await palette.getByRole("option", { name: "Nouvelle commande" }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/orders");
    const createOrder = page.getByRole("dialog", { name: "Nouvelle commande" });
    await createOrder.waitFor();
    await page.keyboard.press("Escape");
    await createOrder.waitFor({ state: "detached" });
    // The request is not in the address any more: a reload does not open the form again.
    expect(new URL(page.url()).search).toBe("");

    // "New task…": the choice of the client, then the client's page with the task's title focused.
    await page.keyboard.press("Control+k");
    await page.keyboard.type("tâche");
    await palette.getByRole("option", { name: "Nouvelle tâche…" }).waitFor();
    await page.keyboard.press("Enter");
    await palette.getByText("Nouvelle tâche\u00a0: choisissez son client").waitFor();
    await page.keyboard.type("marc");
    await palette.getByRole("option", { name: /Marc Durand/ }).waitFor();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Marc Durand", level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-testid='client-tasks']") !== null)).toBe(true);
    await page.keyboard.type("Rappeler Marc");
    await page.keyboard.press("Enter");
    await page.getByTestId("open-tasks").getByText("Rappeler Marc").waitFor();

    // Commands change the theme and the language; Escape closes and gives the focus back.
    await page.keyboard.press("Control+k");
    await page.keyboard.type("sombre");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.keyboard.press("Control+k");
    await page.keyboard.type("deutsch");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Marc Durand", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Suche und Befehle (Ctrl+K)" }).waitFor();
    await page.keyboard.press("Control+k");
    await page.keyboard.type("nichts dergleichen");
    await expect.poll(() => page.getByRole("dialog").getByRole("status").textContent()).toBe("Keine Treffer für „nichts dergleichen“.");
    expect(await page.getByRole("dialog").getByRole("option").count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });

  it("keeps what is typed while its code arrives on first use, in Spanish", async () => {
    const { page } = await suite.openPage();
    await signUpThroughScreen(page);
    await seed(page);
    // A slow connection: the palette's code takes a second to come.
    await page.route("**/assets/command-palette-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/clients?lng=es");
    await page.getByRole("heading", { name: "Clientes", level: 1 }).waitFor();

    await page.keyboard.press("Control+k");
    await page.keyboard.type("zephyq");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("r");
    const palette = page.getByRole("dialog", { name: "Búsqueda y comandos" });
    await palette.waitFor();
    expect(await palette.getByRole("combobox").inputValue()).toBe("zephyr");
    await palette.getByRole("option", { name: /Zoé Lambert/ }).waitFor();
    // Typing goes on in the box, after what was kept.
    await page.keyboard.type(" l");
    expect(await palette.getByRole("combobox").inputValue()).toBe("zephyr l");
  });

  it("lists the shortcuts with ?, goes to a section with g then its letter, opens a list's form with n, and never while typing", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/dashboard?lng=es");
    await page.getByRole("heading", { level: 1 }).waitFor();

    await page.keyboard.press("?");
    const list = page.getByRole("dialog", { name: "Atajos de teclado" });
    await list.waitFor();
    expect(await list.getByText("Ctrl+K").count()).toBe(1);
    expect(await list.locator("dt").count()).toBe(11);
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });

    await page.keyboard.press("g");
    await page.keyboard.press("c");
    await page.waitForURL("**/clients");
    // Typed in the search box, the same keys are letters of the search.
    const search = page.getByRole("searchbox");
    await search.focus();
    await page.keyboard.type("gon");
    expect(new URL(page.url()).pathname).toBe("/clients");
    expect(await search.inputValue()).toBe("gon");
    expect(await page.getByRole("dialog").count()).toBe(0);

    await search.blur();
    await page.keyboard.press("n");
    const addClient = page.getByRole("dialog", { name: "Nuevo cliente" });
    await addClient.waitFor();
    // The dialog's fields take the keys: "g" then "o" is typed, not followed.
    await page.keyboard.type("go");
    expect(new URL(page.url()).pathname).toBe("/clients");
    await page.keyboard.press("Escape");
    await addClient.waitFor({ state: "detached" });
    await page.keyboard.press("g");
    await page.keyboard.press("o");
    await page.waitForURL("**/orders");
    await context.close();
  });

  it("opens from the header's button on a 390 px phone, fits, and passes axe in both themes", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await seed(page);
    await page.goto("/clients?lng=pt");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("button", { name: "Busca e comandos (Ctrl+K)" }).click();
    const palette = page.getByRole("dialog");
    // The palette's code loads on the first use: typing starts once its search box has the focus.
    await palette.getByRole("combobox").waitFor();
    await expect.poll(() => focusedName(page)).toBe("Busque ou digite um comando…");
    await page.keyboard.type("cha");
    await palette.getByRole("option", { name: /Chaise pliante/ }).waitFor();
    expect(await findOverflows(page)).toEqual([]);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      const results = await new AxeBuilder({ page }).include("[role='dialog']").analyze();
      expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
    }
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/inventory\?q=Chaise/);
    // The list, searched for the item (cards at this width).
    await expect.poll(() => page.getByRole("searchbox").inputValue()).toBe("Chaise pliante");
    await page.locator("[data-row-key]:visible").getByText("Chaise pliante").waitFor();
    await context.close();
  });
});
