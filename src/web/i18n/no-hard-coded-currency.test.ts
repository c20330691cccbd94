import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";

type Tree = { [key: string]: string | Tree };

/** "a.b.c" → text, for every text of a locale file. */
function texts(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

/**
 * A dollar sign written next to an amount: "$1", "$ 19.99", "19,99 $", "${{amount}}",
 * "{{total}} $". Amounts take the workspace's currency from Intl (docs/decisions.md 96), so
 * a translation never writes one.
 */
const DOLLAR_NEXT_TO_AN_AMOUNT = /\$\s?(?:\d|\{\{)|(?:\d|\}\})\s?\$/;

describe("the locale files", () => {
  it.each(LANGUAGE_CODES)("write no currency sign next to an amount in %s", (language) => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, "locales", `${language}.json`), "utf8")) as Tree;
    const offending = texts(file).filter(([, text]) => DOLLAR_NEXT_TO_AN_AMOUNT.test(text));
    expect(offending.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("would catch a dollar written before or after an amount, or an interpolated one", () => {
    for (const text of ["Total: ${{amount}}", "$1 off", "{{total}} $", "19,99 $", "Price: $ 5"]) {
      expect(DOLLAR_NEXT_TO_AN_AMOUNT.test(text), text).toBe(true);
    }
    for (const text of ["$t(common.save)", "Save 5 items", "Cost in {{currency}}"]) {
      expect(DOLLAR_NEXT_TO_AN_AMOUNT.test(text), text).toBe(false);
    }
  });
});
