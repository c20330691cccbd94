import { createRoute, z } from "@hono/zod-openapi";
import {
  createInvitationSchema,
  createWorkspaceSchema,
  invitationPreviewSchema,
  pendingInvitationSchema,
  updateMemberSchema,
  updateWorkspaceSchema,
  workspaceMemberSchema,
  workspaceSchema,
  workspaceSummarySchema,
} from "@shared/workspaces/workspace.schema";
import { requireSignedInSession, withinApiKeyWorkspace } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { INVITATION_LOOKUPS_PER_MINUTE } from "./invitation-lookups";
import { LOGO_MAX_BYTES } from "@shared/invoices/invoice-limits";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse, SESSION_SECURITY } from "../http/openapi";

const tags = ["Workspaces"];

export const listWorkspaces = createRoute({
  operationId: "listWorkspaces",
  method: "get",
  path: "/workspaces",
  tags,
  summary:
    "The workspaces the user belongs to, in the order they joined them; `active` marks the one this request works in. An API key sees its own alone",
  responses: {
    200: jsonContent(
      z.object({ items: z.array(workspaceSummarySchema.openapi("WorkspaceSummary")) }).openapi("WorkspaceList"),
      "The workspaces",
    ),
    ...commonErrorResponses,
  },
});

const workspace = workspaceSchema.openapi("Workspace");
const notAMember = notFoundResponse("workspace");

export const createWorkspace = createRoute({
  operationId: "createWorkspace",
  method: "post",
  path: "/workspaces",
  tags,
  middleware: requireSignedInSession,
  security: SESSION_SECURITY,
  summary:
    "Make a workspace, owned by its creator; a session works in it from its next request (an API key stays in its own). An account owns 20 at most",
  request: { body: jsonBody(createWorkspaceSchema.openapi("NewWorkspace")) },
  responses: {
    201: jsonContent(workspace, "The workspace"),
    ...commonErrorResponses,
    409: jsonContent(errorBodySchema, "The account owns 20 workspaces already (`details.reason`: `too_many_workspaces`)"),
  },
});

export const getWorkspace = createRoute({
  operationId: "getWorkspace",
  method: "get",
  path: "/workspaces/{id}",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "A workspace the user belongs to, with their role in it",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(workspace, "The workspace"), ...commonErrorResponses, ...notAMember },
});

export const updateWorkspace = createRoute({
  operationId: "updateWorkspace",
  method: "patch",
  path: "/workspaces/{id}",
  tags,
  middleware: withinApiKeyWorkspace,
  summary:
    "Change a workspace's name, currency (ISO 4217; amounts are relabelled, not converted, and the activity records it) " +
    "or whether its prices include tax (orders made afterwards): an admin or the owner",
  request: { params: idParamsSchema, body: jsonBody(updateWorkspaceSchema.openapi("WorkspacePatch")) },
  responses: {
    200: jsonContent(workspace, "The workspace"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "A member, who cannot change the workspace"),
    ...notAMember,
  },
});

export const deleteWorkspace = createRoute({
  operationId: "deleteWorkspace",
  method: "delete",
  path: "/workspaces/{id}",
  tags,
  middleware: [requireSignedInSession, withinApiKeyWorkspace] as const,
  security: SESSION_SECURITY,
  summary: "Delete a workspace with everything it holds (the owner only); its members' sessions move to another of theirs",
  request: { params: idParamsSchema },
  responses: {
    204: { description: "Deleted" },
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "An admin or a member: only the owner deletes the workspace"),
    ...notAMember,
  },
});

const logoBytes = z.string().openapi({ type: "string", format: "binary" });

export const putLogo = createRoute({
  operationId: "putWorkspaceLogo",
  method: "put",
  path: "/workspaces/{id}/logo",
  tags,
  middleware: withinApiKeyWorkspace,
  summary:
    `Make an image the logo printed on the workspace's quotes and invoices: the file's bytes as the body ` +
    `(application/octet-stream), a PNG or JPEG (known by its content) of ${LOGO_MAX_BYTES / 1024} KB at most; an admin or the owner. ` +
    "Invoices issued before keep the logo they were issued with",
  request: { params: idParamsSchema, body: { required: true, content: { "application/octet-stream": { schema: logoBytes } } } },
  responses: {
    200: jsonContent(workspace, "The workspace, with its new logo_url"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "A member, who cannot change the workspace"),
    413: jsonContent(errorBodySchema, "The image is larger than the limit"),
    ...notAMember,
  },
});

export const deleteLogo = createRoute({
  operationId: "deleteWorkspaceLogo",
  method: "delete",
  path: "/workspaces/{id}/logo",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "Print no logo on the documents made from now on (an admin or the owner); issued invoices keep theirs",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(workspace, "The workspace, without a logo"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "A member, who cannot change the workspace"),
    ...notAMember,
  },
});

export const getLogo = createRoute({
  operationId: "getWorkspaceLogo",
  method: "get",
  path: "/workspaces/{id}/logo",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "The workspace's logo, as uploaded",
  request: {
    params: idParamsSchema,
    query: z.object({ v: z.string().max(64).optional().openapi({ description: "The version logo_url names" }) }),
  },
  responses: {
    200: { description: "The image", content: { "image/png": { schema: logoBytes }, "image/jpeg": { schema: logoBytes } } },
    ...commonErrorResponses,
    ...notFoundResponse("workspace or logo"),
  },
});

export const listMembers = createRoute({
  operationId: "listWorkspaceMembers",
  method: "get",
  path: "/workspaces/{id}/members",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "The members of a workspace the user belongs to: the owner first, then by name",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ items: z.array(workspaceMemberSchema.openapi("WorkspaceMember")) }).openapi("WorkspaceMemberList"),
      "The members, all of them",
    ),
    ...commonErrorResponses,
    ...notAMember,
  },
});

export const activateWorkspace = createRoute({
  operationId: "activateWorkspace",
  method: "post",
  path: "/workspaces/{id}/activate",
  tags,
  summary: "Work in this workspace: the session's next requests act on it, and its open event streams close to reopen there",
  request: { params: idParamsSchema },
  middleware: [requireSignedInSession, withinApiKeyWorkspace] as const,
  security: SESSION_SECURITY,
  responses: {
    200: jsonContent(workspace, "The workspace now worked in"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "Made with an API key, which works in the workspace it was created in"),
    ...notAMember,
  },
});

const memberParamsSchema = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
  user_id: z
    .string()
    .min(1, "validation.invalid")
    .max(100, "validation.invalid")
    .openapi({ param: { name: "user_id", in: "path" } }),
});

const member = workspaceMemberSchema.openapi("WorkspaceMember");
const forbidden = (description: string) => ({ 403: jsonContent(errorBodySchema, description) });
const ownerMustHandOver = {
  409: jsonContent(
    errorBodySchema,
    "The owner would leave the workspace without one: hand it over first (`details.reason`: `owner_must_hand_over`)",
  ),
};

export const updateMember = createRoute({
  operationId: "updateWorkspaceMember",
  method: "patch",
  path: "/workspaces/{id}/members/{user_id}",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "Change a member's role (an admin or the owner); `owner` hands the workspace over (the owner only), who becomes an admin",
  request: { params: memberParamsSchema, body: jsonBody(updateMemberSchema.openapi("WorkspaceMemberPatch")) },
  responses: {
    200: jsonContent(member, "The member, with their new role"),
    ...commonErrorResponses,
    ...forbidden("A member, or an admin changing the owner or handing the workspace over"),
    ...notFoundResponse("member"),
    ...ownerMustHandOver,
  },
});

export const removeMember = createRoute({
  operationId: "removeWorkspaceMember",
  method: "delete",
  path: "/workspaces/{id}/members/{user_id}",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "Remove a member (an admin or the owner), or leave (one's own id): their clients go to the owner, their keys for it are revoked",
  request: { params: memberParamsSchema },
  responses: {
    204: { description: "Removed: their next request and their open event streams lose the workspace" },
    ...commonErrorResponses,
    ...forbidden("A member removing someone else, or an admin removing the owner"),
    ...notFoundResponse("member"),
    ...ownerMustHandOver,
  },
});

const invitation = pendingInvitationSchema.openapi("Invitation");
const adminsOnly = forbidden("A member: only an admin or the owner manages invitations");

export const listInvitations = createRoute({
  operationId: "listWorkspaceInvitations",
  method: "get",
  path: "/workspaces/{id}/invitations",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "The workspace's pending invitations, oldest first (an admin or the owner)",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(z.object({ items: z.array(invitation) }).openapi("InvitationList"), "The pending invitations"),
    ...commonErrorResponses,
    ...adminsOnly,
    ...notAMember,
  },
});

export const createInvitation = createRoute({
  operationId: "createWorkspaceInvitation",
  method: "post",
  path: "/workspaces/{id}/invitations",
  tags,
  middleware: withinApiKeyWorkspace,
  summary:
    "Invite an address as an admin or a member (an admin or the owner): a link valid 7 days, mailed in the inviter's language when mail is set up",
  request: {
    params: idParamsSchema,
    body: jsonBody(
      createInvitationSchema.extend({ email: createInvitationSchema.shape.email.openapi({ format: "email" }) }).openapi("NewInvitation"),
    ),
  },
  responses: {
    201: jsonContent(
      invitation
        .extend({ url: z.string().openapi({ description: "The link to give the invitee; shown once" }) })
        .openapi("CreatedInvitation"),
      "The invitation and its link",
    ),
    ...commonErrorResponses,
    ...adminsOnly,
    ...notAMember,
    409: jsonContent(
      errorBodySchema,
      "`details.reason`: `already_member`, `already_invited` (a pending invitation for the address), `too_many_invitations` (50 pending)",
    ),
    429: jsonContent(errorBodySchema, "Too many invitations sent from this workspace in the last hour"),
  },
});

export const revokeInvitation = createRoute({
  operationId: "revokeWorkspaceInvitation",
  method: "delete",
  path: "/workspaces/{id}/invitations/{invitation_id}",
  tags,
  middleware: withinApiKeyWorkspace,
  summary: "Revoke a pending invitation (an admin or the owner): its link stops working",
  request: {
    params: z.object({
      id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
      invitation_id: z.uuid("validation.invalid").openapi({ param: { name: "invitation_id", in: "path" } }),
    }),
  },
  responses: {
    204: { description: "Revoked" },
    ...commonErrorResponses,
    ...adminsOnly,
    ...notFoundResponse("invitation"),
  },
});

const tokenParamsSchema = z.object({
  token: z
    .string()
    .min(1, "validation.invalid")
    .max(200, "validation.invalid")
    .openapi({ param: { name: "token", in: "path" } }),
});

const tooManyLookups = {
  429: jsonContent(
    errorBodySchema,
    `More than ${INVITATION_LOOKUPS_PER_MINUTE} invitation links looked up or accepted from this address in a minute`,
  ),
};

export const previewInvitation = createRoute({
  operationId: "previewInvitation",
  method: "get",
  path: "/invitations/{token}",
  tags,
  security: [],
  summary: "What an invitation link is for: the workspace, who invites, the address and the role; no session needed",
  request: { params: tokenParamsSchema },
  responses: {
    200: jsonContent(invitationPreviewSchema.openapi("InvitationPreview"), "The invitation"),
    400: jsonContent(errorBodySchema, "Not a token"),
    404: jsonContent(
      errorBodySchema,
      "No such invitation: `details.reason` is `invitation_invalid`, `invitation_used`, `invitation_revoked` or `invitation_expired`",
    ),
    ...tooManyLookups,
  },
});

export const acceptInvitation = createRoute({
  operationId: "acceptInvitation",
  method: "post",
  path: "/invitations/{token}/accept",
  tags,
  summary:
    "Accept an invitation as the signed-in user, whose address must be the invited one: they join, and the session moves to the workspace",
  request: { params: tokenParamsSchema },
  middleware: requireSignedInSession,
  security: SESSION_SECURITY,
  responses: {
    200: jsonContent(workspace, "The workspace joined, now worked in"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "Another address's invitation (`details.reason`: `invitation_for_another_address`), or an API key"),
    404: jsonContent(errorBodySchema, "No such invitation (as for the preview)"),
    ...tooManyLookups,
  },
});
