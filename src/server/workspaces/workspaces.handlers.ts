import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./workspaces.routes";
import * as service from "./workspaces.service";

export const listWorkspaces: RouteHandler<typeof routes.listWorkspaces, AppEnv> = async (c) => {
  const items = await service.listWorkspaces(c.get("db"), c.get("user").id, c.get("workspace").id);
  return c.json({ items }, 200);
};
