import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./api-keys.routes";
import * as service from "./api-keys.service";

/** The signed-in user, in the session's workspace. */
const holder = (c: Context<AppEnv>) => ({ userId: c.get("user").id, workspaceId: c.get("workspace").id });

export const listApiKeys: RouteHandler<typeof routes.listApiKeys, AppEnv> = async (c) => {
  return c.json({ items: await service.listApiKeys(c.get("db"), holder(c)) }, 200);
};

export const createApiKey: RouteHandler<typeof routes.createApiKey, AppEnv> = async (c) => {
  c.header("cache-control", "no-store");
  return c.json(await service.createApiKey(c.get("db"), holder(c), c.req.valid("json")), 201);
};

export const revokeApiKey: RouteHandler<typeof routes.revokeApiKey, AppEnv> = async (c) => {
  await service.revokeApiKey(c.get("db"), holder(c), c.req.valid("param").id);
  return c.body(null, 204);
};
