/** GET /api/v1/dashboard (DESIGN.md decision 5). */

/** What the recent-activity list can show; `details` carries what each kind needs. */
export const ACTIVITY_KINDS = [
  "client.created",
  "client.updated",
  "client.deleted",
  "inventory.created",
  "inventory.updated",
  "inventory.deleted",
  "order.created",
  "order.updated",
  "order.status_changed",
  "order.deleted",
  "outreach.generated",
  "meeting.scheduled",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  /** The client, item or order concerned (it may have been deleted since). */
  entity_id: string | null;
  /** The subject as it was then: a client's or item's name, or an order's number ("#1a2b3c4d"). */
  summary: string;
  /**
   * client.updated: `status`; order.*: `number`, `client_name`, `total`; order.status_changed:
   * also `from`, `to`; outreach.generated: `used_fallback`; meeting.scheduled: `client_id`,
   * `starts_at`, `duration_minutes`.
   */
  details: Record<string, string | number | boolean | null>;
  created_at: string;
}

/**
 * Each figure's trend is the percentage change of the last 30 days against the 30 days
 * before (12.5 is +12.5 %), or null when the 30 days before give nothing to compare with.
 */
export interface DashboardTrends {
  /** Clients added. */
  total_clients: number | null;
  /** Clients moved to interested or negotiation (and still there). */
  active_deals: number | null;
  /** Paid orders' totals, by the day they were paid. */
  revenue: number | null;
  /** The conversion of the deals closed in each period. */
  conversion: number | null;
}

export interface Dashboard {
  total_clients: number;
  /** Clients whose status is interested or negotiation. */
  active_deals: number;
  /** The sum of the paid orders' totals. */
  revenue: number;
  /** closed_won / (closed_won + closed_lost), from 0 to 1; null with no closed deal. */
  conversion: number | null;
  trends: DashboardTrends;
  /** The 10 latest entries, newest first. */
  recent_activity: ActivityEntry[];
}

export const TREND_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;
