// Builds the web app and the server (`npm run build`) unless dist/ was built from the sources as
// they are now: `npm start` runs this first, so a restart on an unchanged checkout starts at once,
// and a fresh clone or an edited one still starts what its source says (decision 1).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** What the build reads: the sources (tests aside), their configuration and the locked dependencies. */
export const BUILD_INPUTS = ["src", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
/** What the build writes that the server needs, besides the stamp. */
export const BUILD_OUTPUTS = ["dist/server/main.js", "dist/server/cli.js", "dist/web/index.html"];
export const STAMP = "dist/.build-inputs";

const isTest = (name) => /\.test\.tsx?$/.test(name);

function* filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile() && !isTest(entry.name)) yield child;
  }
}

/** A digest of every build input's path and content, and of the Node version that builds. */
export function inputsDigest(root) {
  const hash = createHash("sha256").update(`node ${process.versions.node.split(".")[0]}\n`);
  for (const input of BUILD_INPUTS) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? [...filesUnder(root, input)] : [input];
    for (const file of files)
      hash
        .update(`${file}\n`)
        .update(readFileSync(join(root, file)))
        .update("\n");
  }
  return hash.digest("hex");
}

/** Whether dist/ holds a complete build of the inputs as they are now. */
export function isBuildCurrent(root) {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp) || BUILD_OUTPUTS.some((output) => !existsSync(join(root, output)))) return false;
  return readFileSync(stamp, "utf8").trim() === inputsDigest(root);
}

/**
 * Runs `build` (a command line) in `root` unless the build is current, then stamps dist/ with the
 * inputs' digest taken before the build started: an edit made during the build is built next time.
 * Returns whether it built.
 */
export function buildIfChanged(root, build = "npm run build") {
  if (isBuildCurrent(root)) return false;
  const digest = inputsDigest(root);
  const result = spawnSync(build, { cwd: root, shell: true, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the build failed (${build}: exit ${result.status ?? result.signal})`);
  writeFileSync(join(root, STAMP), `${digest}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  try {
    if (!buildIfChanged(root)) console.log("The build is up to date with the sources: starting it.");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
