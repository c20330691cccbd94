import { createRoute } from "@hono/zod-openapi";
import { dashboardSchema as sharedDashboardSchema } from "@shared/dashboard/dashboard.schema";
import { commonErrorResponses, jsonContent } from "../http/openapi";

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
