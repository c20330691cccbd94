import { createRouter } from "../http/router";
import * as handlers from "./connect.handlers";
import * as routes from "./connect.routes";

export const connectRouter = createRouter()
  .openapi(routes.generateOutreachEmail, handlers.generateOutreachEmail)
  .openapi(routes.checkAiHealth, handlers.checkAiHealth)
  .openapi(routes.getSignature, handlers.getSignature)
  .openapi(routes.saveSignature, handlers.saveSignature);
