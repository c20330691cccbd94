import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** Adds clients through the API, from the page, as the signed-in user. */
async function seedClients(page: Page, count: number) {
  for (let index = 0; index < count; index++) await create(page, "/clients", { name: `Seeded ${String(index).padStart(2, "0")}` });
}

describe.skipIf(!chromiumAvailable)("the clients screen", () => {
  const suite = useAppAndBrowser();

  it("adds a client through the dialog after a failed submit, edits it, and deletes it", async () => {
    const { page, context } = await suite.openPage();
    const userName = (await signUpThroughScreen(page)).split("@")[0]!;
    await page.goto("/clients");
    await page.getByText("No clients yet. Add your first client to get started.").waitFor();

    await page.getByRole("button", { name: "Add Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Client" });
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("LinkedIn URL").fill("linkedin");
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Please fix the form errors").waitFor();
    await dialog.getByText("Name is required", { exact: true }).waitFor();
    await dialog.getByText("Invalid email").waitFor();
    await dialog.getByText("Invalid URL").waitFor();
    expect(await dialog.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");

    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Company").fill("Analytical Engines");
    await dialog.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/ada");
    await dialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Interested", exact: true }).click();
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Client added successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    const row = page.getByRole("row", { name: /Ada Lovelace/ });
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      "Ada Lovelace",
      "Analytical Engines",
      "-",
      "ada@example.com",
      "-",
      userName,
      "Interested",
      "",
    ]);
    expect(await row.getByRole("link", { name: "Ada Lovelace", exact: true }).getAttribute("href")).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
    const linkedin = row.getByRole("link", { name: "Open LinkedIn profile of Ada Lovelace" });
    expect(await linkedin.getAttribute("href")).toBe("https://www.linkedin.com/in/ada");
    expect(await linkedin.getAttribute("target")).toBe("_blank");
    expect(await linkedin.getAttribute("rel")).toBe("noopener noreferrer");

    // The add dialog opens empty again after a successful save.
    await page.getByRole("button", { name: "Add Client" }).click();
    expect(await page.getByRole("dialog").getByLabel("Name").inputValue()).toBe("");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: "Edit Ada Lovelace" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Client" });
    expect(await editDialog.getByLabel("Email").inputValue()).toBe("ada@example.com");
    await editDialog.getByLabel("Position").fill("Countess");
    await editDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Closed Won", exact: true }).click();
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Client updated successfully!").waitFor();
    await expect.poll(() => row.getByRole("cell").nth(2).textContent()).toBe("Countess");
    expect(await row.getByRole("cell").nth(6).textContent()).toBe("Closed Won");

    // A reload shows what the server kept.
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("row", { name: /Ada Lovelace/ })
          .getByRole("cell")
          .nth(2)
          .textContent(),
      )
      .toBe("Countess");

    await page.getByRole("button", { name: "Delete Ada Lovelace" }).click();
    await page.getByText("Client deleted successfully!").waitFor();
    await page.getByText("No clients yet. Add your first client to get started.").waitFor();
    await context.close();
  });

  it("clears the errors on cancel", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add Client" }).click();
    await page.getByRole("dialog").getByText("Name is required", { exact: true }).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByRole("dialog").getByLabel("Name").waitFor();
    expect(await page.getByRole("dialog").getByText("Name is required", { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("loads more clients as the user scrolls, and searches", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedClients(page, 60);
    await page.goto("/clients");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(50);
    await page.locator("tbody tr").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => rows.count()).toBe(60);
    expect(await rows.first().getByRole("cell").first().textContent()).toBe("Seeded 59");

    await page.getByRole("searchbox", { name: "Search clients" }).fill("seeded 07");
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole("searchbox", { name: "Search clients" }).fill("nobody by that name");
    await page.getByText("No clients match your search.").waitFor();
    await context.close();
  });

  it("asks to sign in again, then goes to /auth after 1.5 s, when the session is gone", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Too late");
    await context.clearCookies();
    await page.getByRole("dialog").getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Please sign in to add clients").waitFor();
    const shownAt = Date.now();
    await page.waitForURL("**/auth");
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1000);
    await context.close();
  });

  it("speaks the interface language", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/clients?lng=de");
    await page.getByRole("heading", { name: "Kunden", level: 1 }).waitFor();
    await page.getByText("Noch keine Kunden", { exact: false }).waitFor();
    await context.close();
  });

  it("completes a LinkedIn address typed without https://", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("LinkedIn URL").fill("linkedin.com/in/ada");
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Client added successfully!").waitFor();
    const link = page.getByRole("link", { name: "Open LinkedIn profile of Ada Lovelace" });
    expect(await link.getAttribute("href")).toBe("https://linkedin.com/in/ada");
    await context.close();
  });

  it("shows each client as a card with its status and actions on a phone, and counts the clients", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await seedClients(page, 3);
    await page.goto("/clients?lng=es");
    await page.getByText("3 clientes").waitFor();
    const card = page.getByRole("listitem").filter({ hasText: "Seeded 01" });
    await card.getByText("Sin contactar").waitFor();
    const deleteButton = card.getByRole("button", { name: "Eliminar cliente Seeded 01" });
    const box = await deleteButton.boundingBox();
    expect(box && box.x + box.width <= 390, "the delete button is on screen").toBe(true);

    // No empty band under the last record.
    const gap = await page.evaluate(() => {
      const cards = [...document.querySelectorAll("li[data-row-key]")];
      const list = cards.at(-1)!.closest(".rounded-lg")!;
      return list.getBoundingClientRect().bottom - cards.at(-1)!.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThan(4);
    await context.close();
  });

  it("keeps the column headers in view while a long list scrolls", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 1024, height: 700 } });
    await signUpThroughScreen(page);
    await seedClients(page, 40);
    await page.goto("/clients?lng=de");
    await page.getByText("40 Kunden").waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = page.getByRole("columnheader", { name: "Aktionen" });
    const box = await header.boundingBox();
    expect(box && box.y >= 60 && box.y < 130, `the header row sits under the navigation bar (y = ${box?.y})`).toBe(true);
    await context.close();
  });

  it("gives focus back to what the keyboard user was on: the opener of a dialog, the next row after a delete", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedClients(page, 3);
    await page.goto("/clients");
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

    const addButton = page.getByRole("button", { name: "Add Client" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByLabel("Name").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(focusedLabel).toBe("Add Client");

    await page.getByRole("button", { name: "Edit Seeded 01" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect.poll(focusedLabel).toBe("Edit Seeded 01");

    // Newest first: Seeded 02, Seeded 01, Seeded 00.
    await page.getByRole("button", { name: "Delete Seeded 01" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Client deleted successfully!").waitFor();
    await expect.poll(focusedLabel).toBe("Edit Seeded 00");
    await context.close();
  });

  it("keeps a dialog's buttons free of toasts on a phone, and lets the toast be dismissed with the dialog open", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await page.goto("/clients?lng=pt");
    await page.getByRole("button", { name: "Adicionar cliente" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Adicionar cliente" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Corrija os erros do formulário" });
    await toast.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));

    const cancel = dialog.getByRole("button", { name: "Cancelar" });
    const covered = await cancel.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const topmost = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !button.contains(topmost);
    });
    expect(covered, "Cancel is not covered by the toast").toBe(false);

    await toast.getByRole("button", { name: "Fechar notificação" }).click();
    await toast.waitFor({ state: "detached" });
    expect(await dialog.isVisible(), "the dialog stays open").toBe(true);
    await context.close();
  });
});
