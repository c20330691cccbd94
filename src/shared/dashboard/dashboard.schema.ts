import { z } from "zod";
import { ACTIVITY_KINDS } from "./dashboard";

/**
 * GET /api/v1/dashboard's answer, the one description of it: the route's OpenAPI contract and
 * the types the server and the page use. (The page imports only the types: no zod on its first load.)
 */
const trend = (what: string) =>
  z
    .number()
    .nullable()
    .describe(`Percentage change of ${what}, last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare`);

export const activityEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ACTIVITY_KINDS),
  entity_id: z.uuid().nullable().describe("The client, item or order concerned; it may have been deleted since"),
  client_id: z
    .uuid()
    .nullable()
    .describe(
      "The client the entry concerns (itself, or the one its order, meeting, note, task or email is about); null when none, or once deleted",
    ),
  summary: z.string().describe('The subject as it was then: a name, or an order number such as "#42"'),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .describe(
      "client.updated: status; order.*: number, client_name, total; order.status_changed: also from, to; " +
        "outreach.generated: used_fallback; meeting.scheduled: client_id, starts_at, duration_minutes; " +
        "workspace.currency_changed: from, to (ISO 4217 codes), name (the workspace's); " +
        "note.added, task.created, task.completed, email.sent, email.drafted: name (the client's), and title (tasks) or subject (emails)",
    ),
  created_at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable().describe("The member who did it; null once their account is deleted"),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export const dashboardSchema = z.object({
  total_clients: z.number().int(),
  active_deals: z.number().int().describe("Clients whose status is interested or negotiation"),
  revenue: z.number().describe("The sum of the paid orders' totals"),
  conversion: z.number().nullable().describe("closed_won / (closed_won + closed_lost), from 0 to 1; null with no closed deal"),
  trends: z.object({
    total_clients: trend("the clients added"),
    active_deals: trend("the clients moved to interested or negotiation (and still there)"),
    revenue: trend("the paid orders' totals, by the day they were paid"),
    conversion: trend("the conversion of the deals closed in each period"),
  }),
  low_stock_items: z.number().int().describe("Inventory items whose quantity is at or below their low_stock_threshold"),
  recent_activity: z.array(activityEntrySchema).describe("The 10 latest entries, newest first"),
});
export type Dashboard = z.output<typeof dashboardSchema>;
export type DashboardTrends = Dashboard["trends"];
