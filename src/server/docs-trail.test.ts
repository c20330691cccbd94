import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The code, its tests, the benches and the docs cite two documents: docs/decisions.md, by
 * number ("docs/decisions.md 65", or "decision 65" inside docs/), and docs/product.md, by
 * section name (docs/product.md "Orders"). Every citation must lead somewhere: a decision
 * heading ("## 65. …"), a product.md heading. Documents outside the repository are never
 * cited. Only tracked files are read (`git ls-files`), so work in progress does not count.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["src", "e2e", "bench", "docs", "scripts", "drizzle", "README.md"];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|sql|json|css|html)$/;

/** Names of documents that are not part of the repository, written so that this file does not match them. */
const OUTSIDE_DOCUMENTS = new RegExp(
  [`\\b${["DESIGN", "md"].join("\\.")}\\b`, `\\b${["SPEC", "md"].join("\\.")}\\b`, ["spec", "sections?\\b"].join("\\s+")].join("|"),
  "i",
);

/** "decision 12", "decisions 25 and 27", "decisions 7, 20", and "docs/decisions.md 65" (with backticks or "decision"). */
const NUMBER_LIST = String.raw`(\d+(?:(?:,\s*|\s+and\s+|\s+or\s+)\d+)*)`;
const DECISION_CITATIONS = [
  new RegExp(String.raw`\bdecisions?\s+${NUMBER_LIST}`, "gi"),
  new RegExp(String.raw`decisions\.md\x60?,?\s+(?:decisions?\s+)?${NUMBER_LIST}`, "gi"),
];
/** docs/product.md "Orders", docs/product.md "Orders" and "Order detail" (the path may be in backticks). */
const PRODUCT_CITATION = /product\.md`?,?\s+("[^"\n]+"(?:(?:,\s*|\s+and\s+)"[^"\n]+")*)/g;

function trackedFiles(): { path: string; text: string }[] {
  const listing = execFileSync("git", ["ls-files", "-z", "--", ...SCANNED], { cwd: ROOT, encoding: "utf8" });
  return listing
    .split("\0")
    .filter((path) => TEXT_FILE.test(path) || path === "README.md")
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");

const headingsOf = (markdown: string) => [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim());

const files = trackedFiles();
const fileText = (path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not tracked`);
  return file.text;
};
const decisionsText = fileText("docs/decisions.md");
const productText = fileText("docs/product.md");
const decisionHeadings = new Map([...decisionsText.matchAll(/^## (\d+)\. (.+)$/gm)].map((match) => [Number(match[1]), match[0].slice(3)]));
const productHeadings = headingsOf(productText);

describe("the trail of decisions and product rules", () => {
  it("reads the tracked files", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(decisionHeadings.size).toBeGreaterThan(60);
  });

  it("cites no document from outside the repository", () => {
    const mentions = files.flatMap(({ path, text }) =>
      text.split("\n").flatMap((line, index) => (OUTSIDE_DOCUMENTS.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(mentions).toEqual([]);
  });

  it("numbers decisions 1, 2, 3… without a gap or a repeat", () => {
    const numbers = [...decisionsText.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it("cites only decisions that exist", () => {
    const missing: string[] = [];
    for (const { path, text } of files) {
      for (const pattern of DECISION_CITATIONS) {
        for (const match of text.matchAll(pattern)) {
          for (const number of match[1]!.match(/\d+/g)!.map(Number)) {
            if (!decisionHeadings.has(number)) missing.push(`${path}:${lineOf(text, match.index)}: decision ${number}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites only sections of docs/product.md that exist, each named by one heading", () => {
    const duplicated = productHeadings.filter((heading, index) => productHeadings.indexOf(heading) !== index);
    expect(duplicated).toEqual([]);
    const missing: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(PRODUCT_CITATION)) {
        for (const [, section] of match[1]!.matchAll(/"([^"]+)"/g)) {
          if (!productHeadings.includes(section!)) missing.push(`${path}:${lineOf(text, match.index)}: "${section}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("links each decision from the index by area, and every link of the index and of product.md to a heading", () => {
    const index = decisionsText.slice(decisionsText.indexOf("## Index by area"), decisionsText.indexOf("\n## 1. "));
    const indexed = new Set([...index.matchAll(/\[(\d+)\. /g)].map((match) => Number(match[1])));
    const notIndexed = [...decisionHeadings.keys()].filter((number) => !indexed.has(number));
    expect(notIndexed, "add each decision to the index at the top of docs/decisions.md").toEqual([]);

    for (const [path, text] of [
      ["docs/decisions.md", decisionsText],
      ["docs/product.md", productText],
    ] as const) {
      const anchors = new Set(headingsOf(text).map(anchorOf));
      const broken = [...text.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!).filter((anchor) => !anchors.has(anchor));
      expect(broken, path).toEqual([]);
    }
    for (const match of index.matchAll(/\[(\d+)\. [^\]]*\]\(#([^)]+)\)/g)) {
      expect(match[2], `index entry ${match[1]}`).toBe(anchorOf(decisionHeadings.get(Number(match[1]))!));
    }
  });
});
