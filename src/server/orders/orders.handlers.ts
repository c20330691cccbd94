import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./orders.routes";
import * as service from "./orders.service";

export const listOrders: RouteHandler<typeof routes.listOrders, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  return c.json(await service.listOrders(c.var.db, { userId: c.var.user.id, ...query }), 200);
};

export const createOrder: RouteHandler<typeof routes.createOrder, AppEnv> = async (c) => {
  return c.json(await service.createOrder(c.var.db, c.var.user.id, c.req.valid("json")), 201);
};

export const getOrder: RouteHandler<typeof routes.getOrder, AppEnv> = async (c) => {
  return c.json(await service.getOrder(c.var.db, c.var.user.id, c.req.valid("param").id), 200);
};

export const updateOrder: RouteHandler<typeof routes.updateOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateOrder(c.var.db, c.var.user.id, id, c.req.valid("json")), 200);
};

export const deleteOrder: RouteHandler<typeof routes.deleteOrder, AppEnv> = async (c) => {
  await service.deleteOrder(c.var.db, c.var.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};
