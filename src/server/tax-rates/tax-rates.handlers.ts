import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./tax-rates.routes";
import * as service from "./tax-rates.service";

export const listTaxRates: RouteHandler<typeof routes.listTaxRates, AppEnv> = async (c) => {
  return c.json({ items: await service.listTaxRates(c.get("db"), c.get("workspace").id) }, 200);
};

export const createTaxRate: RouteHandler<typeof routes.createTaxRate, AppEnv> = async (c) => {
  return c.json(await service.createTaxRate(c.get("db"), actorOf(c), c.req.valid("json")), 201);
};

export const updateTaxRate: RouteHandler<typeof routes.updateTaxRate, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateTaxRate(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const deleteTaxRate: RouteHandler<typeof routes.deleteTaxRate, AppEnv> = async (c) => {
  await service.deleteTaxRate(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};
