import type { RouteHandler } from "@hono/zod-openapi";
import { pingDatabase } from "../db/database";
import type { AppEnv } from "../http/app-env";
import type { getHealth } from "./health.routes";

export const getHealthHandler: RouteHandler<typeof getHealth, AppEnv> = async (c) => {
  try {
    await pingDatabase(c.get("db"));
    return c.json({ status: "ok" as const, db: "ok" as const }, 200);
  } catch (error) {
    c.get("logger").error({ err: error }, "health check: database unreachable");
    return c.json({ status: "unavailable" as const, db: "unreachable" as const }, 503);
  }
};
