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
  summary: "The user's live figures, their trends and the latest activity",
  responses: { 200: jsonContent(dashboardSchema, "The dashboard"), ...commonErrorResponses },
});

export const listActivity = createRoute({
  operationId: "listActivity",
  method: "get",
  path: "/activity",
  tags,
  summary: "Everything the user did, newest first, outreach emails included",
  request: { query: z.object(pageQuerySchema) },
  responses: {
    200: jsonContent(pageSchema(activityEntrySchema.openapi("ActivityEntry"), "ActivityPage"), "One page of activity"),
    ...commonErrorResponses,
  },
});
