import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const WIDTHS = [390, 768, 1024, 1366];

/** Every signed-in screen, and the public ones a signed-in user can open. */
const SCREENS = [
  "/",
  "/dashboard",
  "/activity",
  "/clients",
  "/inventory",
  "/orders",
  "/sales",
  "/pipeline",
  "/reports",
  "/connect",
  "/settings",
  "/settings/workspace",
  "/no/such/page",
];

/** Screens whose content is ready only once their records show. */
const LIST_SCREENS = new Set(["/clients", "/inventory", "/orders"]);

/** Records with the longest texts the screens must hold; returns the screens that show one record. */
async function seedRecords(page: Page): Promise<string[]> {
  const client = await create(page, "/clients", {
    name: "Maximiliane Schwarzenberg-Hohenlohe",
    email: "maximiliane.schwarzenberg-hohenlohe@beispielunternehmen.example",
    phone: "+49 30 1234 5678 90",
    company: "Schwarzenberg Industrieanlagenbau GmbH & Co. KG",
    position: "Leiterin Vertrieb und Kundenbeziehungen",
    linkedin_url: "https://www.linkedin.com/in/maximiliane-schwarzenberg",
    status: "not_interested",
  });
  const item = await create(page, "/inventory", {
    item_name: "Höhenverstellbarer Schreibtisch mit Kabelkanal",
    quantity: 1_000_000,
    unit_price: 9_999_999.99,
  });
  const order = await create(page, "/orders", { client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 999 }] });
  return [`/orders/${order.id}`];
}

/**
 * Opens `path` and waits until its content (not a loading text) is shown. Within
 * the app the router is driven as a link would (no reload), which keeps the sweep fast.
 */
async function open(page: Page, path: string) {
  if (page.url().startsWith("http")) {
    // The screen a page.goto opened has rendered: the app's own links are there to follow from then on.
    await page.locator("h1").first().waitFor();
  }
  const previousTitle = await page.title();
  if (page.url().startsWith("http")) {
    await page.evaluate((target) => {
      // Marks the current page's headings, to wait below for the next page's own.
      for (const heading of document.querySelectorAll("h1")) heading.dataset.previousPage = "";
      window.history.pushState({}, "", target);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
  } else {
    await page.goto(path);
  }
  // The next page's heading: a new element, or the same one reused by React with the next page's title.
  await page.waitForFunction(
    (previousTitle) =>
      document.querySelector("h1:not([data-previous-page])") !== null ||
      (document.title !== previousTitle && document.querySelector("h1") !== null),
    previousTitle,
  );
  await page
    .getByRole("status")
    .waitFor({ state: "detached" })
    .catch(() => {});
  if (LIST_SCREENS.has(path) || path.startsWith("/orders/")) await page.locator("[data-row-key]:visible").first().waitFor();
}

/** Row action buttons that are not entirely inside the window. */
function actionsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-row-key] button")]
      .filter((button) => button.checkVisibility())
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        return rect.left < 0 || rect.right > window.innerWidth;
      })
      .map((button) => button.getAttribute("aria-label") ?? "a button"),
  );
}

describe.skipIf(!chromiumAvailable)("every screen", () => {
  const suite = useAppAndBrowser();

  it("fits at 390, 768, 1024 and 1366 px in all five languages, with every record's actions in view", { timeout: 300_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const screens = [...SCREENS, ...(await seedRecords(page))];
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      await page.goto(`/dashboard?lng=${language}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of screens) {
          await open(page, path);
          const where = `${path} in ${language} at ${width} px`;
          problems.push(...(await findOverflows(page)).map((problem) => `${where}: ${problem}`));
          problems.push(...(await actionsOutOfView(page)).map((label) => `${where}: "${label}" is out of view`));
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  // One test per width and theme: each is a minute of axe on this machine's two cores. The dark
  // theme is the system's there, as a user whose device is set to dark meets it.
  for (const [width, theme] of [
    [390, "light"],
    [1366, "light"],
    [390, "dark"],
    [1366, "dark"],
  ] as const) {
    it(`has no serious or critical accessibility violations at ${width} px in the ${theme} theme, dialogs and toasts included`, async () => {
      const { page, context } = await suite.openPage({ colorScheme: theme });
      await signUpThroughScreen(page);
      const screens = [...SCREENS, ...(await seedRecords(page))];
      const violations: string[] = [];
      const check = async (where: string) => {
        // A toast under the pointer stays (sonner pauses its timer), so it cannot start fading out during the check.
        const toast = page.locator("[data-sonner-toast]").first();
        if (await toast.isVisible()) await toast.hover({ force: true, timeout: 1000 }).catch(() => {});
        // A toast whose time ran out before the pointer came is fading out: it is judged once gone.
        await page.waitForFunction(() => !document.querySelector("[data-sonner-toast][data-removed='true']"));
        // Colours are judged once toasts and menus have stopped moving: no animation or transition
        // running for three frames in a row (a toast pushed back by a newer one starts fading a frame
        // or two after the newer one appears).
        await page.evaluate(async () => {
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          for (let quietFrames = 0; quietFrames < 3;) {
            await nextFrame();
            quietFrames = document.getAnimations().every((animation) => animation.playState !== "running") ? quietFrames + 1 : 0;
          }
        });
        const results = await new AxeBuilder({ page }).analyze();
        // The pointer leaves the toast, which then goes on its way.
        await page.mouse.move(1, 1);
        for (const violation of results.violations) {
          if (violation.impact === "serious" || violation.impact === "critical") {
            violations.push(
              `${where}: ${violation.id} (${violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`).join(", ")})`,
            );
          }
        }
      };
      await page.setViewportSize({ width, height: 900 });
      for (const path of screens) {
        await open(page, path);
        await check(`${path} at ${width} px (${theme})`);
      }
      await open(page, "/orders");
      await page.getByRole("button", { name: "Create Order" }).click();
      await page.getByRole("dialog").getByRole("combobox", { name: "Item of line 1" }).click();
      await page.getByRole("listbox").getByRole("option").first().waitFor();
      await check(`the create-order dialog with its item picker open at ${width} px (${theme})`);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await open(page, "/clients");
      await page.getByRole("button", { name: "Add Client" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Add Client" }).click();
      await page.getByText("Please fix the form errors").first().waitFor();
      await check(`the add-client dialog with its errors and toast at ${width} px (${theme})`);
      await page.keyboard.press("Escape");
      await open(page, "/inventory");
      await page.getByRole("button", { name: "Add Item" }).click();
      await page.getByRole("dialog").waitFor();
      await check(`the add-item dialog at ${width} px (${theme})`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await page.getByRole("alertdialog").waitFor();
      await check(`the delete confirmation at ${width} px (${theme})`);
      await page.keyboard.press("Escape");
      await open(page, "/dashboard");
      await page.getByRole("button", { name: "Schedule Meeting" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Schedule and Download" }).click();
      await page.getByRole("dialog").getByText("Choose a client", { exact: true }).waitFor();
      await check(`the schedule-meeting dialog with its errors and toast at ${width} px (${theme})`);
      await page.keyboard.press("Escape");
      expect(violations).toEqual([]);
      await context.close();
    });
  }

  it("names the browser tab after the page, in the interface language", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const screens = [...SCREENS, ...(await seedRecords(page))];
    await page.goto("/dashboard?lng=fr");
    const titles = new Map<string, string>();
    for (const path of screens) {
      await open(page, path);
      titles.set(path, await page.title());
    }
    expect(titles.get("/dashboard")).toBe("Tableau de bord · Clientele");
    expect(titles.get("/clients")).toBe("Clients · Clientele");
    expect(titles.get("/inventory")).toBe("Stock · Clientele");
    expect(titles.get("/no/such/page")).toBe("Page introuvable · Clientele");
    expect(new Set(titles.values()).size, [...titles].join("\n")).toBe(screens.length);
    await context.close();
  });

  it("lets a keyboard user skip the navigation", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await page.goto("/clients?lng=de");
    await page.getByRole("heading", { name: "Kunden", level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Zum Inhalt springen" });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await context.close();
  });
});
