import { createRouter } from "../http/router";
import * as handlers from "./clients.handlers";
import * as routes from "./clients.routes";

export const clientsRouter = createRouter()
  .openapi(routes.listClients, handlers.listClients)
  .openapi(routes.createClient, handlers.createClient)
  .openapi(routes.getClient, handlers.getClient)
  .openapi(routes.getClientSummary, handlers.getClientSummary)
  .openapi(routes.updateClient, handlers.updateClient)
  .openapi(routes.deleteClient, handlers.deleteClient)
  .openapi(routes.restoreClient, handlers.restoreClient);
