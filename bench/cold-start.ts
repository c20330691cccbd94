/**
 * Time from launching the server to the first successful GET /api/health: `node
 * dist/server/main.js` on a new (empty) PGlite data directory and on an existing one, and
 * `npm start` on an existing build and data directory (its build step finds nothing changed).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = [process.execPath, "dist/server/main.js"];
const NPM_START = ["npm", "start", "--silent"];

async function timeToFirstHealthyResponse(dataDir: string, port: number, [command, ...args] = SERVER): Promise<number> {
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", BASE_URL: "", DATABASE_URL: "" },
    stdio: "ignore",
    // npm starts the server as its child: the whole group is stopped.
    detached: true,
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error("the server did not start within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    // The server itself, npm's child, may outlive npm by a moment: wait for the port to be free.
    for (let waited = 0; waited < 10_000; waited += 50) {
      try {
        await fetch(`http://127.0.0.1:${port}/api/health`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } catch {
        break;
      }
    }
  }
}

export async function coldStart(port = 3917) {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-bench-"));
  try {
    const firstStartMs = await timeToFirstHealthyResponse(dataDir, port);
    const restarts: number[] = [];
    for (let run = 0; run < 3; run++) restarts.push(await timeToFirstHealthyResponse(dataDir, port));
    const npmStarts: number[] = [];
    for (let run = 0; run < 3; run++) npmStarts.push(await timeToFirstHealthyResponse(dataDir, port, NPM_START));
    const median = (figures: number[]) => figures.sort((a, b) => a - b)[1]!;
    return { firstStartMs, restartMs: median(restarts), npmStartMs: median(npmStarts) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
