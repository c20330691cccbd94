import { createRouter } from "../http/router";
import * as handlers from "./workspaces.handlers";
import * as routes from "./workspaces.routes";

export const workspacesRouter = createRouter()
  .openapi(routes.listWorkspaces, handlers.listWorkspaces)
  .openapi(routes.createWorkspace, handlers.createWorkspace)
  .openapi(routes.getWorkspace, handlers.getWorkspace)
  .openapi(routes.updateWorkspace, handlers.updateWorkspace)
  .openapi(routes.deleteWorkspace, handlers.deleteWorkspace)
  .openapi(routes.putLogo, handlers.putLogo)
  .openapi(routes.deleteLogo, handlers.deleteLogo)
  .openapi(routes.getLogo, handlers.getLogo)
  .openapi(routes.listMembers, handlers.listMembers)
  .openapi(routes.activateWorkspace, handlers.activateWorkspace)
  .openapi(routes.updateMember, handlers.updateMember)
  .openapi(routes.removeMember, handlers.removeMember)
  .openapi(routes.listInvitations, handlers.listInvitations)
  .openapi(routes.createInvitation, handlers.createInvitation)
  .openapi(routes.revokeInvitation, handlers.revokeInvitation)
  .openapi(routes.acceptInvitation, handlers.acceptInvitation);

/** What an invitation link is for: public, so that the invitation page can show it before signing in. */
export const invitationPreviewRouter = createRouter().openapi(routes.previewInvitation, handlers.previewInvitation);
