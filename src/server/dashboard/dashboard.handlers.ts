import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./dashboard.routes";
import * as service from "./dashboard.service";

export const getDashboard: RouteHandler<typeof routes.getDashboard, AppEnv> = async (c) => {
  const { owner } = c.req.valid("query");
  const ownerId = owner === "me" ? c.get("user").id : undefined;
  return c.json(await service.getDashboard(c.get("db"), { workspaceId: c.get("workspace").id, ownerId }), 200);
};

export const listActivity: RouteHandler<typeof routes.listActivity, AppEnv> = async (c) => {
  return c.json(await service.listActivity(c.get("db"), c.get("workspace").id, c.req.valid("query")), 200);
};
