import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "@shared/theme";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

interface FirstFrame {
  dark: boolean;
  background: string;
  /** Times the page's dark mark changed while it loaded: a flash of the other theme is one or more. */
  switches: number;
}

/**
 * Records, in every page the context opens, whether the page was dark and the colour of its
 * background in the frame before its first paint, and counts the changes of the dark mark after.
 */
async function recordFirstFrames(context: BrowserContext) {
  await context.addInitScript(() => {
    const record = { dark: false, background: "", switches: 0 };
    (window as unknown as { firstFrame: FirstFrame }).firstFrame = record;
    requestAnimationFrame(() => {
      record.dark = document.documentElement.classList.contains("dark");
      record.background = getComputedStyle(document.body).backgroundColor;
      new MutationObserver(() => (record.switches += 1)).observe(document.documentElement, { attributeFilter: ["class"] });
    });
  });
}

/** What the page looked like in its first frame, once it has shown `heading`. */
async function firstFrameOf(page: Page, path: string, heading: string): Promise<FirstFrame> {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** The background of the page's body as a luminance from 0 (black) to 1 (white). */
function lightness(rgb: string): number {
  const [red, green, blue] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
}

describe.skipIf(!chromiumAvailable)("the colour theme", () => {
  const suite = useAppAndBrowser();

  it("is dark from the first paint when the system prefers dark, on the landing page and signed in, without a switch", async () => {
    const { page, context, consoleMessages } = await suite.openPage({ colorScheme: "dark" });
    await recordFirstFrames(context);
    const landing = await firstFrameOf(page, "/", "Welcome to Clientele");
    expect(landing).toMatchObject({ dark: true, switches: 0 });
    await signUpThroughScreen(page);
    const dashboard = await firstFrameOf(page, "/dashboard", "Dashboard");
    expect(dashboard).toMatchObject({ dark: true, switches: 0 });
    // The page's own background, not the browser's default: the stylesheet was there for the first paint.
    expect(lightness(dashboard.background)).toBeLessThan(0.15);
    // The first script ran: the Content-Security-Policy allowed it by its hash, and nothing else was refused.
    expect(consoleMessages.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
    await context.close();
  });

  it("keeps a choice made on this device from the first paint, over the system's", async () => {
    const { page, context } = await suite.openPage({ colorScheme: "light" });
    await recordFirstFrames(context);
    await context.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    expect(await firstFrameOf(page, "/", "Welcome to Clientele")).toMatchObject({ dark: true, switches: 0 });

    const other = await suite.openPage({ colorScheme: "dark" });
    await recordFirstFrames(other.context);
    await other.context.addInitScript((key) => localStorage.setItem(key, "light"), THEME_STORAGE_KEY);
    const light = await firstFrameOf(other.page, "/", "Welcome to Clientele");
    expect(light).toMatchObject({ dark: false, switches: 0 });
    expect(lightness(light.background)).toBeGreaterThan(0.85);
    await Promise.all([context.close(), other.context.close()]);
  });

  it("is chosen from the header by keyboard, remembered, followed by the other tabs and, on System, by the system", async () => {
    const { page, context } = await suite.openPage({ colorScheme: "light" });
    await signUpThroughScreen(page);
    await page.goto("/clients?lng=fr");
    await page.getByRole("heading", { name: "Clients", level: 1 }).waitFor();
    const otherTab = await context.newPage();
    await otherTab.goto("/dashboard");
    await otherTab.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();

    const themeMenu = page.getByRole("button", { name: "Choisir le thème" });
    await themeMenu.focus();
    await page.keyboard.press("Enter");
    // The menu opens on the choice in force, the system's.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Système");
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sombre");
    await page.keyboard.press("Enter");
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => isDark(otherTab)).toBe(true);

    await page.reload();
    await page.getByRole("heading", { name: "Clients", level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);

    // The settings say the same, and set it back to the system's, which the page then follows.
    await page.goto("/settings");
    const choice = page.getByRole("group", { name: "Thème" });
    expect(await choice.getByRole("button", { name: "Sombre" }).getAttribute("aria-pressed")).toBe("true");
    await choice.getByRole("button", { name: "Système" }).click();
    expect(await isDark(page)).toBe(false);
    await expect.poll(() => isDark(otherTab)).toBe(false);
    // A change of the system's theme reaches a page as it renders its next frame: the page in front.
    await page.bringToFront();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(page)).toBe(true);
    // The browser's bar takes the page's colour.
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute("content")).toBe("#0b1120");
    await context.close();
  });

  it("is chosen from the side menu on a phone", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await page.goto("/dashboard?lng=de");
    await page.getByRole("heading", { name: "Übersicht", level: 1 }).waitFor();
    // No room for the theme's menu in the header there.
    expect(await page.getByRole("button", { name: "Farbschema auswählen" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog").getByRole("group", { name: "Farbschema" }).getByRole("button", { name: "Dunkel" }).click();
    expect(await isDark(page)).toBe(true);
    await context.close();
  });
});
