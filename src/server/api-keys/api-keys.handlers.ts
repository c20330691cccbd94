import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./api-keys.routes";
import * as service from "./api-keys.service";

export const listApiKeys: RouteHandler<typeof routes.listApiKeys, AppEnv> = async (c) => {
  return c.json({ items: await service.listApiKeys(c.get("db"), c.get("user").id) }, 200);
};

export const createApiKey: RouteHandler<typeof routes.createApiKey, AppEnv> = async (c) => {
  c.header("cache-control", "no-store");
  return c.json(await service.createApiKey(c.get("db"), c.get("user").id, c.req.valid("json")), 201);
};

export const revokeApiKey: RouteHandler<typeof routes.revokeApiKey, AppEnv> = async (c) => {
  await service.revokeApiKey(c.get("db"), c.get("user").id, c.req.valid("param").id);
  return c.body(null, 204);
};
