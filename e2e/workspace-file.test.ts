import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activeWorkspaceId, callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen, uniqueEmail } from "./support/users";

/** The workspace named in the header's switcher. */
const switcher = (page: Page) => page.getByTestId("workspace-switcher");

describe.skipIf(!chromiumAvailable)("a workspace moved by its file", () => {
  const suite = useAppAndBrowser();

  it(
    "is downloaded by its owner, and imported from the settings by another user on a phone, in French, who then works in it",
    { timeout: 120_000 },
    async () => {
      // Ana, at her desk, keeps her clients in "Atelier Nord".
      const ana = await suite.openPage();
      await signUpThroughScreen(ana.page, uniqueEmail("ana"));
      expect((await callApi(ana.page, "PATCH", `/workspaces/${await activeWorkspaceId(ana.page)}`, { name: "Atelier Nord" })).status).toBe(
        200,
      );
      for (const name of ["Ada Lovelace", "Grace Hopper", "Émilie du Châtelet"]) await create(ana.page, "/clients", { name });

      await ana.page.goto("/settings/workspace");
      await ana.page.getByRole("heading", { name: "Export the workspace" }).waitFor();
      await ana.page.getByText("The file never holds passwords, API keys or sign-in links.").waitFor();
      expect(await findOverflows(ana.page)).toEqual([]);
      const link = ana.page.getByRole("link", { name: "Download the workspace file" });
      // Reached from the keyboard, as every link.
      await link.focus();
      const [download] = await Promise.all([ana.page.waitForEvent("download"), ana.page.keyboard.press("Enter")]);
      expect(download.suggestedFilename()).toMatch(/^atelier-nord-\d{4}-\d{2}-\d{2}\.clientele\.json$/);
      const path = (await download.path())!;
      const file = JSON.parse(await readFile(path, "utf8")) as { clients: { name: string }[] };
      expect(file.clients.map((client) => client.name).sort()).toEqual(["Ada Lovelace", "Grace Hopper", "Émilie du Châtelet"]);

      // Bruno, on his phone in French, has a workspace of his own; he imports Ana's from his settings.
      const bruno = await suite.openPage({ locale: "fr-FR", viewport: { width: 390, height: 844 } });
      const brunoEmail = uniqueEmail("bruno");
      await bruno.page.goto("/auth?lng=en");
      await signUpThroughScreen(bruno.page, brunoEmail);
      await bruno.page.goto("/settings?lng=fr");
      await bruno.page.getByRole("heading", { name: "Importer un espace de travail" }).waitFor();
      await bruno.page.getByText("Un fichier .json de 50\u00a0Mo au maximum.").waitFor();
      expect(await findOverflows(bruno.page)).toEqual([]);
      const input = bruno.page.getByLabel("Choisir un fichier d’espace de travail");
      await input.focus();
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      // A file that is no workspace file is refused with a sentence saying so, and changes nothing.
      await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello": "world"}') });
      await bruno.page.getByRole("alert").getByText("Ce n’est pas un fichier d’espace de travail Clientele.").waitFor();
      await expect.poll(() => switcher(bruno.page).textContent()).not.toBe("Atelier Nord");

      await input.setInputFiles(path);
      await bruno.page.waitForURL("**/dashboard");
      await bruno.page.getByText("Espace Atelier Nord importé\u00a0: vous y travaillez maintenant").waitFor();
      await expect.poll(() => switcher(bruno.page).textContent()).toBe("Atelier Nord");
      await bruno.page.goto("/clients");
      // On a phone the list shows its cards (the table is hidden).
      for (const name of ["Ada Lovelace", "Grace Hopper", "Émilie du Châtelet"]) {
        await bruno.page.getByText(name, { exact: true }).filter({ visible: true }).first().waitFor();
      }
      expect(await findOverflows(bruno.page)).toEqual([]);

      // His own data, from the settings: his account, and the imported workspace among his.
      await bruno.page.goto("/settings");
      const [mine] = await Promise.all([
        bruno.page.waitForEvent("download"),
        bruno.page.getByRole("link", { name: "Télécharger mes données" }).click(),
      ]);
      expect(mine.suggestedFilename()).toMatch(/^clientele-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await mine.path())!, "utf8")) as {
        account: { email: string };
        workspaces: { name: string; role: string }[];
      };
      expect(data.account.email).toBe(brunoEmail);
      expect(data.workspaces).toContainEqual(expect.objectContaining({ name: "Atelier Nord", role: "owner" }));
      expect(bruno.pageErrors).toEqual([]);
    },
  );
});
