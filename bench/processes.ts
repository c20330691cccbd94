/** What the benchmarks that start servers as child processes share. */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

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
