import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const NAV_ENTRIES = ["Dashboard", "Clients", "Inventory", "Orders", "Sales", "Pipeline", "Reports", "Connect"];

describe.skipIf(!chromiumAvailable)("the signed-in shell", () => {
  const suite = useAppAndBrowser();

  it("shows the eight entries and Sign Out in the bar, and the logo leads to /dashboard", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link").first().waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual(NAV_ENTRIES);
    await page.getByRole("button", { name: "Sign Out" }).waitFor();

    await nav.getByRole("link", { name: "Pipeline" }).click();
    await page.waitForURL("**/pipeline");
    await page.getByRole("heading", { name: "Pipeline", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Uncontacted" }).waitFor();

    await page.getByRole("link", { name: "Clientele" }).click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("collapses the bar into a side menu on a small screen", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    expect(await page.getByRole("navigation", { name: "Main navigation" }).isVisible()).toBe(false);

    // The "account created" toast shows under the header, never over its menu button.
    await page.getByText("Account created! Redirecting...").waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const openMenu = page.getByRole("button", { name: "Open menu" });
    const box = (await openMenu.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(onTop).toBe("Open menu");
    await openMenu.click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("link").first().waitFor();
    expect(await menu.getByRole("link").allTextContents()).toEqual(["Clientele", ...NAV_ENTRIES, "Settings"]);
    await menu.getByRole("link", { name: "Reports" }).click();
    await page.waitForURL("**/reports");
    await menu.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();

    // The menu opens on its first entry: an Enter goes to the dashboard, it never signs out.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Dashboard");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("shows the 404 page for an unknown path, logs the path, and links back home", async () => {
    const { page, context, consoleMessages } = await suite.openPage();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404" }).waitFor();
    await page.getByText("Oops! Page not found").waitFor();
    expect(consoleMessages.some((message) => message.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});
