import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create, joinByInvitation } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

/** Another member's move must show within a second of being made; the rest is the test's own slack. */
const SHOWS_WITHIN_MS = 3_000;
const NBSP = "\u00a0";
/** How French writes thousands: 1 234,50 (a narrow no-break space). */
const NARROW_NBSP = "\u202f";

interface Client {
  id: string;
  name: string;
  status: string;
}

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardIn = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
const countOf = (page: Page, name: string) => column(page, name).getByTestId("column-count").textContent();
const valueOf = (page: Page, name: string) => column(page, name).getByTestId("column-value").textContent();
/** What dnd-kit's live region last told screen readers. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();
const statusOf = async (page: Page, client: { id: string }) => (await callApi<Client>(page, "GET", `/clients/${client.id}`)).body.status;

/** A paid order of one item at `price` for the client. */
async function paidOrder(page: Page, client: { id: string }, price: number) {
  const item = await create<{ id: string }>(page, "/inventory", { item_name: `Service at ${price}`, quantity: 10, unit_price: price });
  const order = await create<{ id: string }>(page, "/orders", {
    client_id: client.id,
    lines: [{ inventory_item_id: item.id, quantity: 1 }],
  });
  expect((await callApi(page, "PATCH", `/orders/${order.id}`, { status: "paid" })).status).toBe(200);
}

/** The label of what has the focus, once the focus is on an element: not on the page, as for the instant a card is replaced. */
async function focusedLabel(page: Page): Promise<string | null> {
  const focused = await page.waitForFunction(
    () => document.activeElement !== document.body && { label: document.activeElement?.getAttribute("aria-label") ?? null },
    null,
    { timeout: 5_000 },
  );
  return ((await focused.jsonValue()) as { label: string | null }).label;
}
/** Waits until the card can move: the moves' code loads on the page's first use (a pointer moving, a key, a focus). */
const readyToMove = (card: Locator) => card.and(card.page().locator("[aria-roledescription]")).waitFor();

/** Drags a card by mouse onto a column, the way a hand does: pointed at, pressed, moved in steps, released. */
async function dragByMouse(page: Page, card: Locator, target: Locator) {
  // The board scrolls sideways: the column to drop on comes into view first, as a hand would scroll to it.
  await target.evaluate((element) => element.scrollIntoView({ block: "nearest", inline: "nearest" }));
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await readyToMove(card);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
}

/** Drags a card by touch onto the visible part of a column: held a moment (a quick swipe scrolls instead), then moved. */
async function dragByTouch(page: Page, card: Locator, target: Locator) {
  const touch = await page.context().newCDPSession(page);
  const send = (type: "touchStart" | "touchMove" | "touchEnd", x?: number, y?: number) =>
    touch.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  const [startX, startY] = [from.x + from.width / 2, from.y + from.height / 2];
  const [endX, endY] = [Math.min(to.x + 40, viewport.width - 10), to.y + to.height / 3];
  await send("touchStart", startX, startY);
  await page.waitForTimeout(400); // the hold that tells a drag from a scroll: no event marks it
  for (let step = 1; step <= 10; step++) {
    await send("touchMove", startX + ((endX - startX) * step) / 10, startY + ((endY - startY) * step) / 10);
  }
  await send("touchEnd");
  await touch.detach();
}

/**
 * Picks up the focused card with Space, once the pick-up is announced and the keyboard sensor
 * listens: it does from a timer set at the pick-up, and one more timer in the page runs after it.
 * An arrow pressed before would be lost.
 */
async function pickUpByKeyboard(page: Page, announcement: string) {
  await page.keyboard.press("Space");
  await expect.poll(() => announced(page)).toBe(announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** axe's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe.skipIf(!chromiumAvailable)("the pipeline board", () => {
  const suite = useAppAndBrowser();

  it("moves a client by mouse: the card, the counts and the values follow, and the server keeps it", { timeout: 90_000 }, async () => {
    const { page, context } = await suite.openPage();
    const ownerName = (await signUpThroughScreen(page)).split("@")[0]!;
    const ada = await create<Client>(page, "/clients", {
      name: "Ada Lovelace",
      company: "Analytical Engines",
      linkedin_url: "linkedin.com/in/ada",
      status: "contacted",
    });
    await create<Client>(page, "/clients", { name: "Grace Hopper", status: "contacted" });
    await create<Client>(page, "/clients", { name: "Barbara Liskov", status: "negotiation" });
    await paidOrder(page, ada, 1234.5);

    await page.goto("/pipeline");
    const contacted = column(page, "Contacted");
    const negotiation = column(page, "Negotiation");
    const adaCard = cardIn(contacted, "Ada Lovelace");
    await adaCard.waitFor();
    // The card: name, company, owner, when it last changed, and the LinkedIn marker (only where there is a profile).
    expect(await adaCard.textContent()).toContain("Analytical Engines");
    await expect.poll(() => adaCard.textContent()).toContain(`Owner: ${ownerName}`);
    expect(await adaCard.textContent()).toMatch(/Changed (now|\d+ (second|minute)s? ago)/);
    expect(await adaCard.getByTestId("linkedin-marker").count()).toBe(1);
    expect(await cardIn(contacted, "Grace Hopper").getByTestId("linkedin-marker").count()).toBe(0);
    // The columns in the pipeline's order, each with its count and the value of its clients' paid orders.
    expect(await page.locator("section[data-status] h2").allTextContents()).toEqual([
      "Uncontacted",
      "Contacted",
      "Interested",
      "Not Interested",
      "Negotiation",
      "Closed Won",
      "Closed Lost",
    ]);
    await expect.poll(() => countOf(page, "Contacted")).toBe("2 clients");
    expect(await valueOf(page, "Contacted")).toBe("$1,234.50");
    expect(await countOf(page, "Negotiation")).toBe("1 client");
    expect(await valueOf(page, "Negotiation")).toBe("$0.00");

    await dragByMouse(page, adaCard, negotiation);
    await cardIn(negotiation, "Ada Lovelace").waitFor();
    expect(await cardIn(contacted, "Ada Lovelace").count()).toBe(0);
    await expect.poll(() => countOf(page, "Negotiation")).toBe("2 clients");
    expect(await countOf(page, "Contacted")).toBe("1 client");
    // The value moves with the client once the server has counted it.
    await expect.poll(() => valueOf(page, "Negotiation")).toBe("$1,234.50");
    expect(await valueOf(page, "Contacted")).toBe("$0.00");
    expect(await statusOf(page, ada)).toBe("negotiation");
    await page.reload();
    await cardIn(column(page, "Negotiation"), "Ada Lovelace").waitFor();

    // A click opens the client's page, where the client is edited; a change made there shows on the board.
    await cardIn(column(page, "Negotiation"), "Ada Lovelace").click();
    await page.waitForURL((url) => url.pathname === `/clients/${ada.id}`);
    await page.getByRole("heading", { name: "Ada Lovelace", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Client" });
    await expect.poll(() => dialog.getByLabel("Name").inputValue()).toBe("Ada Lovelace");
    await dialog.getByLabel("Company").fill("Babbage & Co");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Client updated successfully!").waitFor();
    await page.goBack();
    await expect.poll(() => cardIn(column(page, "Negotiation"), "Ada Lovelace").textContent()).toContain("Babbage & Co");

    // The search narrows every column, and its counts.
    await page.getByRole("searchbox", { name: "Search the board" }).fill("hopper");
    await expect.poll(() => countOf(page, "Negotiation")).toBe("0 clients");
    expect(await countOf(page, "Contacted")).toBe("1 client");
    expect(await cardIn(page, "Ada Lovelace").count()).toBe(0);
    await cardIn(column(page, "Contacted"), "Grace Hopper").waitFor();
    await context.close();
  });

  it("moves a client by keyboard alone, announcing each step, and Escape puts it back", { timeout: 60_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    const grace = await create<Client>(page, "/clients", { name: "Grace Hopper", status: "contacted" });
    await page.goto("/pipeline");
    await cardIn(column(page, "Contacted"), "Grace Hopper").waitFor();

    // Tab from the search box reaches the first card. Its focus loads the moves' code, which replaces the cards.
    await page.getByRole("searchbox", { name: "Search the board" }).focus();
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      if ((await focusedLabel(page)) === "Grace Hopper") break;
    }
    // Once the moves' code is in, the card (a new element) still has the focus, and says it can move.
    await readyToMove(cardIn(column(page, "Contacted"), "Grace Hopper"));
    await expect.poll(() => focusedLabel(page)).toBe("Grace Hopper");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-roledescription"))).toBe("movable client");

    await pickUpByKeyboard(page, "Picked up Grace Hopper, in Contacted.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announced(page)).toBe("Grace Hopper is over Interested.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announced(page)).toBe("Grace Hopper is over Not Interested.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe("Grace Hopper moved to Not Interested.");
    await cardIn(column(page, "Not Interested"), "Grace Hopper").waitFor();
    await expect.poll(() => countOf(page, "Not Interested")).toBe("1 client");
    expect(await countOf(page, "Contacted")).toBe("0 clients");
    await expect.poll(() => statusOf(page, grace)).toBe("not_interested");
    // The focus followed the card to its new column, ready for the next move.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("section")?.getAttribute("data-status")))
      .toBe("not_interested");

    await pickUpByKeyboard(page, "Picked up Grace Hopper, in Not Interested.");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => announced(page)).toBe("Grace Hopper is over Interested.");
    await page.keyboard.press("Escape");
    await expect.poll(() => announced(page)).toBe("Move cancelled: Grace Hopper stays in Not Interested.");
    await cardIn(column(page, "Not Interested"), "Grace Hopper").waitFor();
    expect(await statusOf(page, grace)).toBe("not_interested");

    // Enter opens the client's page; Back returns to the board.
    await cardIn(column(page, "Not Interested"), "Grace Hopper").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `/clients/${grace.id}`);
    await page.getByRole("heading", { name: "Grace Hopper", level: 1 }).waitFor();
    await page.goBack();
    // The board is new: its first focus loads the moves again, which replace the card.
    await cardIn(column(page, "Not Interested"), "Grace Hopper").focus();
    await readyToMove(cardIn(column(page, "Not Interested"), "Grace Hopper"));

    // The server refuses the next move with its answer for a client that no longer exists, and the board's
    // reads are held from then on: only the move's own rollback can put the card back.
    const refusal = await callApi(page, "PATCH", `/clients/${crypto.randomUUID()}`, { status: "negotiation" });
    expect(refusal.status).toBe(404);
    await page.route("**/api/v1/clients/*", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: refusal.status, json: refusal.body }) : route.fallback(),
    );
    await page.route(/\/api\/v1\/(clients\?|pipeline)/, () => {});
    await cardIn(column(page, "Not Interested"), "Grace Hopper").focus();
    await pickUpByKeyboard(page, "Picked up Grace Hopper, in Not Interested.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announced(page)).toBe("Grace Hopper is over Negotiation.");
    await page.keyboard.press("Space");
    const toast = page.locator("[data-sonner-toast]", { hasText: "Could not move Grace Hopper" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("It no longer exists");
    await cardIn(column(page, "Not Interested"), "Grace Hopper").waitFor();
    expect(await cardIn(column(page, "Negotiation"), "Grace Hopper").count()).toBe(0);
    expect(await countOf(page, "Not Interested")).toBe("1 client");
    expect(await countOf(page, "Negotiation")).toBe("0 clients");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")), { message: "the focus came back with the card" })
      .toBe("Grace Hopper");
    await context.close();
  });

  it(
    "shows another member's moves at once, filters by owner, and rolls back a move the server refuses, with a message",
    { timeout: 120_000 },
    async () => {
      const ana = await suite.openPage();
      const anaName = (await signUpThroughScreen(ana.page)).split("@")[0]!;
      const bob = await suite.openPage();
      const bobEmail = uniqueEmail("bob");
      const bobName = bobEmail.split("@")[0]!;
      await signUpThroughScreen(bob.page, bobEmail);
      await joinByInvitation(ana.page, bob.page, bobEmail);
      const ada = await create<Client>(ana.page, "/clients", { name: "Ada Lovelace", status: "interested" });
      const alan = await create<Client>(ana.page, "/clients", { name: "Alan Turing", status: "interested" });
      await create<Client>(bob.page, "/clients", { name: "Bob's lead", status: "interested" });

      // Bob's board, open while Ana moves a card on hers.
      await bob.page.goto("/pipeline");
      await cardIn(column(bob.page, "Interested"), "Ada Lovelace").waitFor();
      await expect.poll(() => countOf(bob.page, "Interested")).toBe("3 clients");
      // Marks Bob's page: a reload would clear the mark.
      await bob.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await ana.page.goto("/pipeline");
      await dragByMouse(ana.page, cardIn(column(ana.page, "Interested"), "Ada Lovelace"), column(ana.page, "Closed Won"));
      await cardIn(column(ana.page, "Closed Won"), "Ada Lovelace").waitFor();
      await cardIn(column(bob.page, "Closed Won"), "Ada Lovelace").waitFor({ timeout: SHOWS_WITHIN_MS });
      await expect.poll(() => countOf(bob.page, "Interested"), { timeout: SHOWS_WITHIN_MS }).toBe("2 clients");
      expect(await bob.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), "updated in place").toBe(true);

      // Mine, then one member's: each card says whose it is.
      const owners = bob.page.getByRole("group", { name: "Whose clients" });
      await owners.getByRole("button", { name: "Mine" }).click();
      await bob.page.waitForURL((url) => url.searchParams.get("owner") === "me");
      await expect.poll(() => countOf(bob.page, "Interested")).toBe("1 client");
      await expect.poll(() => cardIn(bob.page, "Bob's lead").textContent()).toContain(`Owner: ${bobName}`);
      expect(await cardIn(bob.page, "Ada Lovelace").count()).toBe(0);
      await owners.getByRole("button", { name: "A member" }).click();
      await bob.page.getByRole("combobox", { name: "Member" }).selectOption({ label: anaName });
      await expect.poll(() => countOf(bob.page, "Interested")).toBe("1 client");
      await cardIn(column(bob.page, "Closed Won"), "Ada Lovelace").waitFor();
      expect(await cardIn(bob.page, "Alan Turing").textContent()).toContain(`Owner: ${anaName}`);
      expect(await cardIn(bob.page, "Bob's lead").count()).toBe(0);

      // Ana's tab stops hearing of changes, as a tab whose connection dropped; meanwhile Bob deletes Alan Turing.
      await ana.page.route("**/api/v1/events", (route) => route.abort());
      await ana.page.reload();
      await cardIn(column(ana.page, "Interested"), "Alan Turing").waitFor();
      expect((await callApi(bob.page, "DELETE", `/clients/${alan.id}`)).status).toBe(204);
      await dragByMouse(ana.page, cardIn(column(ana.page, "Interested"), "Alan Turing"), column(ana.page, "Negotiation"));
      const toast = ana.page.locator("[data-sonner-toast]", { hasText: "Could not move Alan Turing" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain("It no longer exists");
      // Put back, then fetched again: the client is gone, and no column counts it.
      await expect.poll(() => cardIn(ana.page, "Alan Turing").count()).toBe(0);
      expect(await countOf(ana.page, "Negotiation")).toBe("0 clients");
      await expect.poll(() => countOf(ana.page, "Interested")).toBe("1 client");
      expect((await callApi(ana.page, "GET", `/clients/${alan.id}`)).status).toBe(404);
      expect(await statusOf(ana.page, ada)).toBe("closed_won");

      await bob.context.close();
      await ana.context.close();
    },
  );

  it("loads a long column a page at a time", { timeout: 90_000 }, async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    for (let index = 1; index <= 30; index++) await create(page, "/clients", { name: `Lead ${String(index).padStart(2, "0")}` });
    await page.goto("/pipeline");
    const uncontacted = column(page, "Uncontacted");
    await cardIn(uncontacted, "Lead 30").waitFor();
    await expect.poll(() => countOf(page, "Uncontacted")).toBe("30 clients");
    expect(await uncontacted.locator("[data-card-id]").count()).toBe(25);
    expect(await cardIn(uncontacted, "Lead 01").count()).toBe(0);
    // Scrolled to the end of the column, the next page follows.
    await uncontacted.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await cardIn(uncontacted, "Lead 01").waitFor();
    expect(await uncontacted.locator("[data-card-id]").count()).toBe(30);
    expect(await uncontacted.getByRole("button", { name: "Load more" }).count()).toBe(0);
    await context.close();
  });

  it("fits a phone in French, with money written the French way, moves by touch, and is accessible", { timeout: 120_000 }, async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      locale: "en-US",
      viewport: { width: 1366, height: 900 },
      hasTouch: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await signUpThroughScreen(page);
    // A workspace in euros, worked in from now on.
    await create(page, "/workspaces", { name: "Atelier Lumière", currency: "EUR" });
    const ada = await create<Client>(page, "/clients", {
      name: "Maximiliane Schwarzenberg-Hohenlohe",
      company: "Schwarzenberg Industrieanlagenbau GmbH & Co. KG",
      linkedin_url: "https://www.linkedin.com/in/maximiliane",
      status: "negotiation",
    });
    await paidOrder(page, ada, 1234.5);
    await create(page, "/clients", { name: "Grace Hopper", status: "contacted" });

    await page.goto("/pipeline");
    await cardIn(page, "Grace Hopper").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pipeline?lng=fr");
    const negotiation = column(page, "En négociation");
    const card = cardIn(negotiation, "Maximiliane Schwarzenberg-Hohenlohe");
    await card.waitFor();
    await expect.poll(() => countOf(page, "En négociation")).toBe("1 client");
    expect(await valueOf(page, "En négociation")).toBe(`1${NARROW_NBSP}234,50${NBSP}€`);
    expect(await valueOf(page, "Contacté")).toBe(`0,00${NBSP}€`);
    expect(await card.textContent()).toContain(`Responsable${NBSP}:`);
    await page.getByRole("group", { name: "Quels clients" }).getByRole("button", { name: "Tous", pressed: true }).waitFor();

    // The page keeps to the phone's width; the board scrolls sideways within itself.
    expect(await findOverflows(page)).toEqual([]);
    const board = page.getByTestId("pipeline-board");
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A move by keyboard on the phone, told in French; the board scrolls to the column it goes to.
    await card.focus();
    await readyToMove(card);
    expect(await card.getAttribute("aria-roledescription")).toBe("client déplaçable");
    await pickUpByKeyboard(page, "Maximiliane Schwarzenberg-Hohenlohe saisi, dans la colonne En négociation.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announced(page)).toBe("Maximiliane Schwarzenberg-Hohenlohe est au-dessus de la colonne Gagné.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe("Maximiliane Schwarzenberg-Hohenlohe déplacé vers Gagné.");
    const won = column(page, "Gagné");
    await cardIn(won, "Maximiliane Schwarzenberg-Hohenlohe").waitFor();
    await expect.poll(() => valueOf(page, "Gagné")).toBe(`1${NARROW_NBSP}234,50${NBSP}€`);
    expect(await statusOf(page, ada)).toBe("closed_won");
    expect(await findOverflows(page)).toEqual([]);

    // By touch: held, then dragged to the next column, which shows at the board's edge.
    await column(page, "Contacté").evaluate((element) => element.scrollIntoView({ block: "nearest", inline: "start" }));
    const grace = cardIn(column(page, "Contacté"), "Grace Hopper");
    await dragByTouch(page, grace, column(page, "Intéressé"));
    await cardIn(column(page, "Intéressé"), "Grace Hopper").waitFor();
    await expect.poll(() => countOf(page, "Intéressé")).toBe("1 client");
    // The cards that can move, their instructions and the live region pass too.
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
