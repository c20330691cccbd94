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

/** Runs the report on the request's database, its statements planned for the range (service.plannedForTheRange). */
const report = <T>(c: Context<AppEnv>, run: (executor: Executor) => Promise<T>) => service.plannedForTheRange(c.get("db"), run);

export const getRevenueByMonth: RouteHandler<typeof routes.getRevenueByMonth, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const scope = { ...scopeOf(c.get("workspace").id, query), timeZone: query.tz };
  return c.json(await report(c, (executor) => service.revenueByMonth(executor, scope)), 200);
};

export const getOrdersByStatus: RouteHandler<typeof routes.getOrdersByStatus, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.ordersByStatus(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);

export const getTopClients: RouteHandler<typeof routes.getTopClients, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.topClients(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);

export const getTopItems: RouteHandler<typeof routes.getTopItems, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.topItems(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);

export const getFunnel: RouteHandler<typeof routes.getFunnel, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.funnel(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);

export const getRevenueByOwner: RouteHandler<typeof routes.getRevenueByOwner, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.revenueByOwner(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);

export const getSalesSummary: RouteHandler<typeof routes.getSalesSummary, AppEnv> = async (c) =>
  c.json(await report(c, (executor) => service.salesSummary(executor, scopeOf(c.get("workspace").id, c.req.valid("query")))), 200);
