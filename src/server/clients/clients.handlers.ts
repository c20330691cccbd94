import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./clients.routes";
import * as service from "./clients.service";

export const listClients: RouteHandler<typeof routes.listClients, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  return c.json(await service.listClients(c.var.db, { userId: c.var.user.id, ...query }), 200);
};

export const createClient: RouteHandler<typeof routes.createClient, AppEnv> = async (c) => {
  return c.json(await service.createClient(c.var.db, c.var.user.id, c.req.valid("json")), 201);
};

export const getClient: RouteHandler<typeof routes.getClient, AppEnv> = async (c) => {
  return c.json(await service.getClient(c.var.db, c.var.user.id, c.req.valid("param").id), 200);
};

export const updateClient: RouteHandler<typeof routes.updateClient, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateClient(c.var.db, c.var.user.id, id, c.req.valid("json")), 200);
};

export const deleteClient: RouteHandler<typeof routes.deleteClient, AppEnv> = async (c) => {
  await service.deleteClient(c.var.db, c.var.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};
