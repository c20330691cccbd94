import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { create, joinByInvitation } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

/** The figure a stat card shows, found by the card's title. */
const figure = (page: Page, title: string) => page.getByRole("region", { name: title }).getByTestId("stat-value");

describe.skipIf(!chromiumAvailable)("who owns what, and who did it", () => {
  const suite = useAppAndBrowser();

  it(
    "shows another member's client with its owner, hides it under Mine, and the dashboard's Mine counts the user's own, on a desk and a phone",
    { timeout: 120_000 },
    async () => {
      const ana = await suite.openPage();
      const anaName = (await signUpThroughScreen(ana.page)).split("@")[0]!;
      const bob = await suite.openPage();
      const bobEmail = uniqueEmail("bob");
      const bobName = bobEmail.split("@")[0]!;
      await signUpThroughScreen(bob.page, bobEmail);
      await joinByInvitation(ana.page, bob.page, bobEmail);

      await create(ana.page, "/clients", { name: "Ada Lovelace", status: "interested" });
      await create(ana.page, "/clients", { name: "Grace Hopper" });
      const bobsLead = await create<{ id: string }>(bob.page, "/clients", { name: "Bob's lead", status: "negotiation" });

      // The list names each client's owner; Mine leaves Bob's out, and says so in the address.
      const { page } = ana;
      await page.goto("/clients");
      const bobsRow = page.locator(`tr[data-row-key="${bobsLead.id}"]`);
      await expect.poll(() => bobsRow.getByRole("cell", { name: bobName, exact: true }).count()).toBe(1);
      await page.getByRole("group", { name: "Whose clients" }).getByRole("button", { name: "Mine" }).click();
      await page.waitForURL((url) => url.searchParams.get("owner") === "me");
      await page.getByTestId("record-count").getByText("2 clients", { exact: true }).waitFor();
      expect(await bobsRow.count()).toBe(0);
      await page.reload();
      await page.getByRole("button", { name: "Mine", pressed: true }).waitFor();
      await page.getByTestId("record-count").getByText("2 clients", { exact: true }).waitFor();

      // A new client is the adder's, unless another member is picked.
      await page.getByRole("group", { name: "Whose clients" }).getByRole("button", { name: "Everyone" }).click();
      await page.getByRole("button", { name: "Add Client" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name").fill("Alan Turing");
      expect(await dialog.getByLabel("Owner").locator("option:checked").textContent()).toBe(anaName);
      await dialog.getByLabel("Owner").selectOption({ label: bobName });
      await dialog.getByRole("button", { name: "Add Client" }).click();
      await page.getByText("Client added successfully!").waitFor();
      await page
        .getByRole("row", { name: /Alan Turing/ })
        .getByRole("cell", { name: bobName, exact: true })
        .waitFor();

      // On a phone, each card names its owner, and the toolbar fits.
      await page.setViewportSize({ width: 390, height: 844 });
      const bobsCard = page.locator(`li[data-row-key="${bobsLead.id}"]`);
      await bobsCard.getByText(bobName, { exact: true }).waitFor();
      expect(await bobsCard.locator("dt").allTextContents()).toContain("Owner");
      expect(await findOverflows(page)).toEqual([]);

      // The dashboard: the team's figures, then Ana's own; Bob's actions name him, hers read as before.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/dashboard");
      await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("4");
      expect(await figure(page, "Active Deals").textContent()).toBe("2");
      const feed = page.getByTestId("recent-activity");
      await feed.getByRole("link", { name: `${bobName} added client Bob's lead` }).waitFor();
      await feed.getByRole("link", { name: "New client Ada Lovelace" }).waitFor();
      await page.getByRole("group", { name: "Whose figures" }).getByRole("button", { name: "Mine" }).click();
      await page.waitForURL((url) => url.searchParams.get("view") === "mine");
      await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("2");
      expect(await figure(page, "Active Deals").textContent()).toBe("1");
      await expect.poll(() => feed.getByText(bobName).count(), { message: "only what Ana did" }).toBe(0);

      // Live updates reach both views: Bob's next client counts in the team's figures, not in Ana's.
      await create(bob.page, "/clients", { name: "Bob's second lead", status: "interested" });
      await page.getByRole("button", { name: "Team" }).click();
      await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("5");
      await create(bob.page, "/clients", { name: "Bob's third lead" });
      await expect
        .poll(() => figure(page, "Total Clients").textContent(), { message: "a live update, without a reload", timeout: 5_000 })
        .toBe("6");
      await page.getByRole("button", { name: "Mine" }).click();
      await expect.poll(() => figure(page, "Total Clients").textContent()).toBe("2");

      // On a phone, in French, the switch and the feed fit.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/dashboard?view=mine&lng=fr");
      await page.getByRole("button", { name: "Les miens", pressed: true }).waitFor();
      await expect.poll(() => figure(page, "Nombre de clients").textContent()).toBe("2");
      await page.getByRole("button", { name: "Équipe" }).click();
      await page
        .getByTestId("recent-activity")
        .getByRole("link", { name: `${bobName} a ajouté le client Bob's third lead` })
        .waitFor();
      expect(await findOverflows(page)).toEqual([]);

      await bob.context.close();
      await ana.context.close();
    },
  );
});
