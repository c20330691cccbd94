import pino, { type Logger } from "pino";
import type { Env } from "./env";

export function createLogger(env: Pick<Env, "LOG_LEVEL">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "clientele" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
