import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ASSETS = fileURLToPath(new URL("../dist/web/assets/", import.meta.url));

/**
 * A currency sign written into the code instead of taken from the workspace's currency
 * (docs/decisions.md 96): a string that is exactly "$", a template that starts with a dollar
 * before its first value (`$${amount}` wrote every amount in US dollars), or a dollar in JSX
 * text before a value (`<span>${total}</span>`).
 */
const HARD_CODED_DOLLAR = [/(["'`])\$\1/g, /`\$\$\{/g, />\s*\$\s*\{/g];

/** Each match with some code around it, for the failure message. */
function hardCodedDollars(code: string): string[] {
  return HARD_CODED_DOLLAR.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => code.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, " ")),
  );
}

/**
 * The app's own modules the built scripts were made of, with their text, from the scripts'
 * source maps: the minifier writes every string of the libraries as a template, and React's
 * own "$" markers would hide ours.
 */
function bundledOwnModules(): Map<string, string> {
  if (!existsSync(ASSETS)) throw new Error("dist/web is missing: run `npm run build` first");
  const modules = new Map<string, string>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith(".js.map"))) {
    const map = JSON.parse(readFileSync(`${ASSETS}${file}`, "utf8")) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, index) => {
      const text = map.sourcesContent?.[index];
      const own = /(?:^|\/)src\/(?:web|shared)\/.*$/.exec(source)?.[0].replace(/^\//, "");
      if (own && !source.includes("node_modules") && typeof text === "string") modules.set(own, text);
    });
  }
  return modules;
}

describe("the built web app", () => {
  it("writes no dollar sign of its own: every amount takes the workspace's currency", () => {
    const modules = bundledOwnModules();
    expect([...modules.keys()], "the money formatting is among the modules read").toContain("src/web/lib/format.ts");
    const found = [...modules].flatMap(([path, text]) => hardCodedDollars(text).map((code) => `${path}: …${code}…`));
    expect(found).toEqual([]);
  });

  it("would catch the way amounts were written before they had a currency", () => {
    const before = "return `$${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(amount)}`;";
    expect(hardCodedDollars(before)).toHaveLength(1);
    expect(hardCodedDollars('return "$" + amount.toFixed(2);')).toHaveLength(1);
    expect(hardCodedDollars("<span>${formatted}</span>")).toHaveLength(1);
    expect(hardCodedDollars('text.replace(/[.*+?^${}()|[\\]\\\\]/g, "\\\\$&")')).toEqual([]);
    expect(hardCodedDollars("`${count} items`")).toEqual([]);
  });
});
