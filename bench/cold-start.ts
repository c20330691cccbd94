/**
 * Time from launching `node dist/server/main.js` to the first successful
 * GET /api/health, on a new (empty) PGlite data directory and on an existing one.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = fileURLToPath(new URL("../dist/server/main.js", import.meta.url));

async function timeToFirstHealthyResponse(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", BASE_URL: "", DATABASE_URL: "" },
    stdio: "ignore",
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
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export async function coldStart(port = 3917) {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-bench-"));
  try {
    const firstStartMs = await timeToFirstHealthyResponse(dataDir, port);
    const restarts: number[] = [];
    for (let run = 0; run < 3; run++) restarts.push(await timeToFirstHealthyResponse(dataDir, port));
    return { firstStartMs, restartMs: restarts.sort((a, b) => a - b)[1]! };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
