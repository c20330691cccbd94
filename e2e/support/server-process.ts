import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = fileURLToPath(new URL("../../dist/server/main.js", import.meta.url));

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The built server as a child process on a data directory the caller owns, so that it can be
 * killed and started again on the same directory (startAppServer owns and removes its own).
 */
export interface ServerProcess {
  baseUrl: string;
  output(): string;
  /** Sends `signal` and resolves once the process has ended. */
  kill(signal: NodeJS.Signals): Promise<ProcessExit>;
}

/**
 * The environment of a built server or CLI run as in production, with `overrides`: Vitest's
 * BASE_URL ("/"), NODE_ENV and TEST must not reach the app, nor a DATABASE_URL of the shell.
 */
export function productionEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: "", BASE_URL: "", NODE_ENV: "production", TEST: "", ...overrides };
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
 * Starts `node dist/server/main.js` on PGlite in `dataDir` and waits until /api/health
 * answers. It runs as in production (NODE_ENV=production: better-auth checks Origin), on a
 * free port unless `env.PORT` names one (to restart a server where its clients expect it).
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error("dist/server/main.js is missing: run `npm run build` first");
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: productionEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ProcessExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    baseUrl,
    output: () => output,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}
