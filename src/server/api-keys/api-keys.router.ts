import { createRouter } from "../http/router";
import * as handlers from "./api-keys.handlers";
import * as routes from "./api-keys.routes";

export const apiKeysRouter = createRouter()
  .openapi(routes.listApiKeys, handlers.listApiKeys)
  .openapi(routes.createApiKey, handlers.createApiKey)
  .openapi(routes.revokeApiKey, handlers.revokeApiKey);
