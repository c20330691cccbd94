import { and, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import type { Pipeline } from "@shared/pipeline/pipeline.schema";
import type { Database } from "../db/database";
import { clients, clientStatusCounts, orders } from "../db/schema";
import { likePattern } from "../lib/pagination";

/**
 * Which clients the board shows (docs/product.md "Pipeline", docs/decisions.md 107): the workspace's, one member's with
 * `ownerId`, and those whose name, email or company holds `q`, exactly as the clients' list
 * filters them, so that each column's count is the length of its list of cards.
 */
export interface PipelineScope {
  workspaceId: string;
  ownerId?: string;
  q?: string;
}

/** The search of the clients' list: the same ILIKE on the same three fields, served by their trigram indexes. */
const matchingSearch = (q: string) => {
  const pattern = likePattern(q);
  return or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.company, pattern));
};

const clientsOf = ({ workspaceId, ownerId, q }: PipelineScope) =>
  and(eq(clients.workspaceId, workspaceId), ownerId ? eq(clients.ownerId, ownerId) : undefined, q ? matchingSearch(q) : undefined);

/** A column's figures as the queries read them. */
interface ColumnFigures {
  status: ClientStatus;
  count: number;
  value: number;
}

const paidTotal = sql<number>`coalesce(sum(${orders.totalPrice}), 0)`.mapWith(Number);

/** The workspace's paid orders, the index's condition (`orders_workspace_paid_client_idx`) so that the planner reads it alone. */
const paidOrdersOf = (workspaceId: string) => and(eq(orders.workspaceId, workspaceId), eq(orders.status, "paid"));

/**
 * The board without a search. The counts are kept per owner and status (`client_status_counts`,
 * by a trigger), as the dashboard reads them. The values join the workspace's paid orders, by
 * client, to the clients' status and owner: both sides read from an index alone, in the
 * clients' order, and merged.
 */
async function unsearchedColumns(db: Database, scope: PipelineScope): Promise<ColumnFigures[]> {
  const [counts, values] = await Promise.all([
    db
      .select({ status: clientStatusCounts.status, count: sql<number>`sum(${clientStatusCounts.count})`.mapWith(Number) })
      .from(clientStatusCounts)
      .where(
        and(
          eq(clientStatusCounts.workspaceId, scope.workspaceId),
          scope.ownerId ? eq(clientStatusCounts.ownerId, scope.ownerId) : undefined,
        ),
      )
      .groupBy(clientStatusCounts.status),
    db
      .select({ status: clients.status, value: paidTotal })
      .from(orders)
      .innerJoin(clients, and(eq(clients.workspaceId, orders.workspaceId), eq(clients.id, orders.clientId)))
      .where(and(paidOrdersOf(scope.workspaceId), clientsOf(scope)))
      .groupBy(clients.status),
  ]);
  const valueOf = new Map(values.map((row) => [row.status, row.value]));
  return counts.map((row) => ({ ...row, value: valueOf.get(row.status) ?? 0 }));
}

/**
 * The board with a search: the matching clients counted, and their paid orders summed, in one
 * pass over them (found by the trigram indexes, for three characters or more; a shorter search
 * reads every client of the workspace).
 */
async function searchedColumns(db: Database, scope: PipelineScope): Promise<ColumnFigures[]> {
  const paidByClient = db
    .select({ clientId: orders.clientId, value: sql<string>`sum(${orders.totalPrice})`.as("value") })
    .from(orders)
    .where(and(paidOrdersOf(scope.workspaceId), isNotNull(orders.clientId)))
    .groupBy(orders.clientId)
    .as("paid_by_client");
  return db
    .select({
      status: clients.status,
      count: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${paidByClient.value}), 0)`.mapWith(Number),
    })
    .from(clients)
    .leftJoin(paidByClient, eq(paidByClient.clientId, clients.id))
    .where(clientsOf(scope))
    .groupBy(clients.status);
}

/** The board's columns, every status in the pipeline's order, empty ones included. */
export async function getPipeline(db: Database, scope: PipelineScope): Promise<Pipeline> {
  const figures = scope.q ? await searchedColumns(db, scope) : await unsearchedColumns(db, scope);
  const byStatus = new Map(figures.map((column) => [column.status, column]));
  return {
    columns: CLIENT_STATUSES.map((status) => ({
      status,
      count: byStatus.get(status)?.count ?? 0,
      value: byStatus.get(status)?.value ?? 0,
    })),
  };
}
