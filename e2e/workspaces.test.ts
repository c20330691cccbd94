import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, signUpThroughScreen, uniqueEmail } from "./support/users";

/** The workspace named in the header's switcher. */
const switcher = (page: Page) => page.getByTestId("workspace-switcher");

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id);
}

describe.skipIf(!chromiumAvailable)("a workspace shared by a team", () => {
  const suite = useAppAndBrowser();

  it("is joined from an invitation by a newcomer on a phone, who then works in it until removed", { timeout: 120_000 }, async () => {
    // Ana, at her desk, names her workspace and invites Bob as a member.
    const ana = await suite.openPage();
    await signUpThroughScreen(ana.page);
    await ana.page.goto("/settings/workspace");
    const name = ana.page.getByLabel("Workspace name");
    await name.fill("Lumen Studio");
    await ana.page.getByRole("button", { name: "Save", exact: true }).click();
    await ana.page.getByText("Workspace renamed").waitFor();
    await expect.poll(() => switcher(ana.page).textContent()).toBe("Lumen Studio");

    const bobEmail = uniqueEmail("bob");
    await ana.page.getByLabel("Email address").fill(bobEmail);
    await ana.page.getByRole("button", { name: "Invite", exact: true }).click();
    const link = (await ana.page.getByTestId("invitation-link").textContent())!;
    expect(link).toMatch(/\/invite\/[0-9a-f-]{36}\.[\w-]{43}$/);
    await ana.page.getByRole("list", { name: "Pending invitations" }).getByText(bobEmail).waitFor();

    // Bob, on his phone with no account, opens the link, signs up from it and comes back to accept.
    const bob = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await bob.page.goto(new URL(link).pathname);
    await bob.page.getByRole("heading", { name: "Join Lumen Studio" }).waitFor();
    await bob.page.getByText(`invites you to join Lumen Studio as a member`).waitFor();
    expect(await findOverflows(bob.page)).toEqual([]);
    expect(await seriousViolations(bob.page)).toEqual([]);
    await bob.page.getByRole("link", { name: "Create an account" }).click();
    await bob.page.waitForURL("**/auth");
    expect(await bob.page.getByLabel("Email").inputValue()).toBe(bobEmail);
    await bob.page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await bob.page.getByRole("button", { name: "Create Account" }).click();
    await bob.page.waitForURL(`**${new URL(link).pathname}`);
    await bob.page.getByRole("button", { name: "Accept invitation" }).click();
    await bob.page.waitForURL("**/dashboard");
    await bob.page.getByText("Welcome to Lumen Studio").waitFor();
    await expect.poll(() => switcher(bob.page).textContent()).toBe("Lumen Studio");
    expect(await findOverflows(bob.page)).toEqual([]);

    // Bob adds a client; Ana sees it, and sees Bob among the members, whom she makes an admin.
    expect((await callApi(bob.page, "POST", "/clients", { name: "Bob's first lead" })).status).toBe(201);
    await ana.page.goto("/clients");
    await ana.page.getByText("Bob's first lead").first().waitFor();
    await ana.page.goto("/settings/workspace");
    const members = ana.page.getByRole("list", { name: "Members" });
    await members.getByText(bobEmail).waitFor();
    await expect.poll(() => ana.page.getByRole("list", { name: "Pending invitations" }).count()).toBe(0);
    const bobName = bobEmail.split("@")[0]!;
    await ana.page.getByLabel(`Role of ${bobName}`).selectOption("admin");
    await ana.page.getByText(`${bobName} is now an admin`).waitFor();

    // Removed, Bob loses the workspace at once: his next screen is his own, empty workspace's.
    await ana.page.getByRole("button", { name: `Remove ${bobName}` }).click();
    await ana.page.getByRole("alertdialog").getByRole("button", { name: "Remove", exact: true }).click();
    await ana.page.getByText(`${bobName} was removed`).waitFor();
    await expect.poll(() => members.getByText(bobEmail).count()).toBe(0);
    await bob.page.goto("/clients");
    await expect.poll(() => switcher(bob.page).textContent()).toBe(bobName);
    await bob.page.getByText("No clients yet").first().waitFor();
    // The lead stays in the shop, now Ana's.
    await ana.page.goto("/clients");
    await ana.page.getByText("Bob's first lead").first().waitFor();
    await Promise.all([ana.context.close(), bob.context.close()]);
  });

  it("is made, switched to and deleted from the header's menu, by keyboard", { timeout: 90_000 }, async () => {
    const { page, context } = await suite.openPage();
    const email = await signUpThroughScreen(page);
    const personal = email.split("@")[0]!;
    expect((await callApi(page, "POST", "/clients", { name: "Personal client" })).status).toBe(201);
    // A second tab of the same browser, on the clients list.
    const otherTab = await context.newPage();
    await otherTab.goto("/clients");
    await otherTab.getByText("Personal client").first().waitFor();

    await switcher(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(personal);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create a workspace" });
    await dialog.getByLabel("Workspace name").fill("Side project");
    await page.keyboard.press("Enter");
    await page.getByText("Workspace Side project created").waitFor();
    await expect.poll(() => switcher(page).textContent()).toBe("Side project");
    await page.goto("/clients");
    await page.getByText("No clients yet").first().waitFor();
    // The other tab follows without a reload: the session works in the new workspace.
    await expect.poll(() => switcher(otherTab).textContent(), { timeout: 10_000 }).toBe("Side project");
    await otherTab.getByText("No clients yet").first().waitFor();
    await otherTab.close();

    // Back to the personal workspace: its client is there again.
    await switcher(page).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await page.getByText(`You are now working in ${personal}`).waitFor();
    await page.getByText("Personal client").first().waitFor();

    // The side project is deleted once its name is typed out.
    await switcher(page).click();
    await page.getByRole("menuitemradio", { name: /Side project/ }).click();
    await expect.poll(() => switcher(page).textContent()).toBe("Side project");
    await page.goto("/settings/workspace");
    await page.getByRole("button", { name: "Delete workspace" }).click();
    const confirm = page.getByRole("alertdialog");
    const deleteForGood = confirm.getByRole("button", { name: "Delete for good" });
    await confirm.getByLabel("Type Side project to confirm").fill("Side");
    expect(await deleteForGood.isDisabled()).toBe(true);
    await confirm.getByLabel("Type Side project to confirm").fill("Side project");
    await deleteForGood.click();
    await page.getByText("Workspace Side project deleted").waitFor();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => switcher(page).textContent()).toBe(personal);
    const workspaces = await callApi<{ items: { name: string }[] }>(page, "GET", "/workspaces");
    expect(workspaces.body.items.map((workspace) => workspace.name)).toEqual([personal]);
    await context.close();
  });

  it("says why a link cannot be used, and whose it is when another account is signed in, in French", { timeout: 60_000 }, async () => {
    const ana = await suite.openPage();
    await signUpThroughScreen(ana.page);
    const invited = await callApi<{ url: string }>(ana.page, "POST", `/workspaces/${await activeWorkspaceId(ana.page)}/invitations`, {
      email: "someone-else@example.com",
      role: "admin",
    });
    expect(invited.status).toBe(201);
    const path = new URL(invited.body.url).pathname;

    // Ana herself is signed in, but the invitation is someone else's.
    await ana.page.goto(`${path}?lng=fr`);
    await ana.page.getByText("mais cette invitation est destinée à someone-else@example.com").waitFor();
    await ana.page.getByRole("button", { name: "Se déconnecter" }).click();
    await ana.page.getByRole("link", { name: "Créer un compte" }).waitFor();

    // A forged link.
    await ana.page.goto(`${path.slice(0, -4)}AAAA?lng=fr`);
    await ana.page.getByRole("heading", { name: "Cette invitation ne peut pas être utilisée" }).waitFor();
    await ana.page.getByText("Ce lien d’invitation n’est pas valide").waitFor();
    await ana.context.close();
  });
});

async function activeWorkspaceId(page: Page): Promise<string> {
  const answer = await callApi<{ items: { id: string; active: boolean }[] }>(page, "GET", "/workspaces");
  return answer.body.items.find((workspace) => workspace.active)!.id;
}
