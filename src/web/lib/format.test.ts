import { describe, expect, it } from "vitest";
import { formatMoney } from "./format";

describe("formatMoney", () => {
  it("shows $ and two decimals, grouped as the language writes numbers", () => {
    expect(formatMoney(1234.5, "en")).toBe("$1,234.50");
    expect(formatMoney(0, "en")).toBe("$0.00");
    expect(formatMoney(1234.5, "de")).toBe("$1.234,50");
    expect(formatMoney(1234.5, "fr")).toMatch(/^\$1\s234,50$/);
  });
});
