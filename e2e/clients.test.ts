import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** Adds clients through the API, from the page, as the signed-in user. */
async function seedClients(page: Page, count: number) {
  await page.evaluate(async (total) => {
    for (let index = 0; index < total; index++) {
      const response = await fetch("/api/v1/clients", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Seeded ${String(index).padStart(2, "0")}` }),
      });
      if (response.status !== 201) throw new Error(`seeding failed: ${response.status}`);
    }
  }, count);
}

describe.skipIf(!chromiumAvailable)("the clients screen", () => {
  const suite = useAppAndBrowser();

  it("adds a client through the dialog after a failed submit, edits it, and deletes it", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
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
      "Interested",
      "",
    ]);
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
    expect(await row.getByRole("cell").nth(5).textContent()).toBe("Closed Won");

    // A reload shows what the server kept.
    await page.reload();
    await expect.poll(() => page.getByRole("row", { name: /Ada Lovelace/ }).getByRole("cell").nth(2).textContent()).toBe("Countess");

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
});
