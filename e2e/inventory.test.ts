import { describe, expect, it } from "vitest";
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
    expect(await price.inputValue()).toBe("0");
    expect([await quantity.getAttribute("step"), await quantity.getAttribute("min")]).toEqual(["1", "0"]);
    expect([await price.getAttribute("step"), await price.getAttribute("min")]).toEqual(["0.01", "0"]);

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
    expect(await editDialog.getByLabel("Unit Price").inputValue()).toBe("1234.5");
    await editDialog.getByLabel("Quantity").fill("7");
    await editDialog.getByLabel("Unit Price").fill("19.99");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Item updated successfully!").waitFor();
    await expect.poll(() => row.getByRole("cell").nth(2).textContent()).toBe("$19.99");
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("7");

    const confirmations: string[] = [];
    page.once("dialog", (confirmation) => {
      confirmations.push(confirmation.message());
      void confirmation.dismiss();
    });
    await row.getByRole("button", { name: "Delete Wireless mouse" }).click();
    expect(confirmations).toEqual(["Are you sure you want to delete this item?"]);
    await page.reload();
    await page.getByRole("row", { name: /Wireless mouse/ }).waitFor();

    page.once("dialog", (confirmation) => void confirmation.accept());
    await page.getByRole("button", { name: "Delete Wireless mouse" }).click();
    await page.getByText("Item deleted successfully!").waitFor();
    await page.getByText("No items yet. Add your first item to get started.").waitFor();
    await context.close();
  });

  it("writes prices and the confirmation in the interface language", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.evaluate(() =>
      fetch("/api/v1/inventory", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ item_name: "Schreibtisch", quantity: 1500, unit_price: 1234.5 }),
      }),
    );
    await page.goto("/inventory?lng=de");
    const row = page.getByRole("row", { name: /Schreibtisch/ });
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Schreibtisch", "1.500", "$1.234,50", ""]);

    const confirmations: string[] = [];
    page.once("dialog", (confirmation) => {
      confirmations.push(confirmation.message());
      void confirmation.dismiss();
    });
    await row.getByRole("button").last().click();
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).not.toBe("Are you sure you want to delete this item?");
    await context.close();
  });
});
