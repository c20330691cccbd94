import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

describe.skipIf(!chromiumAvailable)("interface language", () => {
  const suite = useAppAndBrowser();

  it("switches at once, highlights the current language, and survives a reload", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).waitFor();

    await page.getByRole("button", { name: "Choose language" }).click();
    const options = page.getByRole("menuitemradio");
    expect(await options.allTextContents()).toEqual(["English", "Français", "Deutsch", "Español", "Português"]);
    expect(await page.getByRole("menuitemradio", { name: "English" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("menuitemradio", { name: "Français" }).click();

    await page.getByRole("link", { name: "Commencer" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    await page.reload();
    await page.getByRole("link", { name: "Commencer" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("fr");

    await page.getByRole("button", { name: "Choisir la langue" }).click();
    expect(await page.getByRole("menuitemradio", { name: "Français" }).getAttribute("aria-checked")).toBe("true");
    const contrast = await new AxeBuilder({ page }).include("[role=menu]").withRules(["color-contrast"]).analyze();
    expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
    await context.close();
  });

  it("follows the browser's language on a first visit, and ?lng= before everything else", async () => {
    const { page, context } = await suite.openPage({ locale: "de-DE" });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Registrieren" }).waitFor();

    await page.goto("/auth?lng=es");
    await page.getByRole("tab", { name: "Registrarse" }).waitFor();
    await context.close();
  });

  it("translates the signed-in shell", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Português" }).click();
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await nav.waitFor();
    expect(await nav.getByRole("link").first().textContent()).toBe("Painel");
    await context.close();
  });
});
