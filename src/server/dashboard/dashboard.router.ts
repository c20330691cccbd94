import { createRouter } from "../http/router";
import * as handlers from "./dashboard.handlers";
import * as routes from "./dashboard.routes";

export const dashboardRouter = createRouter()
  .openapi(routes.getDashboard, handlers.getDashboard)
  .openapi(routes.listActivity, handlers.listActivity);
