import { createRoute, z } from "@hono/zod-openapi";
import { activityEntrySchema, dashboardSchema as sharedDashboardSchema } from "@shared/dashboard/dashboard.schema";
import { commonErrorResponses, jsonContent } from "../http/openapi";
import { pageQuerySchema, pageSchema } from "../lib/pagination";

const tags = ["Dashboard"];

export const dashboardSchema = sharedDashboardSchema.openapi("Dashboard");

export const getDashboard = createRoute({
  operationId: "getDashboard",
  method: "get",
  path: "/dashboard",
  tags,
  summary: "The workspace's live figures, their trends and the latest activity; or the caller's own, with owner=me",
  request: {
    query: z.object({
      owner: z
        .enum(["me"], { error: "validation.invalid" })
        .optional()
        .openapi({
          description:
            "`me`: the figures of the clients the caller owns (their counts, trends and the paid orders of those clients) " +
            "and the activity of what the caller did; the items low on stock stay the workspace's. Absent: the whole workspace's",
        }),
    }),
  },
  responses: { 200: jsonContent(dashboardSchema, "The dashboard"), ...commonErrorResponses },
});

export const listActivity = createRoute({
  operationId: "listActivity",
  method: "get",
  path: "/activity",
  tags,
  summary: "Everything done in the workspace, newest first, outreach emails included, each with who did it",
  request: { query: z.object(pageQuerySchema) },
  responses: {
    200: jsonContent(pageSchema(activityEntrySchema.openapi("ActivityEntry"), "ActivityPage"), "One page of activity"),
    ...commonErrorResponses,
  },
});
