import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "@shared/languages";
import { create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** The interface's own texts, to find buttons by what each language calls them. */
type Texts = Record<string, Record<string, unknown>>;
const TEXTS = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, JSON.parse(readFileSync(`src/web/i18n/locales/${language}.json`, "utf8")) as Texts]),
) as Record<LanguageCode, Texts>;

function text(language: LanguageCode, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], TEXTS[language]);
  return value as string;
}

/** Names as long as real people's, in the languages whose customers carry them. */
const LONG_CLIENTS = ["Maria Fernanda Rodrigues da Silva Oliveira", "Maximilian Alexander von Hohenzollern-Sigmaringen"];
const LONG_ITEM = "Höhenverstellbarer Schreibtisch mit Kabelkanal und Monitorhalterung";

const PHONE = { width: 390, height: 844 };

/** Opens a screen and waits for its heading and the end of its loading texts. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /\S/ })
    .first()
    .waitFor({ state: "detached", timeout: 5000 })
    .catch(() => {});
}

/** Chooses, in the picker whose button has `id`, the first client whose name starts with `search`. */
/** The search box of the picker just opened (it appears once its code has loaded). */
const pickerSearch = (page: Page) => page.locator("input[role=combobox]").last();

async function pickClient(page: Page, id: string, search: string) {
  await page.locator(`#${id}`).click();
  await pickerSearch(page).fill(search);
  await page.getByRole("option", { name: search }).first().click();
  await expect.poll(() => page.locator(`#${id}`).textContent()).toContain(search);
}

/** Opens a dialog from the button named `opener`, measures it, and closes it. */
async function measureDialog(page: Page, opener: string, fill: () => Promise<void> = async () => {}): Promise<string[]> {
  await page.getByRole("button", { name: opener, exact: true }).first().click();
  await page.getByRole("dialog").first().waitFor();
  await fill();
  const problems = await findOverflows(page);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  return problems;
}

describe.skipIf(!chromiumAvailable)("on a 390 px phone", () => {
  const suite = useAppAndBrowser();

  it("a new account's screens and dialogs fit in all five languages", { timeout: 240_000 }, async () => {
    const { page, context } = await suite.openPage({ viewport: PHONE });
    await signUpThroughScreen(page);
    const problems: string[] = [];
    const note = (where: string, found: string[]) => problems.push(...found.map((problem) => `${where}: ${problem}`));
    for (const language of LANGUAGE_CODES) {
      await openScreen(page, `/connect?lng=${language}`);
      await expect.poll(() => page.locator("#connect-client").textContent()).toBe(text(language, "connect.noClients"));
      note(`/connect in ${language}`, await findOverflows(page));
      for (const path of ["/dashboard", "/clients", "/inventory", "/orders", "/settings"]) {
        await openScreen(page, path);
        note(`${path} in ${language}`, await findOverflows(page));
      }
      await openScreen(page, "/dashboard");
      note(
        `Schedule Meeting in ${language}`,
        await measureDialog(page, text(language, "dashboard.quickActions.scheduleMeeting") as string, () =>
          expect.poll(() => page.locator("#meeting-client").textContent()).toBe(text(language, "meetings.noClients")),
        ),
      );
      await openScreen(page, "/orders");
      note(`Create Order in ${language}`, await measureDialog(page, text(language, "orders.createOrder")));
      await openScreen(page, "/clients");
      note(`Add Client in ${language}`, await measureDialog(page, text(language, "clients.addClient")));
      await openScreen(page, "/inventory");
      note(`Add Item in ${language}`, await measureDialog(page, text(language, "inventory.addItem")));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it(
    "long client and item names are cut, never push a screen or dialog sideways, and show whole on hover",
    { timeout: 240_000 },
    async () => {
      const { page, context } = await suite.openPage({ viewport: PHONE });
      await signUpThroughScreen(page);
      const clients = [];
      for (const name of LONG_CLIENTS) clients.push(await create(page, "/clients", { name, email: "contato@empresaexemplo.example" }));
      const item = await create<{ id: string }>(page, "/inventory", { item_name: LONG_ITEM, quantity: 50, unit_price: 1234.5 });
      const order = await create(page, "/orders", { client_id: clients[0]!.id, lines: [{ inventory_item_id: item.id, quantity: 2 }] });

      const problems: string[] = [];
      const note = (where: string, found: string[]) => problems.push(...found.map((problem) => `${where}: ${problem}`));
      for (const language of LANGUAGE_CODES) {
        const name = LONG_CLIENTS[language === "de" ? 1 : 0]!;
        await openScreen(page, `/orders?lng=${language}`);
        note(
          `Create Order with ${name} in ${language}`,
          await measureDialog(page, text(language, "orders.createOrder"), async () => {
            await pickClient(page, "order-client", name);
            await page.locator("[role=dialog] [role=combobox]").nth(1).click();
            await pickerSearch(page).fill("Höhenverstellbarer");
            await page.getByRole("listbox").getByRole("option").first().click();
          }),
        );
        await openScreen(page, "/dashboard");
        note(
          `Schedule Meeting with ${name} in ${language}`,
          await measureDialog(page, text(language, "dashboard.quickActions.scheduleMeeting"), () =>
            pickClient(page, "meeting-client", name),
          ),
        );
        await openScreen(page, "/connect");
        await pickClient(page, "connect-client", name);
        // With a written email: its subject, body and the row of Copy, Download, Open in my mail app, Discard.
        await page.locator("#connect-feature").fill("Automatische Zahlungserinnerungen");
        await page.getByRole("button", { name: text(language, "connect.generate") }).click();
        await page.locator("#connect-subject").waitFor();
        note(`/connect with ${name} in ${language}`, await findOverflows(page));
        await openScreen(page, `/orders/${order.id}`);
        await page.getByRole("button", { name: text(language, "orders.edit"), exact: true }).click();
        await page.locator("main [role=combobox]").first().waitFor();
        note(`order detail in edit mode in ${language}`, await findOverflows(page));
      }
      expect(problems).toEqual([]);

      // Cut on the button, the whole name is still the picker's text and its tooltip.
      await openScreen(page, "/connect?lng=pt");
      await pickClient(page, "connect-client", LONG_CLIENTS[0]!);
      const picker = page.locator("#connect-client");
      expect(await picker.getAttribute("title")).toBe(LONG_CLIENTS[0]);
      const label = picker.locator("span").first();
      const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut, "the long name is cut with an ellipsis at 390 px").toBe(true);
      await context.close();
    },
  );

  it("makes emails and phones tappable, and wraps a long email only at its @ or a dot, in Spanish", async () => {
    const { page, context } = await suite.openPage({ viewport: PHONE });
    await signUpThroughScreen(page);
    const email = "maria.fernanda.rodrigues@empresaejemplo.example";
    await create(page, "/clients", { name: "Maria Fernanda", email, phone: "+34 912 34 56 78" });
    await page.goto("/clients?lng=es");
    const emailLink = page.getByRole("link", { name: email });
    expect(await emailLink.getAttribute("href")).toBe(`mailto:${email}`);
    expect(await page.getByRole("link", { name: "+34 912 34 56 78" }).getAttribute("href")).toBe("tel:+34912345678");
    // Where each line of the address starts: only right after the @ or at a dot.
    const lineStarts = await emailLink.evaluate((link) => {
      const text = link.textContent ?? "";
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const tops: { index: number; top: number }[] = [];
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push({ index: offset + i, top: range.getBoundingClientRect().top });
        }
        offset += node.textContent!.length;
      }
      return tops
        .filter((entry, i) => i > 0 && entry.top > tops[i - 1]!.top + 1)
        .map((entry) => text.slice(entry.index - 1, entry.index + 1));
    });
    expect(lineStarts.length, "the address is longer than a card's line").toBeGreaterThan(0);
    for (const start of lineStarts) expect(start[0] === "@" || start[1] === ".", `a line starts at "${start}"`).toBe(true);
    await context.close();
  });
});
