import { createRouter } from "../http/router";
import * as handlers from "./workspaces.handlers";
import * as routes from "./workspaces.routes";

export const workspacesRouter = createRouter()
  .openapi(routes.listWorkspaces, handlers.listWorkspaces)
  .openapi(routes.getWorkspace, handlers.getWorkspace)
  .openapi(routes.updateWorkspace, handlers.updateWorkspace);
