import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { windows1252, xlsxFile } from "../src/server/imports/test-files";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A CSV file as a German spreadsheet saves it: semicolons, CRLF. */
const germanCsv = (rows: string[][]) => rows.map((row) => row.join(";")).join("\r\n") + "\r\n";

/** Gives the dialog's file input a file, as choosing it in the browser's picker would. */
async function chooseFile(dialog: Locator, name: string, content: string | Uint8Array) {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: name.endsWith(".xlsx") ? XLSX_TYPE : "text/csv",
    buffer: Buffer.from(content),
  });
}

/** The text of the option a select shows. */
const shownOption = (select: Locator) => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? "");

/** Opens the import dialog of the screen at `path`, in German. */
async function openImportDialog(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(`${path}?lng=de`);
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: "Datei auswählen" }).waitFor();
  return dialog;
}

describe.skipIf(!chromiumAvailable)("importing a file", () => {
  const suite = useAppAndBrowser();

  it("imports clients from a German CSV file through the mapping step, shows its progress, and reports the skipped row", async () => {
    const { page, context } = await suite.openPage();
    const owner = (await signUpThroughScreen(page)).split("@")[0]!;
    const dialog = await openImportDialog(page, "/clients", "Kunden importieren");
    await dialog.getByText("Höchstens 10 MB und 50.000 Zeilen.").waitFor();

    const csv = germanCsv([
      ["Name", "Firma", "E-Mail", "Telefon", "Status"],
      ["Anna Müller", "Müller GmbH", "anna@example.de", "+49 30 1234567", "Interessiert"],
      ["Bernd Schäfer", "Schäfer & Söhne", "bernd-at-example", "", "Kontaktiert"],
      ["Clara Weiß", "Weiß AG", "clara@example.de", "+49 89 7654321", "In Verhandlung"],
    ]);
    await chooseFile(dialog, "kunden.csv", csv);

    // The mapping step: the file's columns guessed from its German headers.
    await dialog.getByRole("heading", { name: "3 Zeilen in der Datei" }).waitFor();
    const preview = dialog.getByRole("region", { name: "Die ersten Zeilen der Datei" });
    expect(await preview.getByRole("columnheader").allTextContents()).toEqual(["Name", "Firma", "E-Mail", "Telefon", "Status"]);
    await preview.getByRole("cell", { name: "Schäfer & Söhne" }).waitFor();
    expect(await shownOption(dialog.getByLabel("Name (Pflichtfeld)"))).toBe("Name");
    expect(await shownOption(dialog.getByLabel("Unternehmen", { exact: true }))).toBe("Firma");
    expect(await shownOption(dialog.getByLabel("E-Mail", { exact: true }))).toBe("E-Mail");
    expect(await shownOption(dialog.getByLabel("Telefon", { exact: true }))).toBe("Telefon");
    expect(await shownOption(dialog.getByLabel("Status", { exact: true }))).toBe("Status");
    expect(await shownOption(dialog.getByLabel("Position", { exact: true }))).toBe("— Nicht importieren —");
    expect(await dialog.getByRole("group", { name: "Zahlen in der Datei" }).count(), "clients have no numbers to read").toBe(0);
    expect(await dialog.getByLabel("Zeilen überspringen, die einem vorhandenen Kunden entsprechen (gleiche E-Mail)").isChecked()).toBe(
      true,
    );

    // The required field is checked before anything is sent.
    await dialog.getByLabel("Name (Pflichtfeld)").selectOption({ label: "— Nicht importieren —" });
    await dialog.getByRole("button", { name: "3 Zeilen importieren" }).click();
    await dialog.getByText("Wählen Sie eine Spalte für „Name“: Ohne sie kann keine Zeile importiert werden.").waitFor();
    await dialog.getByLabel("Name (Pflichtfeld)").selectOption({ label: "Name" });

    // The first progress the server reports is held on screen until it has been checked.
    let polls = 0;
    let releaseProgress = () => {};
    const progressChecked = new Promise<void>((resolve) => (releaseProgress = resolve));
    await page.route(/\/api\/v1\/imports\/[0-9a-f-]{36}$/, async (route) => {
      polls++;
      const response = await route.fetch();
      if (polls > 1) {
        await progressChecked;
        return route.fulfill({ response });
      }
      const running = {
        ...((await response.json()) as object),
        status: "running",
        progress: { processed: 2500, total: 10000 },
        report: null,
      };
      return route.fulfill({ response, json: running });
    });
    await dialog.getByRole("button", { name: "3 Zeilen importieren" }).click();
    const progress = dialog.getByRole("progressbar", { name: "Import läuft" });
    await dialog.getByText("2.500 von 10.000 Zeilen importiert").waitFor();
    expect(await progress.getAttribute("aria-valuenow")).toBe("2500");
    expect(await progress.getAttribute("aria-valuemax")).toBe("10000");
    expect(await progress.getAttribute("aria-valuetext")).toBe("2.500 von 10.000 Zeilen importiert");
    releaseProgress();

    // The report, in German.
    await dialog.getByRole("heading", { name: "Import abgeschlossen" }).waitFor();
    await page.unroute(/\/api\/v1\/imports\//);
    await dialog.getByText("2 neu, 0 aktualisiert, 1 übersprungen", { exact: true }).waitFor();
    const skipped = dialog.getByRole("region", { name: "Übersprungene Zeilen" });
    expect(await skipped.getByRole("columnheader").allTextContents()).toEqual(["Zeile", "Feld", "Grund", "Wert"]);
    expect(await skipped.locator("tbody tr").count()).toBe(1);
    expect(await skipped.locator("tbody tr").first().getByRole("cell").allTextContents()).toEqual([
      "3",
      "E-Mail",
      "Ungültige E-Mail-Adresse",
      "bernd-at-example",
    ]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Bericht herunterladen (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clients-import-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await download.path())!, "utf8")).toBe(
      "\uFEFFZeile;Feld;Grund;Wert\r\n3;E-Mail;Ungültige E-Mail-Adresse;bernd-at-example\r\n",
    );

    // Closed, the dialog leaves the list showing the imported clients.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const anna = page.getByRole("row", { name: /Anna Müller/ });
    await anna.waitFor();
    expect(await anna.getByRole("cell").allTextContents()).toEqual([
      "Anna Müller",
      "Müller GmbH",
      "-",
      "anna@example.de",
      "+49 30 1234567",
      owner,
      "Interessiert",
      "",
    ]);
    await page
      .getByRole("row", { name: /Clara Weiß/ })
      .getByText("In Verhandlung")
      .waitFor();
    expect(await page.getByRole("row", { name: /Bernd Schäfer/ }).count()).toBe(0);
    await context.close();
  });

  it("imports inventory with German number formats: guessed, or chosen when the file cannot tell, and from an xlsx file", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    let dialog = await openImportDialog(page, "/inventory", "Artikel importieren");

    await chooseFile(
      dialog,
      "lager.csv",
      germanCsv([
        ["Artikelname", "Menge", "Stückpreis"],
        ["Schreibtisch", "12", "1.234,50"],
        ["Bürostuhl", "30", "249,99"],
      ]),
    );
    await dialog.getByRole("heading", { name: "2 Zeilen in der Datei" }).waitFor();
    expect(await shownOption(dialog.getByLabel("Artikelname (Pflichtfeld)"))).toBe("Artikelname");
    expect(await shownOption(dialog.getByLabel("Stückpreis", { exact: true }))).toBe("Stückpreis");
    expect(await dialog.getByLabel("1.234,50 (Dezimalkomma)").isChecked(), "1.234,50 can only be German").toBe(true);
    await dialog.getByRole("button", { name: "2 Zeilen importieren" }).click();
    await dialog.getByText("2 neu, 0 aktualisiert, 0 übersprungen", { exact: true }).waitFor();
    expect(await dialog.getByRole("region", { name: "Übersprungene Zeilen" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Weitere Datei importieren" }).click();

    // "1.500" is fifteen hundred in German and one and a half in English: the user says which.
    await chooseFile(
      dialog,
      "nachlieferung.csv",
      germanCsv([
        ["Artikelname", "Menge", "Stückpreis"],
        ["Lampe", "5", "1.500"],
        ["Schreibtisch", "20", "1.100"],
      ]),
    );
    await dialog.getByRole("heading", { name: "2 Zeilen in der Datei" }).waitFor();
    expect(await dialog.getByLabel("1,234.50 (Dezimalpunkt)").isChecked()).toBe(false);
    expect(await dialog.getByLabel("1.234,50 (Dezimalkomma)").isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "2 Zeilen importieren" }).click();
    await dialog.getByText("Wählen Sie, wie die Datei Zahlen schreibt.").waitFor();
    await dialog.getByLabel("1.234,50 (Dezimalkomma)").check();
    await dialog.getByLabel("Den vorhandenen Artikel aktualisieren").check();
    await dialog.getByRole("button", { name: "2 Zeilen importieren" }).click();
    await dialog.getByText("1 neu, 1 aktualisiert, 0 übersprungen", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Weitere Datei importieren" }).click();

    // An xlsx file's numbers come typed: no number format, no encoding to choose.
    await chooseFile(
      dialog,
      "lager.xlsx",
      xlsxFile([
        ["Artikelname", "Menge", "Stückpreis"],
        ["Monitor", 7, 189.9],
      ]),
    );
    await dialog.getByRole("heading", { name: "1 Zeile in der Datei" }).waitFor();
    expect(await dialog.getByRole("group", { name: "Zahlen in der Datei" }).count()).toBe(0);
    expect(await dialog.getByLabel("Zeichenkodierung").count()).toBe(0);
    await dialog.getByRole("button", { name: "1 Zeile importieren" }).click();
    await dialog.getByText("1 neu, 0 aktualisiert, 0 übersprungen", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const cells = async (name: string) =>
      page
        .getByRole("row", { name: new RegExp(name) })
        .getByRole("cell")
        .allTextContents();
    await page.getByRole("row", { name: /Monitor/ }).waitFor();
    expect(await cells("Schreibtisch")).toEqual(["Schreibtisch", "20", "1.100,00\u00a0$", ""]);
    expect(await cells("Bürostuhl")).toEqual(["Bürostuhl", "30", "249,99\u00a0$", ""]);
    expect(await cells("Lampe")).toEqual(["Lampe", "5", "1.500,00\u00a0$", ""]);
    expect(await cells("Monitor")).toEqual(["Monitor", "7", "189,90\u00a0$", ""]);

    // The dialog opens afresh on its first step.
    await page.getByRole("button", { name: "Importieren", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Artikel importieren" });
    await dialog.getByRole("button", { name: "Datei auswählen" }).waitFor();
    await context.close();
  });

  it("works on a 390 px phone and by keyboard: refusals, the encoding, the stacked mapping, the report", async () => {
    const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
    await signUpThroughScreen(page);
    await page.goto("/clients?lng=de");
    const opener = page.getByRole("button", { name: "Importieren", exact: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Kunden importieren" });
    const chooser = dialog.getByRole("button", { name: "Datei auswählen" });
    await chooser.waitFor();
    expect(await findOverflows(page)).toEqual([]);

    // The browser's picker, opened from the keyboard. Listening first, and not in the same breath as the
    // key press, lets the browser start intercepting the picker before it opens.
    const fileChooserOpened = page.waitForEvent("filechooser");
    await chooser.focus();
    expect(await chooser.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    const fileChooser = await fileChooserOpened;
    await fileChooser.setFiles({ name: "leer.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) });
    await dialog.getByRole("alert").getByText("Die Datei ist leer.").waitFor();
    await chooseFile(dialog, "kunden.xls", "Name\r\nAnna\r\n");
    await dialog.getByRole("alert").getByText("Wählen Sie eine CSV-Datei (.csv, .txt) oder eine Excel-Arbeitsmappe (.xlsx).").waitFor();

    // A file saved by an older Excel, in Windows-1252.
    const latin1 = windows1252(
      germanCsv([
        ["Name", "Firma", "E-Mail", "Telefon", "Straße und Hausnummer", "Stadt", "Status"],
        ["Jürgen Groß", "Groß & Söhne", "juergen@example.de", "+49 40 555", "Hauptstraße 1", "Köln", "Gewonnen"],
      ]),
    );
    await chooseFile(dialog, "kunden-alt.csv", latin1);

    const heading = dialog.getByRole("heading", { name: "1 Zeile in der Datei" });
    await heading.waitFor();
    await expect
      .poll(() => heading.evaluate((element) => element === document.activeElement), { message: "the step takes the focus" })
      .toBe(true);
    const preview = dialog.getByRole("region", { name: "Die ersten Zeilen der Datei" });
    await preview.getByRole("cell", { name: "Jürgen Groß" }).waitFor();
    const encoding = dialog.getByLabel("Zeichenkodierung");
    expect(await shownOption(encoding)).toBe("Windows-1252 (Latin-1, ältere Excel-Dateien)");
    await encoding.selectOption("utf-8");
    await expect.poll(() => preview.getByRole("cell").first().textContent()).toBe("J\uFFFDrgen Gro\uFFFD");
    await encoding.selectOption("windows-1252");
    await preview.getByRole("cell", { name: "Jürgen Groß" }).waitFor();

    // The preview scrolls sideways inside the dialog, and the mapping is one column of fields.
    expect(await preview.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const left = async (label: string) => (await dialog.getByLabel(label, { exact: true }).boundingBox())!.x;
    expect(await left("E-Mail")).toBe(await left("Name (Pflichtfeld)"));
    expect(await left("Telefon")).toBe(await left("Name (Pflichtfeld)"));
    expect(await findOverflows(page)).toEqual([]);

    await dialog.getByRole("button", { name: "1 Zeile importieren" }).focus();
    await page.keyboard.press("Enter");
    await dialog.getByText("1 neu, 0 aktualisiert, 0 übersprungen", { exact: true }).waitFor();
    expect(await findOverflows(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement), { message: "the focus goes back to Import" })
      .toBe(true);
    await page.getByRole("link", { name: "Jürgen Groß" }).waitFor();
    await context.close();
  });
});
