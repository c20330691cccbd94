import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./inventory.routes";
import * as service from "./inventory.service";

export const listInventoryItems: RouteHandler<typeof routes.listInventoryItems, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  return c.json(await service.listInventoryItems(c.get("db"), { workspaceId: c.get("workspace").id, ...query }), 200);
};

export const createInventoryItem: RouteHandler<typeof routes.createInventoryItem, AppEnv> = async (c) => {
  return c.json(await service.createInventoryItem(c.get("db"), actorOf(c), c.req.valid("json")), 201);
};

export const getInventoryItem: RouteHandler<typeof routes.getInventoryItem, AppEnv> = async (c) => {
  return c.json(await service.getInventoryItem(c.get("db"), c.get("workspace").id, c.req.valid("param").id), 200);
};

export const updateInventoryItem: RouteHandler<typeof routes.updateInventoryItem, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateInventoryItem(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const deleteInventoryItem: RouteHandler<typeof routes.deleteInventoryItem, AppEnv> = async (c) => {
  await service.deleteInventoryItem(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};

export const restoreInventoryItem: RouteHandler<typeof routes.restoreInventoryItem, AppEnv> = async (c) => {
  return c.json(await service.restoreInventoryItem(c.get("db"), actorOf(c), c.req.valid("param").id), 200);
};
