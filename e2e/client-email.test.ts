import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailCompletion, startFakeOpenAi, type FakeOpenAi } from "../src/server/test/fake-openai";
import { startSmtpInbox, type SmtpInbox } from "../src/server/test/smtp-inbox";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

const AI_API_KEY = "sk-test-0123456789abc";
const MAIL_FROM = "Clientele <crm@example.com>";

interface Client {
  id: string;
  name: string;
}

/** From the client's page, "Write email" opens Connect with the client chosen; an email is generated there. */
async function writeEmailFromClientPage(page: Page, client: Client, feature = "automatic invoice reminders") {
  await page.goto(`/clients/${client.id}`);
  await page.getByRole("heading", { name: client.name, level: 1 }).waitFor();
  await page.getByRole("link", { name: "Write email" }).click();
  await page.waitForURL((url) => url.pathname === "/connect");
  await expect.poll(() => page.getByRole("combobox", { name: "Client" }).textContent()).toContain(client.name);
  await page.getByLabel("Feature description").fill(feature);
  await page.getByRole("button", { name: "Generate Email" }).click();
  await page.getByText("Email generated successfully!").waitFor();
}

const timeline = (page: Page) => page.getByTestId("client-timeline");

describe.skipIf(!chromiumAvailable)("an email to a client, written from the client page", () => {
  let ai: FakeOpenAi;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    [ai, inbox] = await Promise.all([startFakeOpenAi(), startSmtpInbox()]);
  });
  afterAll(async () => {
    await Promise.all([ai?.close(), inbox?.close()]);
  });
  beforeEach(() => ai.reset());
  const suite = useAppAndBrowser(() => ({
    AI_BASE_URL: ai.url,
    AI_API_KEY,
    AI_MODEL: "outreach-test-model",
    SMTP_URL: inbox.url,
    MAIL_FROM,
  }));

  it("is saved as a draft, then sent to the client with the user's address for replies, and both show on the timeline", async () => {
    const { page, context } = await suite.openPage();
    const userEmail = await signUpThroughScreen(page);
    const clientEmail = uniqueEmail("ada");
    const ada = await create<Client>(page, "/clients", { name: "Ada Lovelace", email: clientEmail, company: "Analytical Engines" });
    ai.respondWith(emailCompletion({ subject: "Invoices that chase themselves", body: "Dear Ada,\n\nLate payments cost you time." }));

    await writeEmailFromClientPage(page, ada);
    // Who it goes to, the name leading back to the client's page.
    await expect.poll(() => page.locator("#connect-recipient").innerText()).toBe(`To: Ada Lovelace · ${clientEmail}`);
    expect(await page.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toBe(`/clients/${ada.id}`);

    const subject = "Never chase an invoice again";
    const body = "Dear Ada,\n\n<b>Late</b> payments & lost hours cost you time.\n\nBest regards";
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Body").fill(body);

    // A draft goes on the timeline, and nobody is mailed; the email stays on screen to be sent.
    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.getByText("Draft saved for Ada Lovelace").waitFor();
    await page.getByText("Saved as a draft on the client's page.").waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe(subject);

    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("Email sent to Ada Lovelace").waitFor();
    await page.getByText(`It went to ${clientEmail}; replies will come to your own address.`).waitFor();
    // Sent, it leaves the screen, and the focus is ready for the next one.
    await expect.poll(() => page.getByLabel("Subject").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Generate Email");

    const mail = await inbox.nextMailTo(clientEmail);
    expect(mail.subject).toBe(subject);
    expect(mail.text.replace(/\r\n/g, "\n").replace(/\n$/, "")).toBe(body);
    expect(mail.html, "plain text only: the <b> is text, not markup").toBe("");
    expect(mail.from).toBe("crm@example.com");
    expect(mail.replyTo.map((address) => address.address)).toEqual([userEmail]);
    expect(inbox.mailsTo(clientEmail), "the draft was not mailed").toEqual([]);

    // Back on the client's page, through the name: the draft and the sent email are on the timeline.
    await page.getByRole("link", { name: "Ada Lovelace" }).click();
    await page.waitForURL((url) => url.pathname === `/clients/${ada.id}`);
    await timeline(page).getByText(`Email sent: ${subject}`).waitFor();
    await timeline(page).getByText(`Draft saved: ${subject}`).waitFor();
    await context.close();
  });

  it("cannot send to a client without an email address, says why, and still saves the draft", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    const grace = await create<Client>(page, "/clients", { name: "Grace Hopper", company: "Navy" });

    await writeEmailFromClientPage(page, grace);
    await expect.poll(() => page.locator("#connect-recipient").innerText()).toBe("To: Grace Hopper · no email address");
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect.poll(() => send.isDisabled()).toBe(true);
    const reason = "Grace Hopper has no email address: add one to their details to send this email.";
    await page.getByText(reason).waitFor();
    expect(await send.getAttribute("aria-describedby")).toBe(await page.getByTestId("send-disabled-reasons").getAttribute("id"));
    expect(await findOverflows(page), "the writer fits a phone").toEqual([]);

    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.getByText("Draft saved for Grace Hopper").waitFor();
    await page.goto(`/clients/${grace.id}`);
    await timeline(page).getByText("Draft saved: Hello").waitFor();
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("an email to a client, on a server without SMTP", () => {
  let ai: FakeOpenAi;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
  });
  afterAll(() => ai?.close());
  const suite = useAppAndBrowser(() => ({ AI_BASE_URL: ai.url, AI_API_KEY, AI_MODEL: "outreach-test-model" }));

  it("disables Send and says what to configure, in the interface language", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const ada = await create<Client>(page, "/clients", { name: "Ada Lovelace", email: uniqueEmail("ada") });

    await writeEmailFromClientPage(page, ada);
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await page.getByText("Sending needs a mail server: set SMTP_URL and MAIL_FROM in the server's environment, then restart it.").waitFor();

    // The same in French, the email kept as it was through the reload.
    await page.getByLabel("Subject").fill("Objet gardé");
    await page.goto("/connect?lng=fr");
    await page
      .getByText(
        "L’envoi nécessite un serveur de messagerie\u00a0: définissez SMTP_URL et MAIL_FROM dans l’environnement du serveur, puis redémarrez-le.",
      )
      .waitFor();
    expect(await page.getByRole("button", { name: "Envoyer", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Objet").inputValue()).toBe("Objet gardé");
    await context.close();
  });
});
