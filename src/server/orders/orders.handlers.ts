import type { RouteHandler } from "@hono/zod-openapi";
import { systemClock } from "../invoices/order-invoices";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./orders.routes";
import * as service from "./orders.service";

export const listOrders: RouteHandler<typeof routes.listOrders, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  return c.json(await service.listOrders(c.get("db"), { workspaceId: c.get("workspace").id, ...query }), 200);
};

export const createOrder: RouteHandler<typeof routes.createOrder, AppEnv> = async (c) => {
  return c.json(await service.createOrder(c.get("db"), actorOf(c), c.req.valid("json")), 201);
};

export const getOrder: RouteHandler<typeof routes.getOrder, AppEnv> = async (c) => {
  return c.json(await service.getOrder(c.get("db"), c.get("workspace").id, c.req.valid("param").id), 200);
};

export const updateOrder: RouteHandler<typeof routes.updateOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const clock = systemClock(c.req.valid("query").tz);
  return c.json(await service.updateOrder(c.get("db"), actorOf(c), id, c.req.valid("json"), clock), 200);
};

export const deleteOrder: RouteHandler<typeof routes.deleteOrder, AppEnv> = async (c) => {
  await service.deleteOrder(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};

export const restoreOrder: RouteHandler<typeof routes.restoreOrder, AppEnv> = async (c) => {
  return c.json(await service.restoreOrder(c.get("db"), actorOf(c), c.req.valid("param").id), 200);
};
