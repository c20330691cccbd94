import { createRoute, z } from "@hono/zod-openapi";
import { ACTIVITY_KINDS } from "@shared/dashboard/dashboard";
import { commonErrorResponses, jsonContent } from "../http/openapi";

const tags = ["Dashboard"];

const trend = (what: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: `Percentage change of ${what}, last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare` });

const activityEntrySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(ACTIVITY_KINDS),
    entity_id: z.uuid().nullable().openapi({ description: "The client, item or order concerned; it may have been deleted since" }),
    summary: z.string().openapi({ description: "The subject as it was then: a name, or an order number such as #1a2b3c4d" }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    created_at: z.string(),
  })
  .openapi("ActivityEntry");

export const dashboardSchema = z
  .object({
    total_clients: z.number().int(),
    active_deals: z.number().int().openapi({ description: "Clients whose status is interested or negotiation" }),
    revenue: z.number().openapi({ description: "The sum of the paid orders' totals" }),
    conversion: z
      .number()
      .nullable()
      .openapi({ description: "closed_won / (closed_won + closed_lost), from 0 to 1; null with no closed deal" }),
    trends: z.object({
      total_clients: trend("the clients added"),
      active_deals: trend("the clients moved to interested or negotiation"),
      revenue: trend("the paid orders' totals, by the day they were paid"),
      conversion: trend("the conversion of the deals closed in each period"),
    }),
    recent_activity: z.array(activityEntrySchema).openapi({ description: "The 10 latest entries, newest first" }),
  })
  .openapi("Dashboard");

export const getDashboard = createRoute({
  method: "get",
  path: "/dashboard",
  tags,
  summary: "The user's live figures, their trends and the latest activity",
  responses: { 200: jsonContent(dashboardSchema, "The dashboard"), ...commonErrorResponses },
});
