import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpInbox, type SmtpInbox } from "../src/server/test/smtp-inbox";
import { chromiumAvailable } from "./support/browser";
import { signUpThroughApi } from "./support/screen-javascript";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, uniqueEmail } from "./support/users";

const NEW_PASSWORD = "Neues-Passw0rt-7";

/** axe's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id);
}

describe.skipIf(!chromiumAvailable)("the account's lifecycle, with mail", () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox?.close());
  const suite = useAppAndBrowser(() => ({ SMTP_URL: inbox.url, MAIL_FROM: "Clientele <crm@example.com>" }));

  it("a French user who forgot their password gets a link by mail, chooses a new one, and signs in with it", async () => {
    const email = uniqueEmail("oubli");
    await signUpThroughApi(suite.server.baseUrl, email, E2E_PASSWORD);
    const { page, context } = await suite.openPage({ locale: "fr-FR" });

    await page.goto("/auth");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL("**/auth/forgot-password");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await page.getByText(`Si un compte existe pour ${email}, nous lui avons envoyé un lien`, { exact: false }).waitFor();

    const mail = await inbox.nextMailTo(email);
    expect(mail.subject).toBe("Choisissez un nouveau mot de passe Clientele");
    await page.goto(mail.link!);
    await page.waitForURL(/\/auth\/reset-password\?token=/);

    // The password rule and strength bar, as at sign-up (docs/product.md "Passwords").
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("toutenminuscules1");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("toutenminuscules1");
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await page.getByText("Le mot de passe doit contenir des majuscules, des minuscules et des chiffres").first().waitFor();

    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirmez le nouveau mot de passe").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await page.getByText("Mot de passe mis à jour. Connectez-vous avec votre nouveau mot de passe.").waitFor();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect((await inbox.nextMailTo(email)).subject).toBe("Votre mot de passe Clientele a été modifié");

    await page.getByRole("tab", { name: "Connexion" }).click();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL("**/dashboard");

    // The link has been used.
    const again = await context.newPage();
    await again.goto(mail.link!);
    await again.getByText("Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.").waitFor();
    await again.getByRole("link", { name: "Demander un nouveau lien" }).waitFor();
    await context.close();
  });

  it("deletes the account from the settings, on a phone, once the password confirms it", async () => {
    const email = uniqueEmail("leaving");
    const cookies = await signUpThroughApi(suite.server.baseUrl, email, E2E_PASSWORD);
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: suite.server.baseUrl })));
    await page.goto("/settings");

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Your password").fill("Wrong-Passw0rd");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByText("Incorrect password").waitFor();

    await dialog.getByLabel("Your password").fill(E2E_PASSWORD);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await page.getByText("Your account was deleted.").waitFor();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect((await inbox.nextMailTo(email)).subject).toBe("Your Clientele account was deleted");

    const signIn = await fetch(`${suite.server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: suite.server.baseUrl },
      body: JSON.stringify({ email, password: E2E_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    await context.close();
  });

  it("a German user on a phone changes their email with their password, and the old address can take it back", async () => {
    const email = uniqueEmail("umzug");
    const newEmail = uniqueEmail("neu");
    const cookies = await signUpThroughApi(suite.server.baseUrl, email, E2E_PASSWORD);
    const phone = { locale: "de-DE", viewport: { width: 390, height: 844 } };
    const { page, context } = await suite.openPage(phone);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: suite.server.baseUrl })));
    await page.goto("/settings");
    await expect.poll(() => page.getByLabel("Aktuelle E-Mail-Adresse").inputValue()).toBe(email);

    await page.getByLabel("Neue E-Mail-Adresse").fill(newEmail);
    await page.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await page.getByText("Geben Sie zur Bestätigung Ihr Passwort ein.").waitFor();
    await page.getByLabel("Ihr Passwort").fill("Falsches-Passw0rt");
    await page.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await page.getByText("Falsches Passwort").waitFor();
    await page.getByLabel("Ihr Passwort").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await page.getByText(newEmail, { exact: false }).waitFor();

    const notice = await inbox.nextMailTo(email);
    expect(notice.subject).toBe("Änderung Ihrer Clientele-E-Mail-Adresse angefordert");
    const confirmation = await inbox.nextMailTo(newEmail);
    expect(confirmation.subject).toBe("Bestätigen Sie Ihre neue E-Mail-Adresse für Clientele");
    await page.goto(confirmation.link!);
    await page.getByRole("heading", { name: "Bestätigen Sie Ihre neue E-Mail-Adresse" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" }).click();
    await page.getByText(`Ihre E-Mail-Adresse ist jetzt ${newEmail}. Melden Sie sich damit an.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/settings");
    await expect.poll(() => page.getByLabel("Aktuelle E-Mail-Adresse").inputValue()).toBe(newEmail);

    // The old address's owner, on another device, signed out: the change was not theirs.
    const changed = await inbox.nextMailTo(email);
    expect(changed.subject).toBe("Ihre Clientele-E-Mail-Adresse wurde geändert");
    const other = await suite.openPage(phone);
    await other.page.goto(changed.link!);
    await other.page.getByRole("button", { name: "Änderung abbrechen" }).click();
    await other.page
      .getByText(`Die E-Mail-Adresse Ihres Kontos ist ${email}, und alle Geräte wurden abgemeldet.`, { exact: false })
      .waitFor();
    await other.page.getByRole("link", { name: "Neues Passwort festlegen" }).waitFor();
    await other.context.close();

    await page.goto("/settings");
    await page.waitForURL("**/auth");
    await context.close();
  });
});

describe.skipIf(!chromiumAvailable)("with REQUIRE_EMAIL_VERIFICATION=true", () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox?.close());
  const suite = useAppAndBrowser(() => ({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com", REQUIRE_EMAIL_VERIFICATION: "true" }));

  it("a new account confirms its address from the mail before it can sign in, and can ask for the link again", async () => {
    const email = uniqueEmail("confirm");
    const { page, context } = await suite.openPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(`Check your inbox: we sent a link to ${email} to confirm your address.`).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await inbox.nextMailTo(email);

    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Please confirm your email before signing in.").waitFor();
    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByText(`We sent a new confirmation link to ${email}.`).waitFor();

    const mail = await inbox.nextMailTo(email);
    expect(mail.subject).toBe("Confirm your email for Clientele");
    await page.goto(mail.link!);
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await context.close();
  });
});
