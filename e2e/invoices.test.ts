import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create, placeOrder } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** A 1×1 PNG: what a logo is, by its first bytes. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** A client with an address to send documents to, an item in stock and an order of it, made through the API. */
async function seedOrder(page: Page) {
  const client = await create<{ id: string }>(page, "/clients", { name: "Ada Lovelace", email: "ada@example.com" });
  const desk = await create<{ id: string }>(page, "/inventory", { item_name: "Bureau chêne", quantity: 5, unit_price: 120 });
  const order = await create<{ id: string; number: number }>(page, "/orders", {
    client_id: client.id,
    lines: [{ inventory_item_id: desk.id, quantity: 2 }],
  });
  return { client, order };
}

/** What a link of the page downloads, fetched with the page's session: its type and its first bytes. */
async function fetchLink(page: Page, href: string | null) {
  expect(href, "the link has an address").not.toBeNull();
  const response = await page.context().request.get(new URL(href!, page.url()).toString());
  return {
    status: response.status(),
    type: response.headers()["content-type"],
    disposition: response.headers()["content-disposition"],
    start: (await response.body()).subarray(0, 4).toString("latin1"),
  };
}

describe.skipIf(!chromiumAvailable)("quotes and invoices", () => {
  const suite = useAppAndBrowser();
  const year = new Date().getFullYear();

  it(
    "in French: fills the business details, confirms an order, issues its invoice by keyboard, downloads the PDFs, credits it by cancelling the order, and finds it on /sales",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await suite.openPage();
      await signUpThroughScreen(page);
      const { order } = await seedOrder(page);

      // The business details, with accents, and a logo.
      await page.goto("/settings/workspace?lng=fr");
      await page.getByTestId("business-details").getByText("Non renseigné").first().waitFor();
      await page.getByRole("button", { name: "Modifier les informations" }).click();
      const details = page.getByRole("dialog", { name: "Informations de l’entreprise" });
      await details.getByLabel("Raison sociale").fill("Société Générale d’Ébénisterie");
      await details.getByLabel("Adresse").fill("12 rue de la Paix\n75002 Paris");
      await details.getByLabel("N° de TVA").fill("FR12345678901");
      await details.getByLabel("Instructions de paiement").fill("IBAN FR76 3000 6000 0112 3456 7890 189");
      await details.getByLabel("Délai de paiement (jours)").fill("400");
      await details.getByRole("button", { name: "Enregistrer" }).click();
      await details.getByText("Le délai de paiement doit être un nombre entier de jours, de 0 à 365").waitFor();
      await details.getByLabel("Délai de paiement (jours)").fill("15");
      await details.getByRole("button", { name: "Enregistrer" }).click();
      await page.getByText("Informations de l’entreprise enregistrées").waitFor();
      await details.waitFor({ state: "detached" });
      // The card shows them as saved, the address on its two lines.
      await page.getByTestId("business-details").getByText("Société Générale d’Ébénisterie").waitFor();
      expect(
        await page.getByRole("button", { name: "Modifier les informations" }).evaluate((button) => button === document.activeElement),
        "the focus is back on the button that opened the form",
      ).toBe(true);
      const workspaces = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
      const workspaceId = workspaces.body.items.find((workspace) => workspace.active)!.id;
      const saved = await callApi<{ business_name: string; business_address: string; payment_terms_days: number }>(
        page,
        "GET",
        `/workspaces/${workspaceId}`,
      );
      expect([saved.body.business_name, saved.body.business_address, saved.body.payment_terms_days]).toEqual([
        "Société Générale d’Ébénisterie",
        "12 rue de la Paix\n75002 Paris",
        15,
      ]);

      await page.getByTestId("logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
      await page.getByText("Logo enregistré").waitFor();
      await page.getByRole("img", { name: "Logo de Société Générale d’Ébénisterie" }).waitFor();
      await page
        .getByTestId("logo-file")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image, whatever its name says") });
      await page.getByText("Le logo doit être un PNG ou un JPEG de 500\u00a0Ko au maximum").waitFor();

      // Confirm the order, then issue its invoice with the keyboard alone.
      await page.goto(`/orders/${order.id}?lng=fr`);
      const documents = page.getByTestId("order-documents");
      await documents.getByText("Pas encore de facture.", { exact: false }).waitFor();
      expect(await documents.getByRole("button", { name: "Émettre la facture" }).count(), "a created order is not invoiceable").toBe(0);
      await page.getByRole("button", { name: "Modifier" }).click();
      await page.locator("#order-status").selectOption("confirmed");
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await page.getByText(`Commande #${order.number} mise à jour avec succès`).waitFor();

      // No mail server on this one: the email buttons say why they are off.
      await documents.getByText("L’envoi nécessite un serveur de messagerie", { exact: false }).waitFor();
      expect(await documents.getByRole("button", { name: "Envoyer le devis au client" }).isDisabled()).toBe(true);

      const issue = documents.getByRole("button", { name: "Émettre la facture" });
      await issue.focus();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: `Émettre la facture de la commande #${order.number}\u00a0?` });
      await confirm.waitFor();
      expect(await confirm.getByRole("button", { name: "Annuler" }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByText(`Facture INV-${year}-0001 émise`).waitFor();
      const invoiceRow = documents.locator("tbody tr", { hasText: `INV-${year}-0001` });
      await invoiceRow.waitFor();
      expect(await invoiceRow.getByText("Non payée").count()).toBe(1);
      expect(await documents.getByRole("button", { name: "Émettre la facture" }).count(), "one invoice in force at a time").toBe(0);
      expect(await page.getByRole("button", { name: "Modifier" }).count(), "an invoiced order's lines cannot change").toBe(0);
      await page.getByTestId("lines-invoiced").getByText("Facturée\u00a0: annulez la commande", { exact: false }).waitFor();

      // Both PDFs are PDFs.
      const quote = await fetchLink(page, await documents.getByRole("link", { name: "Télécharger le devis" }).getAttribute("href"));
      expect(quote).toMatchObject({ status: 200, type: "application/pdf", start: "%PDF" });
      expect(quote.disposition).toContain("attachment");
      const invoicePdf = await fetchLink(page, await invoiceRow.getByRole("link", { name: /Télécharger le PDF/ }).getAttribute("href"));
      expect(invoicePdf).toMatchObject({ status: 200, type: "application/pdf", start: "%PDF" });

      // Cancelling the order credits the invoice.
      await page.locator("#order-status").selectOption("cancelled");
      const cancel = page.getByRole("alertdialog");
      await cancel.getByText(`La facture INV-${year}-0001 sera annulée par un avoir`, { exact: false }).waitFor();
      await cancel.getByRole("button", { name: "Passer à «\u00a0Annulée\u00a0»" }).click();
      await page.getByText("Avoir émis").waitFor();
      const creditNoteRow = documents.locator("tbody tr", { hasText: `CN-${year}-0001` });
      await creditNoteRow.waitFor();
      await invoiceRow.getByText("Annulée par avoir").waitFor();
      expect(await documents.getByRole("button", { name: "Émettre la facture" }).count(), "a cancelled order is not invoiceable").toBe(0);

      // /sales lists the credited invoice under its filter.
      await page.goto("/sales?lng=fr");
      const invoices = page.getByRole("region", { name: "Factures" });
      await invoices.getByRole("cell", { name: `CN-${year}-0001 (Avoir)` }).waitFor();
      await invoices.getByLabel("Afficher", { exact: true }).selectOption({ label: "Annulées par avoir" });
      await expect.poll(() => invoices.locator("tbody tr").allInnerTexts()).toHaveLength(1);
      const row = invoices.locator("tbody tr").first();
      expect(await row.innerText()).toContain(`INV-${year}-0001`);
      expect(await row.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toMatch(/^\/clients\//);
      expect(await row.getByRole("link", { name: `#${order.number}` }).getAttribute("href")).toBe(`/orders/${order.id}`);
      await invoices.getByLabel("Afficher", { exact: true }).selectOption({ label: "Payées" });
      await invoices.getByText("Aucune facture ne correspond à ce filtre sur cette période.").waitFor();
      await context.close();
    },
  );

  it("asks before cancelling an invoiced order from the orders list, naming the invoice its credit note cancels", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const client = await create<{ id: string }>(page, "/clients", { name: "Grace Hopper", email: "grace@example.com" });
    const item = await create<{ id: string }>(page, "/inventory", { item_name: "Lamp", quantity: 3, unit_price: 40 });
    const order = await placeOrder(page, client.id, [{ inventory_item_id: item.id, quantity: 1 }], "confirmed");
    const issued = await callApi<{ number: string }>(page, "POST", `/orders/${order.id}/invoice?tz=UTC`);
    expect(issued.status).toBe(201);

    await page.goto("/orders");
    const status = page.getByRole("combobox", { name: /Status of order/ });
    await status.selectOption("cancelled");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText(`Invoice ${issued.body.number} will be cancelled by a credit note, which cannot be undone.`).waitFor();
    await confirm.getByRole("button", { name: "Cancel", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await status.inputValue(), "kept when the user steps back").toBe("confirmed");
    expect((await callApi<{ status: string }>(page, "GET", `/orders/${order.id}`)).body.status).toBe("confirmed");

    await status.selectOption("cancelled");
    await confirm.getByRole("button", { name: "Set to Cancelled" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Credit note issued" }).waitFor();
    await expect.poll(async () => (await callApi<{ status: string }>(page, "GET", `/orders/${order.id}`)).body.status).toBe("cancelled");
    const documents = await callApi<{ items: { kind: string; status: string }[] }>(page, "GET", `/invoices?order_id=${order.id}&tz=UTC`);
    expect(documents.body.items.map((document) => [document.kind, document.status]).sort()).toEqual([
      ["credit_note", "issued"],
      ["invoice", "credited"],
    ]);
    await context.close();
  });

  it("shows the documents card usable on a phone's width, as cards with their actions in view", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    const client = await create<{ id: string }>(page, "/clients", { name: "Grace Hopper", email: "grace@example.com" });
    const item = await create<{ id: string }>(page, "/inventory", { item_name: "Lamp", quantity: 3, unit_price: 40 });
    const order = await placeOrder(page, client.id, [{ inventory_item_id: item.id, quantity: 1 }], "delivered");
    const issued = await callApi<{ number: string }>(page, "POST", `/orders/${order.id}/invoice?tz=UTC`);
    expect(issued.status).toBe(201);

    await page.goto(`/orders/${order.id}?lng=fr`);
    const documents = page.getByTestId("order-documents");
    await documents.getByText(issued.body.number).filter({ visible: true }).waitFor();
    const download = documents.getByRole("link", { name: `Télécharger le PDF\u00a0: ${issued.body.number}` }).last();
    await download.scrollIntoViewIfNeeded();
    expect(await download.isVisible()).toBe(true);
    expect(await documents.getByRole("link", { name: "Télécharger le devis" }).isVisible()).toBe(true);
    expect(await findOverflows(page)).toEqual([]);
    const violations = (await new AxeBuilder({ page }).include("[data-testid=order-documents]").analyze()).violations;
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
    await context.close();
  });
});
