import { createRouter } from "../http/router";
import * as handlers from "./orders.handlers";
import * as routes from "./orders.routes";

export const ordersRouter = createRouter()
  .openapi(routes.listOrders, handlers.listOrders)
  .openapi(routes.createOrder, handlers.createOrder)
  .openapi(routes.getOrder, handlers.getOrder)
  .openapi(routes.updateOrder, handlers.updateOrder)
  .openapi(routes.deleteOrder, handlers.deleteOrder)
  .openapi(routes.restoreOrder, handlers.restoreOrder);
