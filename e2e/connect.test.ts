import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailCompletion, startFakeOpenAi, type FakeOpenAi } from "../src/server/test/fake-openai";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const AI_API_KEY = "sk-test-0123456789abc";

/** Adds clients through the API, from the page; returns their ids by name. */
async function seedClients(page: Page, clients: ({ name: string } & Record<string, unknown>)[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const body of clients) ids[body.name] = (await create(page, "/clients", body)).id;
  return ids;
}

async function chooseClient(page: Page, name: string, pickerLabel = "Client") {
  await page.getByRole("combobox", { name: pickerLabel }).click();
  await page.getByRole("option", { name: new RegExp(name) }).click();
}

describe.skipIf(!chromiumAvailable)("the Connect screen", () => {
  let ai: FakeOpenAi;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
  });
  afterAll(() => ai?.close());
  beforeEach(() => ai.reset());
  const suite = useAppAndBrowser(() => ({ AI_BASE_URL: ai.url, AI_API_KEY, AI_MODEL: "outreach-test-model" }));

  it("writes an email with the AI, lets it be edited, copied and downloaded as subject and body", async () => {
    const { page, context } = await suite.openPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpThroughScreen(page);
    const ids = await seedClients(page, [
      { name: "Ada Lovelace", company: "Analytical Engines", position: "Founder", linkedin_url: "https://linkedin.com/in/ada" },
      { name: "Charles Babbage", company: "Difference Engines" },
    ]);
    ai.respondWith(emailCompletion({ subject: "Invoices that chase themselves", body: "Dear Ada,\n\nLate payments cost you time." }));
    await page.goto("/connect");

    // The picker lists clients by name with their company and a LinkedIn marker.
    await page.getByRole("combobox", { name: /Client/ }).click();
    const options = page.getByRole("option");
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(["Ada LovelaceAnalytical Engines · LinkedIn", "Charles BabbageDifference Engines"]);
    await options.first().click();
    await page.getByLabel("Feature description").fill("  automatic invoice reminders  ");
    expect(await page.getByLabel("Feature description").getAttribute("rows")).toBe("3");
    // From the keyboard: the button is disabled while the AI writes, and the new subject takes the focus.
    await page.getByRole("button", { name: "Generate Email" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Email generated successfully!").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("connect-subject");

    const [request] = ai.requests;
    expect(request?.body.model).toBe("outreach-test-model");
    expect(request?.headers.authorization).toBe(`Bearer ${AI_API_KEY}`);
    const prompt = JSON.stringify(request?.body.messages);
    for (const fact of ["Ada Lovelace", "Analytical Engines", "Founder", "automatic invoice reminders"]) expect(prompt).toContain(fact);

    const subject = page.getByLabel("Subject");
    expect(await subject.inputValue()).toBe("Invoices that chase themselves");
    expect(await page.getByLabel("Body").getAttribute("rows")).toBe("12");
    await subject.fill("Never chase an invoice again");
    const expectedText = "Subject: Never chase an invoice again\n\nDear Ada,\n\nLate payments cost you time.";

    await page.getByRole("button", { name: "Copy to Clipboard" }).click();
    await page.getByText("Copied to clipboard!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedText);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe(`${ids["Ada Lovelace"]}.txt`);
    expect(await readFile((await download.path())!, "utf8")).toBe(expectedText);
    await context.close();
  });

  it("falls back to a template in the interface language when the AI fails, and says so", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedClients(page, [{ name: "Ada Lovelace", company: "Analytical Engines" }]);
    ai.respondWith({ status: 500 });
    await page.goto("/connect?lng=fr");
    await chooseClient(page, "Ada Lovelace");
    await page.getByLabel("Description de la fonctionnalité").fill("relances automatiques des factures");
    await page.getByRole("button", { name: "Générer l’e-mail" }).click();
    await page.getByText("E-mail généré (modèle de secours)").waitFor();
    const body = await page.getByLabel("Message").inputValue();
    expect(body).toContain("Ada");
    expect(body).toContain("relances automatiques des factures");
    expect(body).not.toMatch(/undefined|null/);
    await context.close();
  });

  it("tests the AI, and explains a refused key both there and when generating", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedClients(page, [{ name: "Ada Lovelace" }]);
    await page.goto("/connect");
    await page.getByRole("button", { name: "Test AI" }).click();
    await page.getByText("AI Connection Active").waitFor();
    await page.getByText(`Key length: ${AI_API_KEY.length}`, { exact: false }).waitFor();

    ai.respondWith({ status: 401 });
    await page.getByRole("button", { name: "Test AI" }).click();
    await page.getByText("AI Offline").waitFor();

    await chooseClient(page, "Ada Lovelace");
    await page.getByLabel("Feature description").fill("invoice reminders");
    await page.getByRole("button", { name: "Generate Email" }).click();
    await page.getByText("AI Authentication Issue").waitFor();
    expect(await page.getByLabel("Subject").count(), "no email is shown").toBe(0);
    await context.close();
  });

  it("signs the email from /settings, opens it in the mail app, and keeps the draft per client until discarded", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await seedClients(page, [
      { name: "Ada Lovelace", email: "ada+ventes@exemple.fr" },
      { name: "Charles Babbage", email: "charles@exemple.fr" },
    ]);
    await page.goto("/settings?lng=fr");
    await page.locator("#signature-name").fill("Zoë Martin");
    await page.locator("#signature-title").fill("Responsable des ventes");
    await page.locator("#signature-company").fill("Clientele & Fils");
    await expect.poll(() => page.getByTestId("signature-preview").innerText()).toBe("Zoë Martin\nResponsable des ventes, Clientele & Fils");
    await page.locator("#signature-name").press("Enter");
    await page.getByText("Signature enregistrée").waitFor();

    ai.respondWith(emailCompletion({ subject: "Des factures qui se relancent seules", body: "Bonjour Ada,\n\nÀ bientôt,\n" }));
    await page.getByRole("link", { name: "Prise de contact" }).first().click();
    await chooseClient(page, "Ada Lovelace");
    await page.getByLabel("Description de la fonctionnalité").fill("relances automatiques");
    await page.getByRole("button", { name: "Générer l’e-mail" }).click();
    await page.getByText("E-mail généré avec succès").waitFor();
    const body = page.getByLabel("Message");
    expect(await body.inputValue()).toBe("Bonjour Ada,\n\nÀ bientôt,\nZoë Martin\nResponsable des ventes, Clientele & Fils");

    // "Open in my mail app" addresses the client, with the subject and the signed body.
    const mailApp = page.getByRole("link", { name: "Ouvrir dans ma messagerie" });
    await expect.poll(() => mailApp.getAttribute("href")).toMatch(/^mailto:ada%2Bventes@exemple\.fr\?/);
    const mailto = new URL((await mailApp.getAttribute("href"))!);
    expect(mailto.searchParams.get("subject")).toBe("Des factures qui se relancent seules");
    expect(mailto.searchParams.get("body")).toBe(
      "Bonjour Ada,\r\n\r\nÀ bientôt,\r\nZoë Martin\r\nResponsable des ventes, Clientele & Fils",
    );

    // An edit survives a reload and a visit to another screen, with the client and the description.
    await page.getByLabel("Objet").fill("Objet retouché");
    await page.reload();
    await page.getByText("Votre brouillon pour Ada Lovelace a été conservé.").waitFor();
    expect(await page.getByLabel("Objet").inputValue()).toBe("Objet retouché");
    expect(await page.getByLabel("Description de la fonctionnalité").inputValue()).toBe("relances automatiques");
    await page.getByRole("link", { name: "Clients" }).first().click();
    await page.getByRole("heading", { name: "Clients" }).waitFor();
    await page.goBack();
    expect(await page.getByLabel("Objet").inputValue()).toBe("Objet retouché");

    // Drafts are per client: another client starts blank, and Ada's is still there on return.
    await chooseClient(page, "Charles Babbage");
    expect(await page.getByLabel("Objet").count()).toBe(0);
    await chooseClient(page, "Ada Lovelace");
    expect(await page.getByLabel("Objet").inputValue()).toBe("Objet retouché");

    // Discard forgets it, for good, and hands the focus to Generate.
    await page.getByRole("button", { name: "Abandonner" }).click();
    await page.getByText("Brouillon abandonné").waitFor();
    expect(await page.getByLabel("Objet").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Générer l’e-mail");
    await page.reload();
    await page.getByLabel("Description de la fonctionnalité").waitFor();
    expect(await page.getByLabel("Objet").count()).toBe(0);
    await context.close();
  });

  it("asks for a client and a description, and says when there is no client to write to", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/connect?lng=de");
    const picker = page.getByRole("combobox", { name: "Kunde" });
    await expect.poll(() => picker.textContent()).toContain("Keine Kunden vorhanden");
    expect(await picker.isDisabled()).toBe(true);

    await seedClients(page, [{ name: "Ada Lovelace" }]);
    await page.reload();
    await expect.poll(() => picker.isDisabled()).toBe(false);
    await page.getByRole("button", { name: "E-Mail erstellen" }).click();
    await page.getByText("Bitte wählen Sie einen Kunden aus").waitFor();
    await chooseClient(page, "Ada Lovelace", "Kunde");
    await page.getByLabel("Beschreibung der Funktion").fill("   ");
    await page.getByRole("button", { name: "E-Mail erstellen" }).click();
    await page.getByText("Bitte beschreiben Sie die Funktion").waitFor();
    expect(ai.requests).toEqual([]);
    await context.close();
  });
});
