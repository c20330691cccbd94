import { createRouter } from "../http/router";
import * as handlers from "./inventory.handlers";
import * as routes from "./inventory.routes";

export const inventoryRouter = createRouter()
  .openapi(routes.listInventoryItems, handlers.listInventoryItems)
  .openapi(routes.createInventoryItem, handlers.createInventoryItem)
  .openapi(routes.getInventoryItem, handlers.getInventoryItem)
  .openapi(routes.updateInventoryItem, handlers.updateInventoryItem)
  .openapi(routes.deleteInventoryItem, handlers.deleteInventoryItem)
  .openapi(routes.restoreInventoryItem, handlers.restoreInventoryItem);
