import { createRouter } from "../http/router";
import * as handlers from "./workspaces.handlers";
import * as routes from "./workspaces.routes";

export const workspacesRouter = createRouter()
  .openapi(routes.listWorkspaces, handlers.listWorkspaces)
  .openapi(routes.getWorkspace, handlers.getWorkspace)
  .openapi(routes.updateWorkspace, handlers.updateWorkspace)
  .openapi(routes.listMembers, handlers.listMembers)
  .openapi(routes.activateWorkspace, handlers.activateWorkspace)
  .openapi(routes.updateMember, handlers.updateMember)
  .openapi(routes.removeMember, handlers.removeMember);
