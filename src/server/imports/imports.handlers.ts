import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./imports.routes";
import * as service from "./imports.service";

export const uploadImport: RouteHandler<typeof routes.uploadImport, AppEnv> = async (c) => {
  const { kind, file_name } = c.req.valid("query");
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return c.json(await service.uploadImport(c.get("db"), actorOf(c), { kind, fileName: file_name ?? "", bytes }), 201);
};

export const listImports: RouteHandler<typeof routes.listImports, AppEnv> = async (c) => {
  return c.json({ items: await service.listImports(c.get("db"), c.get("workspace").id) }, 200);
};

export const getImport: RouteHandler<typeof routes.getImport, AppEnv> = async (c) => {
  return c.json(await service.getImport(c.get("db"), c.get("workspace").id, c.req.valid("param").id), 200);
};

export const updateImport: RouteHandler<typeof routes.updateImport, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateImport(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const runImport: RouteHandler<typeof routes.runImport, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.startImport(c.get("db"), actorOf(c), id, c.req.valid("json"), c.get("logger")), 202);
};
