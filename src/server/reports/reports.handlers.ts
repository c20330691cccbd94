import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./reports.routes";
import * as service from "./reports.service";

/** The active workspace, over the range the query gives. */
const scopeOf = (workspaceId: string, { from, to }: { from: string; to: string }): service.ReportScope => ({
  workspaceId,
  from: new Date(from),
  to: new Date(to),
});

export const getRevenueByMonth: RouteHandler<typeof routes.getRevenueByMonth, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const scope = { ...scopeOf(c.get("workspace").id, query), timeZone: query.tz };
  return c.json(await service.revenueByMonth(c.get("db"), scope), 200);
};

export const getOrdersByStatus: RouteHandler<typeof routes.getOrdersByStatus, AppEnv> = async (c) =>
  c.json(await service.ordersByStatus(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);

export const getTopClients: RouteHandler<typeof routes.getTopClients, AppEnv> = async (c) =>
  c.json(await service.topClients(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);

export const getTopItems: RouteHandler<typeof routes.getTopItems, AppEnv> = async (c) =>
  c.json(await service.topItems(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);

export const getFunnel: RouteHandler<typeof routes.getFunnel, AppEnv> = async (c) =>
  c.json(await service.funnel(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);

export const getRevenueByOwner: RouteHandler<typeof routes.getRevenueByOwner, AppEnv> = async (c) =>
  c.json(await service.revenueByOwner(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);

export const getSalesSummary: RouteHandler<typeof routes.getSalesSummary, AppEnv> = async (c) =>
  c.json(await service.salesSummary(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);
