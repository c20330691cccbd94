import { createRouter } from "../http/router";
import * as handlers from "./exports.handlers";
import * as routes from "./exports.routes";

export const exportsRouter = createRouter()
  .openapi(routes.exportClients, handlers.exportClients)
  .openapi(routes.exportInventory, handlers.exportInventory)
  .openapi(routes.exportOrders, handlers.exportOrders);
