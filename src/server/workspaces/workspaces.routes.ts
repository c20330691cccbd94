import { createRoute, z } from "@hono/zod-openapi";
import { workspaceSummarySchema } from "@shared/workspaces/workspace.schema";
import { commonErrorResponses, jsonContent } from "../http/openapi";

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
