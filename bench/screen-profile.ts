/**
 * Where a screen's first load spends the main thread, as Lighthouse's simulated phone would see
 * it: the built server, a user with 30 clients, Chromium at 4× CPU slowdown and a phone's width,
 * a JavaScript CPU profile of the page's first 6 seconds, its self time summed by source file
 * (read through the build's source maps) and by function. For finding the long tasks behind a
 * low Lighthouse score (docs/performance.md "Lighthouse"):
 *
 *   npm run build && npx tsx bench/screen-profile.ts /clients
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/browser";
import { createThroughApi, signUpThroughApi } from "../e2e/support/screen-javascript";
import { E2E_PASSWORD, uniqueEmail } from "../e2e/support/users";

const CPU_SLOWDOWN = 4;
const PROFILED_MS = 6_000;
const SAMPLING_INTERVAL_US = 200;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function profileScreen(path: string): Promise<Profile> {
  const server = await startAppServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookies = await signUpThroughApi(server.baseUrl, uniqueEmail("screen-profile"), E2E_PASSWORD);
    for (let n = 1; n <= 30; n++) {
      await createThroughApi(server.baseUrl, cookies, "/clients", {
        name: `Client ${n}`,
        company: `Company ${n}`,
        email: `client${n}@example.com`,
      });
    }
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const { hostname } = new URL(server.baseUrl);
    await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: hostname, path: "/" })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    await cdp.send("Profiler.start");
    await page.goto(server.baseUrl + path);
    await page.waitForTimeout(PROFILED_MS);
    return ((await cdp.send("Profiler.stop")) as unknown as { profile: Profile }).profile;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The source file a frame's code comes from: `src/…`, or `nm/<package>` for a dependency. */
function sourceFileOf(frame: ProfileNode["callFrame"], sourceMaps: Map<string, SourceMap | null>): string {
  const asset = /\/assets\/(.+\.js)$/.exec(frame.url)?.[1];
  if (!asset) return frame.url || frame.functionName;
  if (!sourceMaps.has(asset)) {
    const map = fileURLToPath(new URL(`../dist/web/assets/${asset}.map`, import.meta.url));
    sourceMaps.set(asset, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, "utf8")) as never) : null);
  }
  const entry = sourceMaps.get(asset)?.findEntry(frame.lineNumber, frame.columnNumber);
  const source = (entry && "originalSource" in entry && entry.originalSource) || frame.url;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return dependency ? `nm/${dependency}` : source.replace(/^.*?\bsrc\//, "src/");
}

function selfTimes(profile: Profile): { byFile: Map<string, number>; byFunction: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sourceMaps = new Map<string, SourceMap | null>();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const ms = profile.timeDeltas[index]! / 1000;
    const file = sourceFileOf(frame, sourceMaps);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${file} ${frame.functionName || "(anonymous)"}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byFile, byFunction };
}

const largest = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);

const path = process.argv[2] ?? "/clients";
const { byFile, byFunction } = selfTimes(await profileScreen(path));
console.log(`${path}, ${CPU_SLOWDOWN}× CPU slowdown, self time by source file:`);
console.log(largest(byFile, 25).join("\n"));
console.log("by function:");
console.log(largest(byFunction, 25).join("\n"));
