import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./clients.routes";
import * as service from "./clients.service";

export const listClients: RouteHandler<typeof routes.listClients, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const { owner, ...rest } = query;
  const ownerId = owner === "me" ? c.get("user").id : owner;
  return c.json(await service.listClients(c.get("db"), { workspaceId: c.get("workspace").id, ownerId, ...rest }), 200);
};

export const createClient: RouteHandler<typeof routes.createClient, AppEnv> = async (c) => {
  return c.json(await service.createClient(c.get("db"), actorOf(c), c.req.valid("json")), 201);
};

export const getClient: RouteHandler<typeof routes.getClient, AppEnv> = async (c) => {
  return c.json(await service.getClient(c.get("db"), c.get("workspace").id, c.req.valid("param").id), 200);
};

export const getClientSummary: RouteHandler<typeof routes.getClientSummary, AppEnv> = async (c) => {
  return c.json(await service.clientSummary(c.get("db"), c.get("workspace").id, c.req.valid("param").id), 200);
};

export const updateClient: RouteHandler<typeof routes.updateClient, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateClient(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const deleteClient: RouteHandler<typeof routes.deleteClient, AppEnv> = async (c) => {
  await service.deleteClient(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};

export const restoreClient: RouteHandler<typeof routes.restoreClient, AppEnv> = async (c) => {
  return c.json(await service.restoreClient(c.get("db"), actorOf(c), c.req.valid("param").id), 200);
};
