import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Executor } from "../db/database";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./reports.routes";
import * as service from "./reports.service";

/** The active workspace, over the range the query gives. */
const scopeOf = (workspaceId: string, { from, to }: { from: string; to: string }): service.ReportScope => ({
  workspaceId,
  from: new Date(from),
  to: new Date(to),
});

/**
 * Runs the report on the request's database over the range the query gives, its statements
 * planned for that range (service.plannedForTheRange).
 */
function report<T>(
  c: Context<AppEnv>,
  range: { from: string; to: string },
  run: (executor: Executor, scope: service.ReportScope) => Promise<T>,
) {
  return service.plannedForTheRange(c.get("db"), (executor) => run(executor, scopeOf(c.get("workspace").id, range)));
}

export const getRevenueByMonth: RouteHandler<typeof routes.getRevenueByMonth, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  return c.json(await report(c, query, (executor, scope) => service.revenueByMonth(executor, { ...scope, timeZone: query.tz })), 200);
};

export const getOrdersByStatus: RouteHandler<typeof routes.getOrdersByStatus, AppEnv> = async (c) =>
  c.json(await report(c, c.req.valid("query"), service.ordersByStatus), 200);

export const getTopClients: RouteHandler<typeof routes.getTopClients, AppEnv> = async (c) =>
  c.json(await report(c, c.req.valid("query"), service.topClients), 200);

export const getTopItems: RouteHandler<typeof routes.getTopItems, AppEnv> = async (c) =>
  c.json(await report(c, c.req.valid("query"), service.topItems), 200);

export const getFunnel: RouteHandler<typeof routes.getFunnel, AppEnv> = async (c) =>
  c.json(await report(c, c.req.valid("query"), service.funnel), 200);

export const getRevenueByOwner: RouteHandler<typeof routes.getRevenueByOwner, AppEnv> = async (c) =>
  c.json(await report(c, c.req.valid("query"), service.revenueByOwner), 200);

/** The sales screen plans its two parts for the range itself, each in a transaction of its own. */
export const getSalesSummary: RouteHandler<typeof routes.getSalesSummary, AppEnv> = async (c) =>
  c.json(await service.salesSummary(c.get("db"), scopeOf(c.get("workspace").id, c.req.valid("query"))), 200);
