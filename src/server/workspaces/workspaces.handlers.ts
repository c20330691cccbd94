import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./workspaces.routes";
import { mailLanguage } from "../mail/mail-language";
import * as invitations from "./invitations.service";
import * as service from "./workspaces.service";

export const listWorkspaces: RouteHandler<typeof routes.listWorkspaces, AppEnv> = async (c) => {
  const active = c.get("workspace").id;
  const items = await service.listWorkspaces(c.get("db"), c.get("user").id, active);
  // An API key works in the workspace it was created in, and sees no other.
  return c.json({ items: c.get("credential").kind === "api-key" ? items.filter((item) => item.active) : items }, 200);
};

export const createWorkspace: RouteHandler<typeof routes.createWorkspace, AppEnv> = async (c) => {
  const credential = c.get("credential");
  const sessionId = credential.kind === "session" ? credential.sessionId : undefined;
  return c.json(await service.createWorkspace(c.get("db"), c.get("user"), c.req.valid("json"), sessionId), 201);
};

export const deleteWorkspace: RouteHandler<typeof routes.deleteWorkspace, AppEnv> = async (c) => {
  await service.deleteWorkspace(c.get("db"), c.get("user").id, c.req.valid("param").id);
  return c.body(null, 204);
};

export const getWorkspace: RouteHandler<typeof routes.getWorkspace, AppEnv> = async (c) => {
  return c.json(await service.getWorkspace(c.get("db"), c.get("user").id, c.req.valid("param").id), 200);
};

export const updateWorkspace: RouteHandler<typeof routes.updateWorkspace, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateWorkspace(c.get("db"), c.get("user").id, id, c.req.valid("json")), 200);
};

export const listMembers: RouteHandler<typeof routes.listMembers, AppEnv> = async (c) => {
  const items = await service.listMembers(c.get("db"), c.get("user").id, c.req.valid("param").id);
  return c.json({ items }, 200);
};

export const activateWorkspace: RouteHandler<typeof routes.activateWorkspace, AppEnv> = async (c) => {
  const credential = c.get("credential");
  // requireSignedInSession has refused API keys.
  if (credential.kind !== "session") throw new Error("activating a workspace needs a session");
  return c.json(await service.activateWorkspace(c.get("db"), credential.sessionId, c.get("user").id, c.req.valid("param").id), 200);
};

export const updateMember: RouteHandler<typeof routes.updateMember, AppEnv> = async (c) => {
  const { id, user_id } = c.req.valid("param");
  return c.json(await service.changeMemberRole(c.get("db"), c.get("user").id, id, user_id, c.req.valid("json").role), 200);
};

export const removeMember: RouteHandler<typeof routes.removeMember, AppEnv> = async (c) => {
  const { id, user_id } = c.req.valid("param");
  await service.removeMember(c.get("db"), c.get("user").id, id, user_id);
  return c.body(null, 204);
};

export const listInvitations: RouteHandler<typeof routes.listInvitations, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  await service.managedWorkspace(c.get("db"), c.get("user").id, id);
  return c.json({ items: await invitations.listInvitations(c.get("db"), id) }, 200);
};

/** Invites, then mails the link in the inviter's language once the invitation is saved; the link is answered either way. */
export const createInvitation: RouteHandler<typeof routes.createInvitation, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { email, role } = c.req.valid("json");
  const inviter = c.get("user");
  const { workspace, created } = await c.get("db").transaction(async (tx) => {
    const managed = await service.managedWorkspace(tx, inviter.id, id);
    return { workspace: managed, created: await invitations.createInvitation(tx, { workspaceId: id, invitedBy: inviter.id, email, role }) };
  });
  const { token, ...invitation } = created;
  const url = `${c.get("baseUrl")}/invite/${token}`;
  c.get("mailer").send(
    invitation.email,
    { kind: "workspace-invitation", link: url, inviterName: inviter.name || inviter.email, workspaceName: workspace.name, role },
    mailLanguage(c.req.raw.headers),
  );
  return c.json({ ...invitation, url }, 201);
};

export const revokeInvitation: RouteHandler<typeof routes.revokeInvitation, AppEnv> = async (c) => {
  const { id, invitation_id } = c.req.valid("param");
  await service.managedWorkspace(c.get("db"), c.get("user").id, id);
  await invitations.revokeInvitation(c.get("db"), id, invitation_id);
  return c.body(null, 204);
};

export const previewInvitation: RouteHandler<typeof routes.previewInvitation, AppEnv> = async (c) => {
  return c.json(await invitations.previewInvitation(c.get("db"), c.req.valid("param").token), 200);
};

export const acceptInvitation: RouteHandler<typeof routes.acceptInvitation, AppEnv> = async (c) => {
  const credential = c.get("credential");
  // requireSignedInSession has refused API keys.
  if (credential.kind !== "session") throw new Error("accepting an invitation needs a session");
  const user = c.get("user");
  const workspaceId = await invitations.acceptInvitation(c.get("db"), c.req.valid("param").token, user);
  return c.json(await service.activateWorkspace(c.get("db"), credential.sessionId, user.id, workspaceId), 200);
};

export const putLogo: RouteHandler<typeof routes.putLogo, AppEnv> = async (c) => {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return c.json(await service.changeLogo(c.get("db"), c.get("user").id, c.req.valid("param").id, bytes), 200);
};

export const deleteLogo: RouteHandler<typeof routes.deleteLogo, AppEnv> = async (c) => {
  return c.json(await service.changeLogo(c.get("db"), c.get("user").id, c.req.valid("param").id, null), 200);
};

export const getLogo: RouteHandler<typeof routes.getLogo, AppEnv> = async (c) => {
  const logo = await service.getLogo(c.get("db"), c.get("user").id, c.req.valid("param").id);
  // Kept by no cache, as every answer of the API (docs/security.md "Caching and logs").
  return c.body(new Uint8Array(logo.content), 200, { "content-type": logo.mediaType });
};
