import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, signUpThroughScreen } from "./support/users";

async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

describe.skipIf(!chromiumAvailable)("the settings page", () => {
  const suite = useAppAndBrowser();

  it("changes the name, and the password only with the current one and a strong new one", async () => {
    const { page, context } = await suite.openPage();
    const email = await signUpThroughScreen(page);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/settings");

    // The profile's name (the email signature below has a Name of its own, and its own Save).
    const profile = page.locator("form", { has: page.locator("#settings-name") });
    const name = profile.getByLabel("Name", { exact: true });
    await expect.poll(() => name.inputValue()).toBe(email.split("@")[0]);
    await name.fill("Ada Lovelace");
    await profile.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Profile saved").waitFor();
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe("Ada Lovelace");

    const change = page.getByRole("button", { name: "Change Password" });
    await page.getByLabel("Current password").fill("Wrong-Passw0rd");
    await page.getByLabel("New password").fill("abcdefgh");
    await change.click();
    await page.getByText("Password must contain uppercase, lowercase, and numbers").waitFor();
    await page.getByLabel("New password").fill("Brand-New-Passw0rd");
    await change.click();
    await page.getByText("The current password is not correct").waitFor();
    await page.getByLabel("Current password").fill(E2E_PASSWORD);
    await change.click();
    await page.getByText("Password changed").waitFor();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await signInThroughScreen(page, email, "Brand-New-Passw0rd");
    await context.close();
  });

  it("lists the devices signed in and signs the others out", async () => {
    const laptop = await suite.openPage();
    const email = await signUpThroughScreen(laptop.page);
    const phone = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signInThroughScreen(phone.page, email, E2E_PASSWORD);

    await laptop.page.goto("/settings");
    const devices = laptop.page.getByRole("listitem").filter({ hasText: "Last active" });
    await expect.poll(() => devices.count()).toBe(2);
    await devices.filter({ hasText: "This device" }).waitFor();
    await laptop.page.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
    await laptop.page.getByText("Signed out of 1 other device").waitFor();
    await expect.poll(() => devices.count()).toBe(1);

    await phone.page.reload();
    await phone.page.waitForURL("**/auth");
    await laptop.page.reload();
    await laptop.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it("creates an API key shown once, which works from a script until it is revoked", async () => {
    const { page, context } = await suite.openPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpThroughScreen(page);
    await page.goto("/settings");
    await page.getByText("No API keys yet.").waitFor();

    await page.getByLabel("Key name").fill("Accounting export");
    await page.getByRole("button", { name: "Create Key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const key = (await shown.textContent()) ?? "";
    expect(key).toMatch(/^clt_/);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const clientsWith = (apiKey: string) =>
      fetch(`${suite.server.baseUrl}/api/v1/clients`, { headers: { "x-api-key": apiKey } }).then((response) => response.status);
    expect(await clientsWith(key)).toBe(200);

    await page.reload();
    await page.getByText("Accounting export").waitFor();
    expect(await page.getByTestId("new-api-key").count(), "the key is never shown again").toBe(0);
    expect(await page.content()).not.toContain(key);

    await page.getByRole("button", { name: "Revoke Accounting export" }).click();
    await page.getByRole("alertdialog", { name: "Revoke the key “Accounting export”?" }).getByRole("button", { name: "Revoke" }).click();
    await page.getByText("Key revoked").waitFor();
    expect(await clientsWith(key)).toBe(401);
    await context.close();
  });
});
