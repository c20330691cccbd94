import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import {
  SALES_BY_CLIENT_LIMIT,
  TOP_LIMIT,
  type ClientSales,
  type Funnel,
  type OrdersByStatus,
  type OwnerSales,
  type RevenueByMonth,
  type RevenueByOwner,
  type SalesSummary,
  type TopClients,
  type TopItems,
} from "@shared/reports/report.schema";
import { queryRows, type Database, type Executor } from "../db/database";
import { clientSales, clients, inventoryItems, itemSales, orderItems, orders, ownerSales, user } from "../db/schema";
import { monthsOf } from "./report-range";

/**
 * The reports (docs/product.md "Sales and reports figures"), each one aggregate in SQL over the
 * workspace's rows of the range. A sale is a delivered or paid order, dated by when it was
 * placed, for its total tax included (docs/decisions.md 99); every sales figure reads the
 * partial index of sales (`orders_workspace_sales_idx`) alone, without the table's rows.
 */
export interface ReportScope {
  workspaceId: string;
  /** The range's first instant, included. */
  from: Date;
  /** The instant it ends, excluded. */
  to: Date;
}

/**
 * Runs a report's queries in a transaction whose statements are planned for the range they are
 * given. PostgreSQL reuses a prepared statement's plan once it finds that plan no dearer than a
 * new one, judging from estimates made without the range; for a report, whose range may hold a
 * day or five years of sales, that plan expected 200 rows where there were 40,000 (docs/decisions.md 149).
 */
export function plannedForTheRange<T>(db: Database, run: (executor: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return run(tx);
  });
}

/** The orders the sales figures count. */
export const SALE_STATUSES = ["delivered", "paid"] as const;

// As text: the PostgreSQL driver takes timestamps as Drizzle writes them, not as Date objects.
const inRange = (column: typeof orders.createdAt | typeof clients.createdAt, { from, to }: ReportScope) =>
  sql`${column} >= ${from.toISOString()} and ${column} < ${to.toISOString()}`;

/** The sales of the workspace, of all time: the sales index's condition, so that the planner picks it. */
const salesOfWorkspace = (workspaceId: string): SQL =>
  and(eq(orders.workspaceId, workspaceId), inArray(orders.status, [...SALE_STATUSES]))!;

/** The sales of the workspace in the range. */
const salesOf = (scope: ReportScope): SQL => and(salesOfWorkspace(scope.workspaceId), inRange(orders.createdAt, scope))!;

const revenue = sql<number>`coalesce(sum(${orders.totalPrice}), 0)`.mapWith(Number);
const count = sql<number>`count(*)`.mapWith(Number);

export async function revenueByMonth(db: Executor, scope: ReportScope & { timeZone: string }): Promise<RevenueByMonth> {
  const months = monthsOf(scope.from, scope.to, scope.timeZone);
  // width_bucket numbers each sale by the month it falls in: 1 for the first, as the array lists them.
  // The array is a subquery, built once for the query rather than for each sale.
  const starts = sql.join(
    months.map((month) => sql`${month.from.toISOString()}`),
    sql`, `,
  );
  const bucket = sql<number>`width_bucket(${orders.createdAt}, (select array[${starts}]::timestamptz[]))`.mapWith(Number);
  const rows = await db
    .select({ bucket, revenue, orders: count })
    .from(orders)
    .where(salesOf(scope))
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return {
    months: months.map((month, index) => ({
      month: month.month,
      revenue: byBucket.get(index + 1)?.revenue ?? 0,
      orders: byBucket.get(index + 1)?.orders ?? 0,
    })),
  };
}

/**
 * The orders placed in the range, counted and summed by status: one range of the
 * `(workspace_id, status, created_at)` index per status, read alone (docs/decisions.md 147).
 */
export async function ordersByStatus(db: Executor, scope: ReportScope): Promise<OrdersByStatus> {
  const rows = await queryRows<{ status: OrderStatus; count: number; total: string }>(
    db,
    sql`select stage.status, totals.count, totals.total
        from unnest(enum_range(null::order_status)) as stage(status)
        cross join lateral (
          select count(*)::int as count, coalesce(sum(${orders.totalPrice}), 0) as total from ${orders}
          where ${orders.workspaceId} = ${scope.workspaceId} and ${orders.status} = stage.status
            and ${inRange(orders.createdAt, scope)}
        ) as totals`,
  );
  return {
    statuses: ORDER_STATUSES.map((status) => {
      const row = rows.find((candidate) => candidate.status === status);
      return { status, count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
    }),
  };
}

/**
 * How far each side of a range is counted: a range is ranked from the sales of all time
 * (`client_sales`, `item_sales`, `owner_sales`), less those outside it, when fewer sales lie
 * outside it than inside, and no more than this many (docs/decisions.md 148, 158, 159).
 */
const OUTSIDE_SALES_LIMIT = 5_000;

/** How a range's clients, items or owners are summed: from the range's sales, or from all time less the rest. */
export type SalesSource = "range" | "all time less the rest";

/**
 * The cheaper source for the range: the rows outside it are counted (up to OUTSIDE_SALES_LIMIT +
 * 1, from an index alone), then, when there are no more than that, those inside it up to one more
 * than outside, and the side that holds fewer is summed. `sales` are the rows of the workspace's
 * sales of all time, `date` their date.
 */
async function cheaperSource(
  db: Executor,
  scope: ReportScope,
  table: typeof orders | typeof orderItems,
  sales: SQL,
  date: SQL,
): Promise<SalesSource> {
  const counted = (range: SQL, limit: SQL) =>
    sql`(select count(*) from (select 1 from ${table} where ${sales} and ${range} limit ${limit}) as counted)::int`;
  const [row] = await queryRows<{ inside: number; outside: number }>(
    db,
    sql`with outside as (
          select ${counted(sql`${date} < ${scope.from.toISOString()}`, sql`${OUTSIDE_SALES_LIMIT + 1}`)}
               + ${counted(sql`${date} >= ${scope.to.toISOString()}`, sql`${OUTSIDE_SALES_LIMIT + 1}`)} as count
        )
        select outside.count as outside,
               ${counted(
                 sql`${date} >= ${scope.from.toISOString()} and ${date} < ${scope.to.toISOString()}`,
                 sql`(select case when count > ${OUTSIDE_SALES_LIMIT} then 0 else count + 1 end from outside)`,
               )} as inside
        from outside`,
  );
  return Number(row!.outside) < Number(row!.inside) ? "all time less the rest" : "range";
}

/**
 * The sales by client, the best first, with the client's name and company; `limit` rows at most.
 * The sales without a client (none given, or deleted since) are one row, whose client is null.
 */
/** The cheaper source of the range's sales by client or by owner (the orders that are sales). */
const salesSource = (db: Executor, scope: ReportScope) =>
  cheaperSource(db, scope, orders, salesOfWorkspace(scope.workspaceId), sql`${orders.createdAt}`);

export async function salesByClient(db: Executor, scope: ReportScope, limit: number, source?: SalesSource): Promise<ClientSales[]> {
  const rows =
    (source ?? (await salesSource(db, scope))) === "range"
      ? await salesByClientOfRange(db, scope, limit)
      : await salesByClientLessTheRest(db, scope, limit);
  return rows.map((row) => ({
    client_id: row.clientId,
    name: row.name,
    company: row.company,
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}

interface ClientSalesRow {
  clientId: string | null;
  name: string | null;
  company: string | null;
  revenue: number | string;
  orders: number | string;
}

/** Every sale of the range, grouped by client. */
async function salesByClientOfRange(db: Executor, scope: ReportScope, limit: number): Promise<ClientSalesRow[]> {
  const totals = db
    .select({ clientId: orders.clientId, revenue: revenue.as("revenue"), orders: count.as("orders") })
    .from(orders)
    .where(salesOf(scope))
    .groupBy(orders.clientId)
    .orderBy(desc(revenue), orders.clientId)
    .limit(limit)
    .as("client_totals");
  return db
    .select({ clientId: totals.clientId, name: clients.name, company: clients.company, revenue: totals.revenue, orders: totals.orders })
    .from(totals)
    .leftJoin(clients, and(eq(clients.workspaceId, scope.workspaceId), eq(clients.id, totals.clientId)))
    .orderBy(desc(totals.revenue), totals.clientId);
}

/**
 * Each client's sales of all time, less those outside the range. The clients with a sale outside
 * it are `n`; the best `limit + n` of all time then hold at least `limit` clients whose figures
 * the range leaves as they are, and every client outside those ranks below each of them, so the
 * best `limit` of the range are among those `limit + n`. The sales without a client are summed
 * from the range, from an index of their own.
 */
async function salesByClientLessTheRest(db: Executor, scope: ReportScope, limit: number): Promise<ClientSalesRow[]> {
  const { workspaceId } = scope;
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  const sales = salesOfWorkspace(workspaceId);
  return queryRows<ClientSalesRow>(
    db,
    sql`with outside_sales as (
          select ${orders.clientId} as client_id, ${orders.totalPrice} as total from ${orders}
            where ${sales} and ${orders.clientId} is not null and ${orders.createdAt} < ${from}
          union all
          select ${orders.clientId}, ${orders.totalPrice} from ${orders}
            where ${sales} and ${orders.clientId} is not null and ${orders.createdAt} >= ${to}
        ),
        outside as (select client_id, sum(total) as revenue, count(*) as orders from outside_sales group by client_id),
        candidates as (
          select ${clientSales.clientId} as client_id, ${clientSales.revenue} as revenue, ${clientSales.orders} as orders
          from ${clientSales}
          where ${clientSales.workspaceId} = ${workspaceId} and ${clientSales.orders} > 0
          order by ${clientSales.revenue} desc nulls last, ${clientSales.clientId}
          limit ${limit} + (select count(*) from outside)
        ),
        ranked as (
          select candidates.client_id, candidates.revenue - coalesce(outside.revenue, 0) as revenue,
                 candidates.orders - coalesce(outside.orders, 0) as orders
          from candidates left join outside on outside.client_id = candidates.client_id
          union all
          select null, coalesce(sum(${orders.totalPrice}), 0), count(*) from ${orders}
            where ${sales} and ${orders.clientId} is null and ${inRange(orders.createdAt, scope)}
        )
        select ranked.client_id as "clientId", ${clients.name} as name, ${clients.company} as company,
               ranked.revenue, ranked.orders
        from ranked left join ${clients} on ${clients.workspaceId} = ${workspaceId} and ${clients.id} = ranked.client_id
        where ranked.orders > 0
        order by ranked.revenue desc, ranked.client_id
        limit ${limit}`,
  );
}

export async function topClients(db: Executor, scope: ReportScope): Promise<TopClients> {
  return { clients: await salesByClient(db, scope, TOP_LIMIT) };
}

/**
 * The sales by the member who owns the client (kept on the order: `client_owner_id`), the best
 * first. The sales without a client have no owner: one row, whose owner is null.
 */
export async function salesByOwner(db: Executor, scope: ReportScope, source?: SalesSource): Promise<OwnerSales[]> {
  const rows =
    (source ?? (await salesSource(db, scope))) === "range"
      ? await salesByOwnerOfRange(db, scope)
      : await salesByOwnerLessTheRest(db, scope);
  return rows.map((row) => ({ owner_id: row.ownerId, name: row.name, revenue: Number(row.revenue), orders: Number(row.orders) }));
}

interface OwnerSalesRow {
  ownerId: string | null;
  name: string | null;
  revenue: number | string;
  orders: number | string;
}

/** Every sale of the range, grouped by owner. */
function salesByOwnerOfRange(db: Executor, scope: ReportScope): Promise<OwnerSalesRow[]> {
  const totals = db
    .select({ ownerId: orders.clientOwnerId, revenue: revenue.as("owner_revenue"), orders: count.as("owner_orders") })
    .from(orders)
    .where(salesOf(scope))
    .groupBy(orders.clientOwnerId)
    .as("owner_totals");
  return db
    .select({ ownerId: totals.ownerId, name: user.name, revenue: totals.revenue, orders: totals.orders })
    .from(totals)
    .leftJoin(user, eq(user.id, totals.ownerId))
    .orderBy(desc(totals.revenue), totals.ownerId);
}

/**
 * Each owner's sales of all time (`owner_sales`), less those outside the range (docs/decisions.md
 * 159); the sales without a client, which have no owner, are summed from the range, from their
 * index (an order has an owner exactly when it has a client: migration 0020).
 */
function salesByOwnerLessTheRest(db: Executor, scope: ReportScope): Promise<OwnerSalesRow[]> {
  const { workspaceId } = scope;
  const sales = salesOfWorkspace(workspaceId);
  return queryRows<OwnerSalesRow>(
    db,
    sql`with outside_sales as (
          select ${orders.clientOwnerId} as owner_id, ${orders.totalPrice} as total from ${orders}
            where ${sales} and ${orders.clientOwnerId} is not null and ${orders.createdAt} < ${scope.from.toISOString()}
          union all
          select ${orders.clientOwnerId}, ${orders.totalPrice} from ${orders}
            where ${sales} and ${orders.clientOwnerId} is not null and ${orders.createdAt} >= ${scope.to.toISOString()}
        ),
        outside as (select owner_id, sum(total) as revenue, count(*) as orders from outside_sales group by owner_id),
        ranked as (
          select ${ownerSales.ownerId} as owner_id, ${ownerSales.revenue} - coalesce(outside.revenue, 0) as revenue,
                 ${ownerSales.orders} - coalesce(outside.orders, 0) as orders
          from ${ownerSales} left join outside on outside.owner_id = ${ownerSales.ownerId}
          where ${ownerSales.workspaceId} = ${workspaceId}
          union all
          select null, coalesce(sum(${orders.totalPrice}), 0), count(*) from ${orders}
            where ${sales} and ${orders.clientId} is null and ${inRange(orders.createdAt, scope)}
        )
        select ranked.owner_id as "ownerId", ${user.name} as name, ranked.revenue, ranked.orders
        from ranked left join ${user} on ${user.id} = ranked.owner_id
        where ranked.orders > 0
        order by ranked.revenue desc, ranked.owner_id`,
  );
}

export async function revenueByOwner(db: Executor, scope: ReportScope): Promise<RevenueByOwner> {
  return { owners: await salesByOwner(db, scope) };
}

/**
 * The items sold in the largest quantities: the lines of the range's sales, each carrying its
 * order's date while the order is a sale (`sale_at`, kept by triggers). The lines of items the
 * workspace holds are grouped by item, those of deleted items by the name they kept, each from an
 * index of its own (docs/decisions.md 147); the best then take their item's current name. A range
 * that holds most of the lines ranks its items from their sales of all time instead (decision 158).
 */
export async function salesByItem(db: Executor, scope: ReportScope, limit: number, source?: SalesSource): Promise<TopItems["items"]> {
  const rows =
    (source ?? (await cheaperSource(db, scope, orderItems, soldItemLines(scope.workspaceId), sql`${orderItems.saleAt}`))) === "range"
      ? await salesByItemOfRange(db, scope, limit)
      : await salesByItemLessTheRest(db, scope, limit);
  return rows.map((row) => ({
    inventory_item_id: row.itemId,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

interface ItemSalesRow {
  itemId: string | null;
  name: string;
  quantity: number | string;
  revenue: number | string;
}

/** The sold lines of the items the workspace holds, of all time: the condition of their index. */
const soldItemLines = (workspaceId: string): SQL =>
  and(eq(orderItems.workspaceId, workspaceId), sql`${orderItems.saleAt} is not null and ${orderItems.inventoryItemId} is not null`)!;

/** The sold lines of deleted items in the range, by the name they kept, as the ranking's rows. */
const deletedItemsOfRange = (
  scope: ReportScope,
) => sql`select null::uuid, ${orderItems.itemName}, sum(${orderItems.quantity}), sum(${orderItems.subtotal})
  from ${orderItems}
  where ${orderItems.workspaceId} = ${scope.workspaceId} and ${orderItems.saleAt} is not null and ${orderItems.inventoryItemId} is null
    and ${orderItems.saleAt} >= ${scope.from.toISOString()} and ${orderItems.saleAt} < ${scope.to.toISOString()}
  group by ${orderItems.itemName}`;

/** The ranked rows (item, kept name, quantity, revenue) with their item's current name, the best `limit`. */
const bestOf = (ranked: SQL, scope: ReportScope, limit: number) => sql`select ranked.item_id as "itemId",
    coalesce(${inventoryItems.itemName}, ranked.kept_name) as name, ranked.quantity, ranked.revenue
  from (${ranked}) as ranked (item_id, kept_name, quantity, revenue)
  left join ${inventoryItems} on ${inventoryItems.workspaceId} = ${scope.workspaceId} and ${inventoryItems.id} = ranked.item_id
  where ranked.quantity > 0
  order by ranked.quantity desc, ranked.revenue desc, ranked.item_id, ranked.kept_name
  limit ${limit}`;

/** Every sold line of the range, grouped by item. */
function salesByItemOfRange(db: Executor, scope: ReportScope, limit: number): Promise<ItemSalesRow[]> {
  return queryRows<ItemSalesRow>(
    db,
    bestOf(
      sql`select ${orderItems.inventoryItemId}, null::text, sum(${orderItems.quantity}), sum(${orderItems.subtotal})
          from ${orderItems}
          where ${soldItemLines(scope.workspaceId)}
            and ${orderItems.saleAt} >= ${scope.from.toISOString()} and ${orderItems.saleAt} < ${scope.to.toISOString()}
          group by ${orderItems.inventoryItemId}
          union all ${deletedItemsOfRange(scope)}`,
      scope,
      limit,
    ),
  );
}

/**
 * Each item's sales of all time, less its lines outside the range: as for the clients (decision
 * 148), with `n` items sold outside the range, the best `limit + n` of all time hold the best
 * `limit` of the range. A line's quantity and amount are never negative, so an item's figures in
 * the range are at most those of all time, and rank no higher.
 */
function salesByItemLessTheRest(db: Executor, scope: ReportScope, limit: number): Promise<ItemSalesRow[]> {
  const sold = soldItemLines(scope.workspaceId);
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  return queryRows<ItemSalesRow>(
    db,
    sql`with outside_lines as (
          select ${orderItems.inventoryItemId} as item_id, ${orderItems.quantity} as quantity, ${orderItems.subtotal} as amount
            from ${orderItems} where ${sold} and ${orderItems.saleAt} < ${from}
          union all
          select ${orderItems.inventoryItemId}, ${orderItems.quantity}, ${orderItems.subtotal}
            from ${orderItems} where ${sold} and ${orderItems.saleAt} >= ${to}
        ),
        outside as (select item_id, sum(quantity) as quantity, sum(amount) as revenue from outside_lines group by item_id),
        candidates as (
          select ${itemSales.inventoryItemId} as item_id, ${itemSales.quantity} as quantity, ${itemSales.revenue} as revenue
          from ${itemSales}
          where ${itemSales.workspaceId} = ${scope.workspaceId} and ${itemSales.quantity} > 0
          order by ${itemSales.quantity} desc nulls last, ${itemSales.revenue} desc nulls last, ${itemSales.inventoryItemId}
          limit ${limit} + (select count(*) from outside)
        )
        ${bestOf(
          sql`select candidates.item_id, null::text, candidates.quantity - coalesce(outside.quantity, 0),
                     candidates.revenue - coalesce(outside.revenue, 0)
              from candidates left join outside on outside.item_id = candidates.item_id
              union all ${deletedItemsOfRange(scope)}`,
          scope,
          limit,
        )}`,
  );
}

export async function topItems(db: Executor, scope: ReportScope): Promise<TopItems> {
  return { items: await salesByItem(db, scope, TOP_LIMIT) };
}

/**
 * The clients added in the range by the status they have now: one count per status, each a range
 * of the `(workspace_id, status, created_at)` index read alone.
 */
export async function funnel(db: Executor, scope: ReportScope): Promise<Funnel> {
  const rows = await queryRows<{ status: ClientStatus; count: number }>(
    db,
    sql`select stage.status, (select count(*)::int from ${clients}
          where ${clients.workspaceId} = ${scope.workspaceId} and ${clients.status} = stage.status
            and ${inRange(clients.createdAt, scope)}) as count
        from unnest(enum_range(null::client_status)) as stage(status)`,
  );
  return {
    stages: CLIENT_STATUSES.map((status) => ({ status, count: Number(rows.find((row) => row.status === status)?.count ?? 0) })),
  };
}

/**
 * The owners' sales add up to the range's: every sale has one owner, or none (without a client).
 * The source of both parts is chosen once; then the sales by client and by owner are read side by
 * side, each in a transaction of its own planned for the range: on PostgreSQL, on two connections
 * at once (docs/decisions.md 157). Each statement of a transaction reads the data as its own
 * start finds it, so one transaction would not make the two agree any better.
 */
export async function salesSummary(db: Database, scope: ReportScope): Promise<SalesSummary> {
  const source = await salesSource(db, scope);
  const [byClient, byOwner] = await Promise.all([
    plannedForTheRange(db, (executor) => salesByClient(executor, scope, SALES_BY_CLIENT_LIMIT + 1, source)),
    plannedForTheRange(db, (executor) => salesByOwner(executor, scope, source)),
  ]);
  const total = byOwner.reduce((sum, owner) => sum + owner.revenue, 0);
  const sales = byOwner.reduce((sum, owner) => sum + owner.orders, 0);
  return {
    revenue: total,
    orders: sales,
    average: sales === 0 ? null : total / sales,
    by_client: byClient.slice(0, SALES_BY_CLIENT_LIMIT),
    by_client_truncated: byClient.length > SALES_BY_CLIENT_LIMIT,
    by_owner: byOwner,
  };
}
