import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create, joinByInvitation, placeOrder } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

/** Another member's note must show within a second of being added; the rest is the test's own slack. */
const SHOWS_WITHIN_MS = 3_000;
const NBSP = "\u00a0";
/** How French writes thousands: 1 234,50 (a narrow no-break space). */
const NARROW_NBSP = "\u202f";

interface Client {
  id: string;
  name: string;
  status: string;
  owner_id: string;
}

/** A client with every detail the page shows. */
const ADA = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  phone: "+44 20 7946 0000",
  company: "Analytical Engines",
  position: "Head of Research",
  linkedin_url: "https://www.linkedin.com/in/ada",
  address: "12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom",
  tax_id: "GB123456789",
  preferred_language: "fr",
};

/** Orders of one item each at `price`, moved on to the statuses given. */
async function ordersFor(page: Page, client: { id: string }, orders: { price: number; status: "created" | "confirmed" | "paid" }[]) {
  for (const { price, status } of orders) {
    const item = await create<{ id: string }>(page, "/inventory", { item_name: `Service at ${price}`, quantity: 10, unit_price: price });
    await placeOrder(page, client.id, [{ inventory_item_id: item.id, quantity: 1 }], status);
  }
}

const timeline = (page: Page) => page.getByTestId("client-timeline");
const timelineEntry = (page: Page, text: string) => timeline(page).locator("li", { hasText: text });

describe.skipIf(!chromiumAvailable)("the client page", () => {
  const suite = useAppAndBrowser();

  it(
    "opens from the orders list and shows the client, its orders and figures; the status changes in place; a note is added, edited and deleted",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await suite.openPage();
      const myName = (await signUpThroughScreen(page)).split("@")[0]!;
      const ada = await create<Client>(page, "/clients", ADA);
      await ordersFor(page, ada, [
        { price: 1234.5, status: "paid" },
        { price: 200, status: "confirmed" },
        { price: 35, status: "created" },
      ]);

      await page.goto("/orders");
      await page.locator("tbody tr").first().waitFor();
      await page.locator("tbody").getByRole("link", { name: "Ada Lovelace" }).first().click();
      await page.waitForURL(`**/clients/${ada.id}`);

      // The header: name, position and company, the page's title, the way back.
      await page.getByRole("heading", { level: 1, name: "Ada Lovelace" }).waitFor();
      expect(await page.title()).toContain("Client: Ada Lovelace");
      expect(await page.getByTestId("client-subtitle").textContent()).toBe("Head of Research · Analytical Engines");
      expect(await page.getByRole("link", { name: "Back to clients" }).getAttribute("href")).toBe("/clients");

      // How to reach the client, and the billing details.
      expect(await page.getByRole("link", { name: /ada@/ }).getAttribute("href")).toBe("mailto:ada@analytical.example");
      expect(await page.getByRole("link", { name: "+44 20 7946 0000" }).getAttribute("href")).toBe("tel:+442079460000");
      const profile = page.getByRole("link", { name: "View profile" });
      expect(await profile.getAttribute("href")).toBe("https://www.linkedin.com/in/ada");
      expect(await profile.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await page.getByTestId("client-address").innerText()).toBe("12 St James's Square\nLondon SW1Y 4JH\nUnited Kingdom");
      await page.getByText("GB123456789").waitFor();
      await page.getByText("Français").waitFor();
      await expect.poll(() => page.getByLabel("Owner").locator("option:checked").textContent()).toBe(myName);

      // The orders, newest first, each leading to its page, and what the client has paid and owes.
      const orders = page.getByRole("list", { name: "Orders" });
      await expect.poll(() => orders.getByRole("listitem").count()).toBe(3);
      expect(await orders.getByRole("listitem").first().textContent()).toContain("Created");
      expect(await orders.getByRole("listitem").first().textContent()).toContain("$35.00");
      expect(await orders.getByRole("listitem").last().textContent()).toContain("Paid");
      expect(await page.getByTestId("client-lifetime-revenue").textContent()).toBe("$1,234.50");
      expect(await page.getByTestId("client-open-amount").textContent()).toBe("$200.00");
      expect(await page.getByTestId("client-orders-count").textContent()).toBe("3 orders");
      expect(await timelineEntry(page, "Order #1 created").getByRole("link").getAttribute("href")).toMatch(/^\/orders\/[0-9a-f-]{36}$/);

      // The status, changed in place: kept by the server, and told on the timeline.
      await page.getByLabel("Status").selectOption({ label: "Interested" });
      await expect.poll(async () => (await callApi<Client>(page, "GET", `/clients/${ada.id}`)).body.status).toBe("interested");
      await timelineEntry(page, "Status changed from Uncontacted to Interested").waitFor();
      expect(await timelineEntry(page, "Status changed from Uncontacted to Interested").textContent()).toContain("You");

      // A note with a line break and an address, added with Ctrl+Enter: it shows first, at once.
      const composer = page.getByLabel("New note");
      await composer.fill("Called Ada about the engine.\nOffer: https://example.com/offer");
      await composer.press("Control+Enter");
      await page.locator("[data-sonner-toast]", { hasText: "Note added" }).waitFor();
      expect(await composer.inputValue(), "the field is emptied for the next note").toBe("");
      // The newest entry, first.
      const note = timeline(page).locator("li").first();
      await expect.poll(() => note.textContent()).toContain("Called Ada about the engine.");
      const noteText = note.locator("p.whitespace-pre-wrap");
      expect(await noteText.innerText(), "the line break shows").toBe("Called Ada about the engine.\nOffer: https://example.com/offer");
      const link = noteText.getByRole("link", { name: "https://example.com/offer" });
      expect(await link.getAttribute("href")).toBe("https://example.com/offer");
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await note.getByTestId("note-edited").count()).toBe(0);

      // Edited in place: the new text, and "edited".
      await note.getByRole("button", { name: "Edit note" }).click();
      const editor = note.getByLabel("Text of the note");
      expect(await editor.inputValue()).toBe("Called Ada about the engine.\nOffer: https://example.com/offer");
      await editor.fill("Called Ada twice about the engine.");
      await note.getByRole("button", { name: "Save" }).click();
      await page.getByText("Note saved").waitFor();
      const edited = timeline(page).locator("li", { hasText: "Called Ada twice about the engine." });
      await edited.getByTestId("note-edited").waitFor();
      expect(await edited.innerText()).not.toContain("https://example.com/offer");
      expect(await edited.getByTestId("note-edited").textContent()).toBe("(edited)");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Edit note");

      // Deleted once confirmed.
      await edited.getByRole("button", { name: "Delete note" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this note?" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("Note deleted").waitFor();
      await expect.poll(() => timeline(page).locator("li", { hasText: "Called Ada" }).count()).toBe(0);
      expect((await callApi<{ items: unknown[] }>(page, "GET", `/clients/${ada.id}/notes`)).body.items).toEqual([]);

      // A refused change is put back, and a message says so.
      await page.route(`**/api/v1/clients/${ada.id}`, (route) =>
        route.request().method() === "PATCH"
          ? route.fulfill({ status: 409, json: { error: { code: "CONFLICT", message: "refused" } } })
          : route.continue(),
      );
      await page.getByLabel("Status").selectOption({ label: "Closed Won" });
      await page.locator("[data-sonner-toast]", { hasText: "Could not change the status of Ada Lovelace" }).waitFor();
      await expect.poll(() => page.getByLabel("Status").inputValue()).toBe("interested");
      await page.unroute(`**/api/v1/clients/${ada.id}`);

      // "New order" opens the order form with the client chosen.
      await page.getByRole("link", { name: "New order" }).click();
      const dialog = page.getByRole("dialog", { name: "Create New Order" });
      await expect.poll(() => dialog.getByRole("combobox", { name: "Client" }).textContent()).toBe("Ada Lovelace");

      // A client that does not exist, or no longer does.
      await page.goto(`/clients/${randomUUID()}`);
      await page.getByRole("heading", { level: 1, name: "Client not found" }).waitFor();
      await context.close();
    },
  );

  it("shows another member's note at once, without the author's Edit and Delete", { timeout: 90_000 }, async () => {
    const ana = await suite.openPage();
    const anaName = (await signUpThroughScreen(ana.page)).split("@")[0]!;
    const bob = await suite.openPage();
    const bobEmail = uniqueEmail("bob");
    await signUpThroughScreen(bob.page, bobEmail);
    await joinByInvitation(ana.page, bob.page, bobEmail);
    const ada = await create<Client>(ana.page, "/clients", { name: "Ada Lovelace" });

    await bob.page.goto(`/clients/${ada.id}`);
    await timelineEntry(bob.page, "Client added").waitFor();
    // Marks Bob's page: a reload would clear the mark.
    await bob.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await create(ana.page, `/clients/${ada.id}/notes`, { body: "Ada asked for a demo on Friday." });
    const note = timelineEntry(bob.page, "Ada asked for a demo on Friday.");
    await note.waitFor({ timeout: SHOWS_WITHIN_MS });
    expect(await note.textContent()).toContain(anaName);
    expect(await bob.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), "updated in place").toBe(true);
    expect(await note.getByRole("button", { name: "Edit note" }).count(), "only its author or an admin edits a note").toBe(0);
    expect(await note.getByRole("button", { name: "Delete note" }).count()).toBe(0);

    await bob.context.close();
    await ana.context.close();
  });

  it("fits a phone in French, with money written the French way", { timeout: 90_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    // A workspace in euros, worked in from now on.
    await create(page, "/workspaces", { name: "Atelier Lumière", currency: "EUR" });
    const client = await create<Client>(page, "/clients", {
      ...ADA,
      name: "Maximiliane Schwarzenberg-Hohenlohe",
      company: "Schwarzenberg Industrieanlagenbau GmbH & Co. KG",
      email: "maximiliane.schwarzenberg-hohenlohe@industrieanlagenbau.example",
    });
    await ordersFor(page, client, [{ price: 1234.5, status: "paid" }]);
    await create(page, `/clients/${client.id}/notes`, {
      body: "Rappeler la semaine prochaine : https://example.com/a-very-long-address/with/many/segments/that-does-not-break-easily",
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/clients/${client.id}?lng=fr`);
    await page.getByRole("heading", { level: 1, name: "Maximiliane Schwarzenberg-Hohenlohe" }).waitFor();
    await page.getByRole("heading", { name: "Historique" }).waitFor();
    await page.getByRole("link", { name: "Retour aux clients" }).waitFor();
    await page.getByRole("button", { name: "Ajouter la note" }).waitFor();
    await timelineEntry(page, "Rappeler la semaine prochaine").waitFor();
    expect(await page.getByTestId("client-lifetime-revenue").textContent()).toBe(`1${NARROW_NBSP}234,50${NBSP}€`);
    expect(await page.getByTestId("client-open-amount").textContent()).toBe(`0,00${NBSP}€`);
    expect(await page.getByTestId("client-orders-count").textContent()).toBe("1 commande");
    expect(await page.getByLabel("Statut").locator("option:checked").textContent()).toBe("Non contacté");

    // One column, nothing wider than the phone.
    expect(await findOverflows(page)).toEqual([]);
    await context.close();
  });
});
