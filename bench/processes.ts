/** What the benchmarks that start servers as child processes share. */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = fileURLToPath(new URL("../dist/server/main.js", import.meta.url));

/**
 * Starts the built server (`node dist/server/main.js`, as `npm start` does) in production mode
 * on 127.0.0.1:`port` with `env` over its defaults, and waits until /api/health answers. Its
 * errors (a request answered 500 among them) are printed with the bench's output.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  { nodeArgs = [], stdio = ["ignore", "inherit", "inherit"] }: { nodeArgs?: string[]; stdio?: StdioOptions } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      BASE_URL: "",
      DATABASE_URL: "",
      ...env,
    },
    stdio,
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error("the server did not start within 60 s");
    await settle(20);
  }
}

/** Sends SIGTERM and waits for the process to end. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A port nothing listens on at the moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

/** A process's resident set size from /proc/<pid>/status (VmRSS), the figure `ps` and `top` show, in bytes. */
export function vmRss(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb[1]) * 1024;
}

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
