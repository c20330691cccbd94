import { describe, expect, it } from "vitest";
import { formatTaxPercent } from "./tax-rates";

/** The spaces Intl puts before % (no-break or narrow no-break, by language and ICU version) as plain ones. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatTaxPercent", () => {
  it("writes a rate's percent as the interface language does, with its decimals and no residue", () => {
    expect(formatTaxPercent(20, "en")).toBe("20%");
    expect(plain(formatTaxPercent(5.5, "fr"))).toBe("5,5 %");
    expect(plain(formatTaxPercent(5.5, "de"))).toBe("5,5 %");
    expect(plain(formatTaxPercent(2.125, "es"))).toBe("2,125 %");
    expect(formatTaxPercent(0.1 + 0.2, "pt")).toBe("0,3%");
    expect(formatTaxPercent(19.6, "en")).toBe("19.6%");
  });
});
