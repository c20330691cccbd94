import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./api-keys.routes";
import * as service from "./api-keys.service";

export const listApiKeys: RouteHandler<typeof routes.listApiKeys, AppEnv> = async (c) => {
  return c.json({ items: await service.listApiKeys(c.var.db, c.var.user.id) }, 200);
};

export const createApiKey: RouteHandler<typeof routes.createApiKey, AppEnv> = async (c) => {
  c.header("cache-control", "no-store");
  return c.json(await service.createApiKey(c.var.db, c.var.user.id, c.req.valid("json")), 201);
};

export const revokeApiKey: RouteHandler<typeof routes.revokeApiKey, AppEnv> = async (c) => {
  await service.revokeApiKey(c.var.db, c.var.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};
