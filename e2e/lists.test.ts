import { describe, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

/** What the clients, inventory and orders lists share (components/paginated-list.tsx). */
describe.skipIf(!chromiumAvailable)("the record count of a list", () => {
  const suite = useAppAndBrowser();

  it("says where the count of a search stopped: 1.000+ clients in German", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    // One more match than a search counts, added 20 at a time from the page.
    await page.evaluate(async () => {
      const add = (index: number) =>
        fetch("/api/v1/clients", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `Widely Matched ${index}` }),
        });
      for (let first = 0; first < 1001; first += 20) {
        await Promise.all(Array.from({ length: Math.min(20, 1001 - first) }, (_, offset) => add(first + offset)));
      }
    });
    await page.goto("/clients?lng=de");
    await page.getByTestId("record-count").getByText("1.001 Kunden", { exact: true }).waitFor();
    await page.getByRole("searchbox").fill("widely");
    await page.getByTestId("record-count").getByText("1.000+ Kunden", { exact: true }).waitFor();
    await page.getByRole("searchbox").fill("widely matched 1000");
    await page.getByTestId("record-count").getByText("1 Kunde", { exact: true }).waitFor();
    await context.close();
  });
});
