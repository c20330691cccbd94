import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./workspaces.routes";
import * as service from "./workspaces.service";

export const listWorkspaces: RouteHandler<typeof routes.listWorkspaces, AppEnv> = async (c) => {
  const items = await service.listWorkspaces(c.get("db"), c.get("user").id, c.get("workspace").id);
  return c.json({ items }, 200);
};

export const getWorkspace: RouteHandler<typeof routes.getWorkspace, AppEnv> = async (c) => {
  return c.json(await service.getWorkspace(c.get("db"), c.get("user").id, c.req.valid("param").id), 200);
};

export const updateWorkspace: RouteHandler<typeof routes.updateWorkspace, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateWorkspace(c.get("db"), c.get("user").id, id, c.req.valid("json")), 200);
};
