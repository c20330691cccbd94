import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";

export const E2E_PASSWORD = "Sturdy-Passw0rd";

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs up through the /auth screen, in English, and waits for the dashboard. */
export async function signUpThroughScreen(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
  return email;
}
