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

export const listMembers: RouteHandler<typeof routes.listMembers, AppEnv> = async (c) => {
  const items = await service.listMembers(c.get("db"), c.get("user").id, c.req.valid("param").id);
  return c.json({ items }, 200);
};

export const activateWorkspace: RouteHandler<typeof routes.activateWorkspace, AppEnv> = async (c) => {
  const credential = c.get("credential");
  // requireSignedInSession has refused API keys.
  if (credential.kind !== "session") throw new Error("activating a workspace needs a session");
  return c.json(await service.activateWorkspace(c.get("db"), credential.sessionId, c.get("user").id, c.req.valid("param").id), 200);
};

export const updateMember: RouteHandler<typeof routes.updateMember, AppEnv> = async (c) => {
  const { id, user_id } = c.req.valid("param");
  return c.json(await service.changeMemberRole(c.get("db"), c.get("user").id, id, user_id, c.req.valid("json").role), 200);
};

export const removeMember: RouteHandler<typeof routes.removeMember, AppEnv> = async (c) => {
  const { id, user_id } = c.req.valid("param");
  await service.removeMember(c.get("db"), c.get("user").id, id, user_id);
  return c.body(null, 204);
};
