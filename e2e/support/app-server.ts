import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_IMAGE_VARIABLE } from "./data-image";

export const SERVER_ENTRY = fileURLToPath(new URL("../../dist/server/main.js", import.meta.url));

export interface AppServer {
  baseUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built app (`node dist/server/main.js`, as `npm start` does) on a free
 * port with a fresh PGlite data directory, and waits until it answers. The directory is a copy
 * of the run's migrated one when the browser tests' global setup made it (data-image.ts), else
 * empty: the same database either way, without its creation's five seconds.
 */
export async function startAppServer(env: Record<string, string> = {}, entry = SERVER_ENTRY): Promise<AppServer> {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-e2e-"));
  const image = process.env[DATA_IMAGE_VARIABLE];
  if (image) cpSync(image, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [entry], {
    // Vitest puts its own BASE_URL ("/") into process.env: the app must not inherit it.
    // NODE_ENV=production: Vitest sets "test", under which better-auth skips its Origin checks.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      BASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const baseUrl = `http://localhost:${port}`;
  // A first start creates the PGlite database and applies the migrations: seconds, more on a busy machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
