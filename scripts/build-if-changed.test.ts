import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error A plain script, run by `npm start` before TypeScript tooling is needed.
import { buildIfChanged } from "./build-if-changed.mjs";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** A build that writes what the server needs and counts its runs in builds.txt. */
const BUILD = [
  "mkdir -p dist/server dist/web",
  "echo server > dist/server/main.js",
  "echo cli > dist/server/cli.js",
  "echo page > dist/web/index.html",
  "echo built >> builds.txt",
].join(" && ");
const builds = () => readFileSync(join(root, "builds.txt"), "utf8").trim().split("\n").length;
const start = (): boolean => buildIfChanged(root, BUILD);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "clientele-build-"));
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("vite.config.ts", "export default {};");
  write("src/server/main.ts", "console.log('v1');");
  write("src/server/main.test.ts", "test");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build step", () => {
  it("builds a fresh checkout, and not again while nothing changed", () => {
    expect(start()).toBe(true);
    expect(start()).toBe(false);
    expect(start()).toBe(false);
    expect(builds()).toBe(1);
  });

  it("builds again after a source, the configuration or the locked dependencies change", () => {
    start();
    write("src/server/main.ts", "console.log('v2');");
    expect(start()).toBe(true);
    write("src/web/new-screen.tsx", "export {};");
    expect(start()).toBe(true);
    write("vite.config.ts", "export default { base: '/' };");
    expect(start()).toBe(true);
    write("package-lock.json", '{"lockfileVersion": 3}');
    expect(start()).toBe(true);
    unlinkSync(join(root, "src/web/new-screen.tsx"));
    expect(start()).toBe(true);
    expect(builds()).toBe(6);
  });

  it("does not build for a change to a test alone", () => {
    start();
    write("src/server/main.test.ts", "another test");
    expect(start()).toBe(false);
  });

  it("builds again when part of the build is missing", () => {
    start();
    unlinkSync(join(root, "dist/web/index.html"));
    expect(start()).toBe(true);
    rmSync(join(root, "dist/.build-inputs"));
    expect(start()).toBe(true);
    expect(builds()).toBe(3);
  });

  it("reports a failed build and tries again at the next start", () => {
    expect(() => buildIfChanged(root, "exit 3")).toThrow(/the build failed .*exit 3/);
    expect(start()).toBe(true);
    expect(builds()).toBe(1);
  });
});
