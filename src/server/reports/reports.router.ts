import { createRouter } from "../http/router";
import * as handlers from "./reports.handlers";
import * as routes from "./reports.routes";

export const reportsRouter = createRouter()
  .openapi(routes.getRevenueByMonth, handlers.getRevenueByMonth)
  .openapi(routes.getOrdersByStatus, handlers.getOrdersByStatus)
  .openapi(routes.getTopClients, handlers.getTopClients)
  .openapi(routes.getTopItems, handlers.getTopItems)
  .openapi(routes.getFunnel, handlers.getFunnel)
  .openapi(routes.getRevenueByOwner, handlers.getRevenueByOwner)
  .openapi(routes.getSalesSummary, handlers.getSalesSummary);
