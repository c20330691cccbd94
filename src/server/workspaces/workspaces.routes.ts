import { createRoute, z } from "@hono/zod-openapi";
import { updateWorkspaceSchema, workspaceSchema, workspaceSummarySchema } from "@shared/workspaces/workspace.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Workspaces"];

export const listWorkspaces = createRoute({
  operationId: "listWorkspaces",
  method: "get",
  path: "/workspaces",
  tags,
  summary: "The workspaces the user belongs to, in the order they joined them; `active` marks the one this request works in",
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

export const getWorkspace = createRoute({
  operationId: "getWorkspace",
  method: "get",
  path: "/workspaces/{id}",
  tags,
  summary: "A workspace the user belongs to, with their role in it",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(workspace, "The workspace"), ...commonErrorResponses, ...notAMember },
});

export const updateWorkspace = createRoute({
  operationId: "updateWorkspace",
  method: "patch",
  path: "/workspaces/{id}",
  tags,
  summary: "Rename a workspace (an admin or the owner)",
  request: { params: idParamsSchema, body: jsonBody(updateWorkspaceSchema.openapi("WorkspacePatch")) },
  responses: {
    200: jsonContent(workspace, "The workspace"),
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "A member, who cannot change the workspace"),
    ...notAMember,
  },
});
