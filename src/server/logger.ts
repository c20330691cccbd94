import pino, { type Logger } from "pino";
import type { Env } from "./env";

/** Log lines are written in blocks of this many bytes, or at least every FLUSH_EVERY_MS. */
const WRITE_BLOCK_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * JSON lines on stdout, written asynchronously in blocks of 4 KB (about 20 request lines)
 * instead of one write per line, which cost about 3% of an API request's CPU
 * (docs/performance.md), and at least once a second. A stopping server writes what is left
 * with exitAfterLogs; a killed one (SIGKILL, out of memory) may lose its last second.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL">): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "clientele" },
      redact: ["req.headers.cookie", "req.headers.authorization"],
    },
    pino.destination({ dest: 1, sync: false, minLength: WRITE_BLOCK_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}

/**
 * Exits once every line logged so far is written. pino would write the rest synchronously at
 * exit anyway, but beside a block still being written asynchronously, so lines could land
 * out of order; flushing first waits for that block.
 */
export function exitAfterLogs(logger: Logger, code: number): void {
  logger.flush(() => process.exit(code));
}
