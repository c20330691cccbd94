import { and, desc, eq, inArray, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { RECENT_ACTIVITY_LIMIT, TREND_DAYS, type ActivityKind } from "@shared/dashboard/dashboard";
import type { ActivityEntry, Dashboard } from "@shared/dashboard/dashboard.schema";
import type { Database } from "../db/database";
import { activity, clients, clientStatusCounts, inventoryItems, orders, user } from "../db/schema";
import { lowOnStock } from "../inventory/inventory.service";
import { preparedQuery } from "../db/prepared-statements";
import { isoTimestamp } from "../lib/iso-timestamp";
import { newestFirst, pageParameters, toPage, type Page } from "../lib/pagination";
import { conversionRate, percentChange } from "./trends";

const ACTIVE_STATUSES = ["interested", "negotiation"] as const;
const DAY_MS = 86_400_000;

/** Counts of clients by status. */
type StatusCounts = Partial<Record<string, number>>;
const countOf = (counts: StatusCounts, ...statuses: string[]) => statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);

/**
 * Whose figures (docs/decisions.md 90): the team's, the whole workspace's; or one member's, with
 * `ownerId`: the clients they own, the paid orders of those clients and what they did. The
 * items low on stock are the workspace's either way: the stock is shared.
 */
export interface DashboardScope {
  workspaceId: string;
  ownerId?: string;
}

/**
 * The figures. The clients by status are kept counted (`client_status_counts`, by a trigger,
 * per owner); each other query reads an index alone (no table rows): the clients added and the deals moved in the last 60 days, by `created_at` and
 * `updated_at` (a client's `updated_at` says when it last moved: when a deal became active,
 * was won or lost); the paid orders' totals, by `updated_at`, which for a paid order (it can
 * no longer be edited) is the day it was paid (one member's by `client_owner_id`, the owner of
 * the order's client kept on the order); the items low on stock, from their partial index.
 * One member's figures read the same indexes with the owner (or actor) second in them.
 */
export async function getDashboard(db: Database, { workspaceId, ownerId }: DashboardScope): Promise<Dashboard> {
  const now = Date.now();
  // As text: the PostgreSQL driver takes timestamps as Drizzle writes them, not as Date objects.
  const recentSince = new Date(now - TREND_DAYS * DAY_MS).toISOString();
  const beforeSince = new Date(now - 2 * TREND_DAYS * DAY_MS).toISOString();
  const inRecent = (column: AnyColumn) => sql`${column} >= ${recentSince}`;
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const sum = (condition: SQL) => sql<number>`coalesce(sum(${orders.totalPrice}) filter (where ${condition}), 0)`.mapWith(Number);

  const [byStatus, added, moved, money, lowStock, recentActivity] = await Promise.all([
    // One row per owner and status: the team's figures add up the owners'.
    db
      .select({ status: clientStatusCounts.status, count: sql<number>`sum(${clientStatusCounts.count})`.mapWith(Number) })
      .from(clientStatusCounts)
      .where(and(eq(clientStatusCounts.workspaceId, workspaceId), ownerId ? eq(clientStatusCounts.ownerId, ownerId) : undefined))
      .groupBy(clientStatusCounts.status),
    db
      .select({ recently: count(inRecent(clients.createdAt)), before: count(sql`${clients.createdAt} < ${recentSince}`) })
      .from(clients)
      .where(
        and(
          eq(clients.workspaceId, workspaceId),
          ownerId ? eq(clients.ownerId, ownerId) : undefined,
          sql`${clients.createdAt} >= ${beforeSince}`,
        ),
      ),
    db
      .select({
        status: clients.status,
        recently: count(inRecent(clients.updatedAt)),
        before: count(sql`${clients.updatedAt} < ${recentSince}`),
      })
      .from(clients)
      .where(
        and(
          eq(clients.workspaceId, workspaceId),
          ownerId ? eq(clients.ownerId, ownerId) : undefined,
          sql`${clients.updatedAt} >= ${beforeSince}`,
          inArray(clients.status, [...ACTIVE_STATUSES, "closed_won", "closed_lost"]),
        ),
      )
      .groupBy(clients.status),
    db
      .select({
        revenue: sql<number>`coalesce(sum(${orders.totalPrice}), 0)`.mapWith(Number),
        recently: sum(inRecent(orders.updatedAt)),
        before: sum(sql`${orders.updatedAt} >= ${beforeSince} and ${orders.updatedAt} < ${recentSince}`),
      })
      .from(orders)
      .where(and(eq(orders.workspaceId, workspaceId), eq(orders.status, "paid"), ownerId ? eq(orders.clientOwnerId, ownerId) : undefined)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.workspaceId, workspaceId), lowOnStock)),
    db
      .select(ACTIVITY_COLUMNS)
      .from(activity)
      .leftJoin(user, eq(user.id, activity.actorId))
      .leftJoin(clients, clientOfEntry)
      .where(
        and(
          eq(activity.workspaceId, workspaceId),
          ownerId ? eq(activity.actorId, ownerId) : undefined,
          notInArray(activity.kind, KINDS_LEFT_OUT_OF_THE_FEED),
        ),
      )
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);
  const totals: StatusCounts = Object.fromEntries(byStatus.map((row) => [row.status, row.count]));
  const movedRecently: StatusCounts = Object.fromEntries(moved.map((row) => [row.status, row.recently]));
  const movedBefore: StatusCounts = Object.fromEntries(moved.map((row) => [row.status, row.before]));
  const figures = {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    active: countOf(totals, ...ACTIVE_STATUSES),
    won: countOf(totals, "closed_won"),
    lost: countOf(totals, "closed_lost"),
    addedRecently: added[0]!.recently,
    addedBefore: added[0]!.before,
    activeRecently: countOf(movedRecently, ...ACTIVE_STATUSES),
    activeBefore: countOf(movedBefore, ...ACTIVE_STATUSES),
    wonRecently: countOf(movedRecently, "closed_won"),
    lostRecently: countOf(movedRecently, "closed_lost"),
    wonBefore: countOf(movedBefore, "closed_won"),
    lostBefore: countOf(movedBefore, "closed_lost"),
  };
  const { revenue, recently: revenueRecently, before: revenueBefore } = money[0]!;

  return {
    total_clients: figures.total,
    active_deals: figures.active,
    revenue,
    conversion: conversionRate(figures.won, figures.lost),
    trends: {
      total_clients: percentChange(figures.addedRecently, figures.addedBefore),
      active_deals: percentChange(figures.activeRecently, figures.activeBefore),
      revenue: percentChange(revenueRecently, revenueBefore),
      conversion: percentChange(
        conversionRate(figures.wonRecently, figures.lostRecently),
        conversionRate(figures.wonBefore, figures.lostBefore),
      ),
    },
    low_stock_items: lowStock[0]!.count,
    recent_activity: recentActivity.map(toActivityEntry),
  };
}

/**
 * An entry's columns, with the name of who did it (read with `leftJoin(user, …)`: the account may
 * be gone) and its client while it exists (`leftJoin(clients, clientOfEntry)`), which the entry links to.
 */
const ACTIVITY_COLUMNS = {
  id: activity.id,
  kind: activity.kind,
  entityId: activity.entityId,
  clientId: clients.id,
  details: activity.details,
  createdAt: activity.createdAt,
  actorId: activity.actorId,
  actorName: user.name,
};

/** The client an entry is about, in its workspace: none once deleted. */
const clientOfEntry = and(eq(clients.workspaceId, activity.workspaceId), eq(clients.id, activity.clientId));

/**
 * Kinds that stay out of the dashboard's feed, so that repeated work does not push the business
 * events (orders, payments, clients) off it: ten outreach emails would fill it (docs/decisions.md
 * 76). The whole activity (listActivity) holds them.
 */
const KINDS_LEFT_OUT_OF_THE_FEED: ActivityKind[] = ["outreach.generated"];

function toActivityEntry(entry: {
  id: string;
  kind: string;
  entityId: string | null;
  clientId: string | null;
  details: ActivityEntry["details"];
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
}): ActivityEntry {
  return {
    id: entry.id,
    kind: entry.kind as ActivityKind,
    entity_id: entry.entityId,
    client_id: entry.clientId,
    summary: summaryOf(entry.details),
    details: entry.details,
    created_at: isoTimestamp(entry.createdAt),
    actor: entry.actorId !== null && entry.actorName !== null ? { id: entry.actorId, name: entry.actorName } : null,
  };
}

/** One page of everything done in the workspace, newest first (the "All activity" screen). */
export async function listActivity(
  db: Database,
  workspaceId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page<ActivityEntry>> {
  const name = `activity_page${cursor ? "_after" : ""}`;
  const page = preparedQuery(db, name, () =>
    db
      .select({ ...ACTIVITY_COLUMNS, cursorKey: newestFirst.cursorKey(activity) })
      .from(activity)
      .leftJoin(user, eq(user.id, activity.actorId))
      .leftJoin(clients, clientOfEntry)
      .where(and(eq(activity.workspaceId, pageParameters.workspaceId), cursor ? newestFirst.after(activity) : undefined))
      .orderBy(...newestFirst.orderBy(activity))
      .limit(pageParameters.limitPlusOne)
      .prepare(name),
  );
  const rows = await page.execute({ workspaceId, limitPlusOne: limit + 1, ...newestFirst.cursorValues(cursor) });
  return toPage(rows, limit, toActivityEntry, (row) => [row.cursorKey, row.id]);
}

/**
 * The subject of an entry as it was then: an order's number ("#42"; "#1a2b3c4d" for an order
 * gone before orders had numbers), else the client's or item's name.
 */
function summaryOf(details: ActivityEntry["details"]): string {
  if (typeof details.number === "number" || typeof details.number === "string") return `#${details.number}`;
  return typeof details.name === "string" ? details.name : "";
}
