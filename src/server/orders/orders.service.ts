import { and, asc, eq, getTableColumns, inArray, or, sql, type Placeholder } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { currencyDigits } from "@shared/money/currency";
import { INITIAL_ORDER_STATUS, isLineEditingAllowed, ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import type { ORDER_SORT_FIELDS, OrderSort } from "@shared/sorting";
import type {
  createOrderSchema,
  InsufficientStockDetails,
  Order,
  OrderDetail,
  OrderLine,
  OrderChangedDetails,
  OrderLockedDetails,
  updateOrderSchema,
} from "@shared/orders/order.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { withSerializationRetry } from "../db/retry";
import { clients, inventoryItems, orderItems, orders, taxRates, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import { AppError, conflict, notFound, type FieldErrors } from "../http/errors";
import { preparedQuery } from "../db/prepared-statements";
import { keyset, sortOrders } from "../lib/list-order";
import { likePattern, pageParameters, rowsWithTotal, toPage, type Page } from "../lib/pagination";
import { takeNextNumber } from "../lib/number-series";
import {
  creditInvoiceOf,
  refuseDeletionIfInvoiced,
  refuseLineChangesIfInvoiced,
  systemClock,
  type DocumentClock,
} from "../invoices/order-invoices";
import { findShortage, heldStock, NOTHING_HELD, stockMovements, type Holdings, type StockShortage } from "./stock";
import { isoTimestamp } from "../lib/iso-timestamp";
import { insertRowsAsJson, keepDeletedRecord, rowAsJson, takeDeletedRecord } from "../undo/deleted-records";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderItems.$inferSelect;
type CreateOrder = z.output<typeof createOrderSchema>;
type UpdateOrder = z.output<typeof updateOrderSchema>;
/** A line as a validated request carries it; a create request's lines are the same without `id`. */
type RequestedLine = NonNullable<UpdateOrder["lines"]>[number];

/** A line's tax as saved: the rate picked and a snapshot of its name and percent; all null for none. */
interface LineTax {
  taxRateId: string | null;
  taxName: string | null;
  taxRate: number | null;
}

const NO_TAX: LineTax = { taxRateId: null, taxName: null, taxRate: null };

/** A line as it will be saved: an existing line keeps its id, a new one has none yet. */
interface LineToSave extends LineTax {
  id?: string;
  inventoryItemId: string | null;
  itemName: string;
  unitPrice: number;
  quantity: number;
}

/** An inventory item locked by the change, with what the change needs to know of it. */
interface LockedItem {
  id: string;
  itemName: string;
  unitPrice: number;
  quantity: number;
  taxRateId: string | null;
}

/** A tax rate a line of the change may take, kept from being deleted until the change commits. */
interface RateOnOffer {
  id: string;
  name: string;
  rate: number;
  archived: boolean;
}

/** How the order's amounts are worked out: its own "prices include tax", its workspace currency's minor unit. */
interface MoneyRules {
  pricesIncludeTax: boolean;
  currencyDigits: number;
}

/** The workspace's order with this id: every query of an order names both. */
const inWorkspace = (workspaceId: string | Placeholder, orderId: string | Placeholder) =>
  and(eq(orders.workspaceId, workspaceId), eq(orders.id, orderId));

/** The lines of the workspace's order. */
const linesOf = (workspaceId: string | Placeholder, orderId: string | Placeholder) =>
  and(eq(orderItems.workspaceId, workspaceId), eq(orderItems.orderId, orderId));

/** The order's client, joined within the order's workspace like every other query. */
const clientOfOrder = and(eq(clients.workspaceId, orders.workspaceId), eq(clients.id, orders.clientId));

/**
 * The placeholders of the statements an order change runs, prepared once (preparedQuery): their
 * SQL text is written once per process rather than on every request (docs/performance.md).
 */
const change = {
  workspaceId: sql.placeholder("workspaceId"),
  orderId: sql.placeholder("orderId"),
  clientId: sql.placeholder("clientId"),
  itemIds: sql.placeholder("itemIds"),
  quantityChanges: sql.placeholder("quantityChanges"),
  status: sql.placeholder("status"),
  pricesIncludeTax: sql.placeholder("pricesIncludeTax"),
  currencyDigits: sql.placeholder("currencyDigits"),
};

/** The order the user gave the lines; lines from before line numbers existed fall back to when they were added. */
const lineOrder = [asc(orderItems.lineNumber), asc(orderItems.createdAt), asc(orderItems.id)];

export function toOrder(row: OrderRow, clientName: string | null): Order {
  return {
    id: row.id,
    number: row.number,
    client_id: row.clientId,
    client_name: clientName,
    status: row.status,
    prices_include_tax: row.pricesIncludeTax,
    subtotal_net: row.subtotalNet,
    tax_total: row.taxTotal,
    taxes: row.taxes,
    total_price: row.totalPrice,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    inventory_item_id: row.inventoryItemId,
    item_name: row.itemName,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    subtotal: row.subtotal,
    tax_rate_id: row.taxRateId,
    tax_name: row.taxName,
    tax_rate: row.taxRate,
  };
}

export interface ListOrdersOptions {
  workspaceId: string;
  /** "42" or "#42": the order with that number; other text: orders whose client's name holds it. */
  q?: string;
  status?: OrderStatus;
  client_id?: string;
  /** Orders created at or after this instant. */
  from?: string;
  /** Orders created before this instant. */
  to?: string;
  sort: OrderSort;
  limit: number;
  cursor?: string;
  /** false: no count of the first page (`total` null); the lists count it unless told. */
  count?: boolean;
}

const orderOrder = sortOrders<(typeof ORDER_SORT_FIELDS)[number]>({
  created_at: [{ expression: orders.createdAt, type: "timestamptz" }],
  total_price: [{ expression: orders.totalPrice, type: "numeric" }],
  status: [
    { expression: orders.status, type: { enumName: "order_status", values: ORDER_STATUSES } },
    { expression: orders.createdAt, type: "timestamptz" },
  ],
});

const filterValues = {
  number: sql.placeholder("number"),
  pattern: sql.placeholder("pattern"),
  status: sql.placeholder("status"),
  clientId: sql.placeholder("clientId"),
  from: sql.placeholder("from"),
  to: sql.placeholder("to"),
};

/** What a search `q` asks for: an order number ("42", "#42"), or text to find in the client's name. */
type OrderSearch = { number: number } | { pattern: string };

/** Order numbers are PostgreSQL integers: a longer run of digits is no order's number. */
const ORDER_NUMBER = /^#?\s*(\d{1,10})$/;

function orderSearch(q: string | undefined): OrderSearch | undefined {
  if (!q) return undefined;
  const digits = ORDER_NUMBER.exec(q)?.[1];
  if (digits !== undefined) return { number: Math.min(Number(digits), 2 ** 31 - 1) };
  return { pattern: likePattern(q) };
}

interface OrderFilters extends Pick<ListOrdersOptions, "status" | "client_id" | "from" | "to"> {
  search?: OrderSearch;
}

/** The workspace's clients whose name matches the search pattern. */
const clientsNamed = sql`(select ${clients.id} from ${clients} where ${clients.workspaceId} = ${pageParameters.workspaceId} and ${clients.name} ilike ${filterValues.pattern})`;

/** The workspace's orders, narrowed by the filters given (each a placeholder of `filterValues`). */
const orderFilters = ({ search, status, client_id, from, to }: OrderFilters) =>
  and(
    eq(orders.workspaceId, pageParameters.workspaceId),
    search && "number" in search ? eq(orders.number, filterValues.number) : undefined,
    search && "pattern" in search ? sql`${orders.clientId} in ${clientsNamed}` : undefined,
    status ? eq(orders.status, filterValues.status) : undefined,
    client_id ? eq(orders.clientId, filterValues.clientId) : undefined,
    from ? sql`${orders.createdAt} >= ${filterValues.from}::timestamptz` : undefined,
    to ? sql`${orders.createdAt} < ${filterValues.to}::timestamptz` : undefined,
  );

/** One page of the workspace's orders in the order asked, each with its client's name, optionally filtered. */
export async function listOrders(db: Database, options: ListOrdersOptions): Promise<Page<Order>> {
  const { workspaceId, status, client_id, from, to, sort, limit, cursor, count } = options;
  const search = orderSearch(options.q);
  const filters = { search, status, client_id, from, to };
  const order = keyset(orderOrder(sort), orders.id);
  const filtered =
    (search ? ("number" in search ? "_number" : "_client_name") : "") +
    Object.entries({ status, client_id, from, to })
      .filter(([, value]) => value !== undefined)
      .map(([key]) => `_${key}`)
      .join("");
  const name = `orders_page_${sort}${cursor ? "_after" : ""}${filtered}`;
  const page = preparedQuery(db, name, () =>
    db
      .select({ order: orders, clientName: clients.name, ...order.cursorFields })
      .from(orders)
      .leftJoin(clients, clientOfOrder)
      .where(and(orderFilters(filters), cursor ? order.after : undefined))
      .orderBy(...order.orderBy)
      .limit(pageParameters.limitPlusOne)
      .prepare(name),
  );
  const values = {
    workspaceId,
    number: search && "number" in search ? search.number : undefined,
    pattern: search && "pattern" in search ? search.pattern : undefined,
    status,
    clientId: client_id,
    from,
    to,
    limitPlusOne: limit + 1,
    ...order.cursorValues(cursor),
  };
  const { rows, total } = await rowsWithTotal(
    db,
    () => page.execute(values),
    { name: `orders_count${filtered}`, table: orders, filters: () => orderFilters(filters), search: Boolean(search) },
    values,
    { cursor, limit, count },
  );
  return toPage(
    rows,
    limit,
    (row) => toOrder(row.order, row.clientName),
    (row) => order.cursorOf(row, row.order.id),
    total,
  );
}

export async function getOrder(db: Database, workspaceId: string, orderId: string): Promise<OrderDetail> {
  // One snapshot for the order and its lines, so that the total always matches the lines shown.
  return db.transaction((tx) => readOrderDetail(tx, workspaceId, orderId), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function readOrderDetail(executor: Executor, workspaceId: string, orderId: string): Promise<OrderDetail> {
  const [row] = await executor
    .select({ order: orders, clientName: clients.name })
    .from(orders)
    .leftJoin(clients, clientOfOrder)
    .where(inWorkspace(workspaceId, orderId));
  if (!row) throw notFound("Order");
  return toOrderDetail(row.order, row.clientName, await readLines(executor, workspaceId, orderId));
}

function toOrderDetail(order: OrderRow, clientName: string | null, lines: readonly OrderLineRow[]): OrderDetail {
  return { ...toOrder(order, clientName), lines: lines.map(toOrderLine) };
}

/** A new order, in status created: it holds no stock yet. */
export async function createOrder(db: Database, actor: Actor, input: CreateOrder): Promise<OrderDetail> {
  const { workspaceId } = actor;
  return withSerializationRetry(() =>
    db.transaction(async (tx) => {
      const client = input.client_id ? await lockClient(tx, workspaceId, input.client_id) : undefined;
      const items = await lockInventoryItems(tx, workspaceId, { requestedItemIds: requestedItemIds(input.lines) });
      const rates = await rateOnOffer(tx, workspaceId, input.lines, [], items);
      const { lines, fieldErrors } = resolveLines(input.lines, [], items, rates);
      if (input.client_id && !client) fieldErrors.client_id = "validation.clientNotFound";
      throwIfInvalid(fieldErrors);

      const money = await workspaceMoneyRules(tx, workspaceId);
      const number = await takeNextNumber(tx, workspaceId, "order");
      const [order] = await tx
        .insert(orders)
        .values({
          workspaceId,
          number,
          createdBy: actor.userId,
          clientId: client?.id ?? null,
          status: INITIAL_ORDER_STATUS,
          pricesIncludeTax: money.pricesIncludeTax,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await moveStock(tx, workspaceId, items, NOTHING_HELD, heldStock(INITIAL_ORDER_STATUS, lines));
      const savedLines = await saveLines(tx, workspaceId, orderId, [], lines);
      const saved = await saveStatusAndTotals(tx, workspaceId, orderId, INITIAL_ORDER_STATUS, money);
      const clientName = client?.name ?? null;
      await recordActivity(tx, actor, {
        kind: "order.created",
        entityId: orderId,
        clientId: saved.clientId,
        details: activityDetails(saved, clientName),
      });
      return toOrderDetail(saved, clientName, savedLines);
    }),
  );
}

/**
 * Changes the status, the lines, or both, with one stock movement: from what the order held
 * (old status, old lines) to what it holds afterwards (new status, new lines).
 */
export async function updateOrder(
  db: Database,
  actor: Actor,
  orderId: string,
  patch: UpdateOrder,
  clock: DocumentClock = systemClock(),
): Promise<OrderDetail> {
  const { workspaceId } = actor;
  return withSerializationRetry(() =>
    db.transaction(async (tx) => {
      const { order, clientName } = await lockOrder(tx, workspaceId, orderId);
      if (patch.expected_updated_at !== undefined && changedSince(order.updatedAt, patch.expected_updated_at)) {
        throw orderChanged(order.updatedAt);
      }
      if (patch.lines && !isLineEditingAllowed(order.status)) throw orderLocked(order.status);
      if (patch.lines) await refuseLineChangesIfInvoiced(tx, workspaceId, orderId);
      const items = await lockInventoryItems(tx, workspaceId, { orderId, requestedItemIds: requestedItemIds(patch.lines ?? []) });
      const currentLines = await readLines(tx, workspaceId, orderId);

      let lines: readonly LineToSave[] = currentLines;
      if (patch.lines) {
        const rates = await rateOnOffer(tx, workspaceId, patch.lines, currentLines, items);
        const resolved = resolveLines(patch.lines, currentLines, items, rates);
        throwIfInvalid(resolved.fieldErrors);
        lines = resolved.lines;
      }
      const status = patch.status ?? order.status;

      await moveStock(tx, workspaceId, items, heldStock(order.status, currentLines), heldStock(status, lines));
      let saved: OrderRow;
      if (patch.lines) {
        await saveLines(tx, workspaceId, orderId, currentLines, lines);
        const { currencyDigits } = await workspaceMoneyRules(tx, workspaceId);
        saved = await saveStatusAndTotals(tx, workspaceId, orderId, status, { pricesIncludeTax: order.pricesIncludeTax, currencyDigits });
      } else {
        saved = await saveStatus(tx, workspaceId, orderId, status);
      }

      if (patch.lines) {
        await recordActivity(tx, actor, {
          kind: "order.updated",
          entityId: orderId,
          clientId: saved.clientId,
          details: activityDetails(saved, clientName),
        });
      }
      if (status !== order.status) {
        await recordActivity(tx, actor, {
          kind: "order.status_changed",
          entityId: orderId,
          clientId: saved.clientId,
          details: { ...activityDetails(saved, clientName), from: order.status, to: status },
        });
        // Cancelling an invoiced order credits its invoice (docs/product.md "Quotes and invoices").
        if (status === "cancelled") await creditInvoiceOf(tx, actor, orderId, clock);
      }
      return toOrderDetail(saved, clientName, patch.lines ? await readLines(tx, workspaceId, orderId) : currentLines);
    }),
  );
}

/** What a deleted order's snapshot holds: its row and its lines, as PostgreSQL read them. */
interface DeletedOrder {
  row: Record<string, unknown> & { status: OrderStatus; client_id: string | null; number?: number };
  lines: (Record<string, unknown> & { inventory_item_id: string | null; quantity: number; tax_rate_id?: string | null })[];
}

/** Deletes the order and puts back the stock it held. */
export async function deleteOrder(db: Database, actor: Actor, orderId: string): Promise<void> {
  const { workspaceId } = actor;
  await withSerializationRetry(() =>
    db.transaction(async (tx) => {
      const { order, clientName } = await lockOrder(tx, workspaceId, orderId);
      await refuseDeletionIfInvoiced(tx, workspaceId, orderId);
      const items = await lockInventoryItems(tx, workspaceId, { orderId, requestedItemIds: [] });
      const currentLines = await readLines(tx, workspaceId, orderId);
      await moveStock(tx, workspaceId, items, heldStock(order.status, currentLines), NOTHING_HELD);
      const lines = await tx
        .select({ line: rowAsJson(orderItems) })
        .from(orderItems)
        .where(linesOf(workspaceId, orderId));
      const [deleted] = await tx
        .delete(orders)
        .where(inWorkspace(workspaceId, orderId))
        .returning({ row: rowAsJson(orders) });
      const snapshot = { row: deleted!.row, lines: lines.map(({ line }) => line) } as DeletedOrder;
      await keepDeletedRecord(tx, actor, { kind: "order", recordId: orderId, snapshot });
      await recordActivity(tx, actor, {
        kind: "order.deleted",
        entityId: orderId,
        clientId: order.clientId,
        details: activityDetails(order, clientName),
      });
    }),
  );
}

/**
 * Brings back an order deleted within the undo window, with its lines, and takes again the
 * stock it held (refused with 409 insufficient_stock, changing nothing, when that stock has gone
 * since). A client or an item deleted meanwhile stays away: the order has no client, the line
 * keeps its name and price without an item.
 */
export async function restoreOrder(db: Database, actor: Actor, orderId: string): Promise<OrderDetail> {
  const { workspaceId } = actor;
  return withSerializationRetry(() =>
    db.transaction(async (tx) => {
      const deleted = await takeDeletedRecord<DeletedOrder>(tx, workspaceId, { kind: "order", recordId: orderId });
      if (!deleted) throw notFound("Deleted order");
      const lineItemIds = deleted.lines.flatMap((line) => (line.inventory_item_id ? [line.inventory_item_id] : []));
      const client = deleted.row.client_id ? await lockClient(tx, workspaceId, deleted.row.client_id) : undefined;
      const items = await lockInventoryItems(tx, workspaceId, { requestedItemIds: lineItemIds });
      const rateIds = deleted.lines.flatMap((line) => (line.tax_rate_id ? [line.tax_rate_id] : []));
      const rates = await lockTaxRates(tx, workspaceId, rateIds);
      const lines = deleted.lines.map((line) => ({
        ...line,
        inventory_item_id: line.inventory_item_id && items.has(line.inventory_item_id) ? line.inventory_item_id : null,
        // A rate deleted meanwhile: the line keeps its tax's name and percent, as its price.
        tax_rate_id: line.tax_rate_id && rates.has(line.tax_rate_id) ? line.tax_rate_id : null,
      }));
      // An order deleted before orders had numbers takes the next one.
      const number = deleted.row.number ?? (await takeNextNumber(tx, workspaceId, "order"));
      await insertRowsAsJson(tx, orders, [{ ...deleted.row, number, client_id: client ? client.id : null }]);
      await insertRowsAsJson(tx, orderItems, lines);
      const held = heldStock(
        deleted.row.status,
        lines.map((line) => ({ inventoryItemId: line.inventory_item_id, quantity: line.quantity })),
      );
      await moveStock(tx, workspaceId, items, NOTHING_HELD, held);
      const restored = await readOrderDetail(tx, workspaceId, orderId);
      await recordActivity(tx, actor, {
        kind: "order.restored",
        entityId: orderId,
        clientId: restored.client_id,
        details: activityDetails({ number: restored.number, totalPrice: restored.total_price }, restored.client_name),
      });
      return restored;
    }),
  );
}

/*
 * Locking (docs/decisions.md 26). A change locks its order first, then the inventory items
 * it touches, in id order. Two changes of one order therefore run one after the other, and
 * two changes sharing items take those locks in the same order, so they cannot deadlock;
 * a deadlock with anything else is retried by withSerializationRetry.
 */

/** The workspace's order, locked until the transaction ends, with its client's name. */
async function lockOrder(tx: Executor, workspaceId: string, orderId: string) {
  const query = preparedQuery(tx, "orders_lock", () =>
    tx
      .select({ ...getTableColumns(orders), clientName: clients.name })
      .from(orders)
      .leftJoin(clients, clientOfOrder)
      .where(inWorkspace(change.workspaceId, change.orderId))
      .for("update", { of: orders })
      .prepare("orders_lock"),
  );
  const [row] = await query.execute({ workspaceId, orderId });
  if (!row) throw notFound("Order");
  const { clientName, ...order } = row;
  return { order, clientName };
}

/** The workspace's client, kept from being deleted until the order referring to it is saved. */
async function lockClient(tx: Executor, workspaceId: string, clientId: string) {
  const query = preparedQuery(tx, "orders_lock_client", () =>
    tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.workspaceId, change.workspaceId), eq(clients.id, change.clientId)))
      .for("key share")
      .prepare("orders_lock_client"),
  );
  const [client] = await query.execute({ workspaceId, clientId });
  return client;
}

/**
 * Locks, in id order, the workspace's items that are on the order now or that the request asks
 * for; an item that is missing or another workspace's is simply not among those returned. Read
 * the order's lines after this: a line whose item was deleted meanwhile then shows no item.
 */
async function lockInventoryItems(
  tx: Executor,
  workspaceId: string,
  touched: { orderId?: string; requestedItemIds: readonly string[] },
): Promise<ReadonlyMap<string, LockedItem>> {
  const requested = [...new Set(touched.requestedItemIds)];
  // One statement per number of items asked for, bounded by an order's lines (ORDER_LINES_MAX).
  const name = `orders_lock_items_${touched.orderId ? "on_order_" : ""}${requested.length}`;
  const requestedIds = requested.map((_, index) => sql.placeholder(`item${index}`));
  const query = preparedQuery(tx, name, () => {
    const itemsOnTheOrder = touched.orderId
      ? inArray(
          inventoryItems.id,
          tx.select({ id: orderItems.inventoryItemId }).from(orderItems).where(linesOf(change.workspaceId, change.orderId)),
        )
      : undefined;
    return tx
      .select({
        id: inventoryItems.id,
        itemName: inventoryItems.itemName,
        unitPrice: inventoryItems.unitPrice,
        quantity: inventoryItems.quantity,
        taxRateId: inventoryItems.taxRateId,
      })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.workspaceId, change.workspaceId), or(inArray(inventoryItems.id, requestedIds), itemsOnTheOrder)))
      .orderBy(inventoryItems.id)
      .for("update")
      .prepare(name);
  });
  const values: Record<string, string> = { workspaceId, ...(touched.orderId && { orderId: touched.orderId }) };
  requested.forEach((id, index) => (values[`item${index}`] = id));
  const rows = await query.execute(values);
  return new Map(rows.map((row) => [row.id, row]));
}

function readLines(executor: Executor, workspaceId: string, orderId: string): Promise<OrderLineRow[]> {
  const query = preparedQuery(executor, "orders_lines", () =>
    executor
      .select()
      .from(orderItems)
      .where(linesOf(change.workspaceId, change.orderId))
      .orderBy(...lineOrder)
      .prepare("orders_lines"),
  );
  return query.execute({ workspaceId, orderId });
}

const requestedItemIds = (lines: readonly RequestedLine[]) =>
  lines.flatMap((line) => (line.inventory_item_id === null ? [] : [line.inventory_item_id]));

/**
 * The workspace's tax rates the change may put on its lines: those the request names, and the
 * default rates of its items. Each is locked against deletion (FOR KEY SHARE) until the change
 * commits, as the lines will refer to it. A rate named that is missing or another workspace's
 * answers 404, as for one that never existed.
 */
async function rateOnOffer(
  tx: Executor,
  workspaceId: string,
  requested: readonly RequestedLine[],
  currentLines: readonly OrderLineRow[],
  items: ReadonlyMap<string, LockedItem>,
): Promise<ReadonlyMap<string, RateOnOffer>> {
  const named = requested.flatMap((line) => (line.tax_rate_id ? [line.tax_rate_id] : []));
  const currentIds = new Set(currentLines.map((line) => line.id));
  const defaults = requested.flatMap((line) => {
    if (line.tax_rate_id !== undefined || (line.id !== undefined && currentIds.has(line.id)) || !line.inventory_item_id) return [];
    const rateId = items.get(line.inventory_item_id)?.taxRateId;
    return rateId ? [rateId] : [];
  });
  const rates = await lockTaxRates(tx, workspaceId, [...named, ...defaults]);
  if (named.some((id) => !rates.has(id))) throw notFound("Tax rate");
  return rates;
}

/** The workspace's rates among `ids`, kept from being deleted (FOR KEY SHARE) until the transaction ends. */
async function lockTaxRates(tx: Executor, workspaceId: string, ids: readonly string[]): Promise<ReadonlyMap<string, RateOnOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: taxRates.id, name: taxRates.name, rate: taxRates.rate, archived: sql<boolean>`${taxRates.archivedAt} is not null` })
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, workspaceId), inArray(taxRates.id, [...new Set(ids)])))
    .orderBy(taxRates.id)
    .for("key share");
  return new Map(rows.map((row) => [row.id, row]));
}

const snapshotOf = (rate: RateOnOffer): LineTax => ({ taxRateId: rate.id, taxName: rate.name, taxRate: rate.rate });

/**
 * A line's tax (docs/product.md "Money and taxes"): the rate asked for, as it is now; when none
 * is asked, an existing line keeps the tax it has and a new one takes its item's default rate.
 * An archived rate is no longer offered, except to a line that already has it.
 */
function resolveTax(
  line: RequestedLine,
  current: OrderLineRow | undefined,
  item: LockedItem | undefined,
  rates: ReadonlyMap<string, RateOnOffer>,
): LineTax | "archived" {
  if (line.tax_rate_id === null) return NO_TAX;
  if (line.tax_rate_id === undefined) {
    if (current) return { taxRateId: current.taxRateId, taxName: current.taxName, taxRate: current.taxRate };
    const rate = item?.taxRateId ? rates.get(item.taxRateId) : undefined;
    return rate && !rate.archived ? snapshotOf(rate) : NO_TAX;
  }
  const rate = rates.get(line.tax_rate_id)!;
  if (!rate.archived) return snapshotOf(rate);
  if (current?.taxRateId === rate.id) return { taxRateId: rate.id, taxName: current.taxName, taxRate: current.taxRate };
  return "archived";
}

/**
 * The lines to save for the requested ones: each takes the current name and price of its
 * item (docs/product.md "Order detail"), except an existing line whose item has been deleted, which keeps
 * its snapshot, and its tax (resolveTax). Every line that cannot be saved gets a field error.
 */
function resolveLines(
  requested: readonly RequestedLine[],
  currentLines: readonly OrderLineRow[],
  items: ReadonlyMap<string, LockedItem>,
  rates: ReadonlyMap<string, RateOnOffer>,
): { lines: LineToSave[]; fieldErrors: FieldErrors } {
  const currentById = new Map(currentLines.map((line) => [line.id, line]));
  const lines: LineToSave[] = [];
  const fieldErrors: FieldErrors = {};
  requested.forEach((line, index) => {
    const current = line.id === undefined ? undefined : currentById.get(line.id);
    if (line.id !== undefined && !current) {
      fieldErrors[`lines.${index}.id`] = "validation.invalid";
      return;
    }
    const item = line.inventory_item_id === null ? undefined : items.get(line.inventory_item_id);
    const tax = resolveTax(line, current, item, rates);
    if (tax === "archived") {
      fieldErrors[`lines.${index}.tax_rate_id`] = "validation.taxRateArchived";
      return;
    }
    if (line.inventory_item_id === null) {
      if (!current || current.inventoryItemId !== null) {
        fieldErrors[`lines.${index}.inventory_item_id`] = "validation.chooseItem";
        return;
      }
      const { id, inventoryItemId, itemName, unitPrice } = current;
      lines.push({ id, inventoryItemId, itemName, unitPrice, quantity: line.quantity, ...tax });
      return;
    }
    if (!item) {
      fieldErrors[`lines.${index}.inventory_item_id`] = "validation.itemNotFound";
      return;
    }
    lines.push({
      id: current?.id,
      inventoryItemId: item.id,
      itemName: item.itemName,
      unitPrice: item.unitPrice,
      quantity: line.quantity,
      ...tax,
    });
  });
  return { lines, fieldErrors };
}

function throwIfInvalid(fieldErrors: FieldErrors): void {
  if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", "Invalid request", fieldErrors);
}

/**
 * The only place stock moves: takes out of inventory, or puts back, the difference between
 * what the order held and what it holds now. Refuses the whole change (409) when an item is
 * short; the CHECK constraint on inventory_items.quantity stands behind this check.
 */
async function moveStock(
  tx: Executor,
  workspaceId: string,
  items: ReadonlyMap<string, LockedItem>,
  before: Holdings,
  after: Holdings,
): Promise<void> {
  const movements = stockMovements(before, after);
  const inStock = new Map([...items.values()].map((item) => [item.id, item.quantity]));
  const shortage = findShortage(movements, inStock);
  // Only an item the order takes more of can be short, and the request's items are all locked.
  if (shortage) throw insufficientStock(items.get(shortage.itemId)!, shortage);
  if (movements.length === 0) return;
  // One statement for all the movements, each item appearing once in them (stockMovements).
  const query = preparedQuery(tx, "orders_move_stock", () =>
    tx
      .update(inventoryItems)
      .set({ quantity: sql`${inventoryItems.quantity} + moves.change`, updatedAt: sql`now()` })
      .from(sql`unnest(${change.itemIds}::uuid[], ${change.quantityChanges}::int[]) as moves(item_id, change)`)
      .where(and(eq(inventoryItems.workspaceId, change.workspaceId), eq(inventoryItems.id, sql`moves.item_id`)))
      .prepare("orders_move_stock"),
  );
  await query.execute({
    workspaceId,
    itemIds: movements.map((movement) => movement.itemId),
    quantityChanges: movements.map((movement) => movement.change),
  });
}

/**
 * Makes `lines` the order's lines, in this order: lines left out are deleted, kept ones updated,
 * new ones added. Returns the lines added, as saved, in their order (all of a new order's).
 */
async function saveLines(
  tx: Executor,
  workspaceId: string,
  orderId: string,
  currentLines: readonly OrderLineRow[],
  lines: readonly LineToSave[],
): Promise<OrderLineRow[]> {
  const keptIds = new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id])));
  const removedIds = currentLines.filter((line) => !keptIds.has(line.id)).map((line) => line.id);
  const lineOf = (id: string) => and(eq(orderItems.workspaceId, workspaceId), eq(orderItems.id, id));
  if (removedIds.length > 0)
    await tx.delete(orderItems).where(and(eq(orderItems.workspaceId, workspaceId), inArray(orderItems.id, removedIds)));

  const added: (typeof orderItems.$inferInsert)[] = [];
  for (const [index, line] of lines.entries()) {
    const values = {
      inventoryItemId: line.inventoryItemId,
      itemName: line.itemName,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      taxRateId: line.taxRateId,
      taxName: line.taxName,
      taxRate: line.taxRate,
      lineNumber: index + 1,
    };
    if (line.id === undefined) added.push({ workspaceId, orderId, ...values });
    else
      await tx
        .update(orderItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(lineOf(line.id));
  }
  if (added.length === 0) return [];
  const inserted = await tx.insert(orderItems).values(added).returning();
  return inserted.sort((a, b) => a.lineNumber - b.lineNumber);
}

/** The workspace's money rules for a new order, or for an order's lines saved anew. */
async function workspaceMoneyRules(tx: Executor, workspaceId: string): Promise<MoneyRules> {
  const [workspace] = await tx
    .select({ currency: workspaces.currency, pricesIncludeTax: workspaces.pricesIncludeTax })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return { pricesIncludeTax: workspace!.pricesIncludeTax, currencyDigits: currencyDigits(workspace!.currency) };
}

/** A status change alone: the lines, hence the amounts, stay as they are. */
async function saveStatus(tx: Executor, workspaceId: string, orderId: string, status: OrderStatus): Promise<OrderRow> {
  const query = preparedQuery(tx, "orders_save_status", () =>
    tx
      .update(orders)
      .set({ status: sql`${change.status}`, updatedAt: sql`now()` })
      .where(inWorkspace(change.workspaceId, change.orderId))
      .returning()
      .prepare("orders_save_status"),
  );
  const [saved] = await query.execute({ workspaceId, orderId, status });
  return saved!;
}

/**
 * Sets the status, and the amounts computed by the database from the lines now saved
 * (docs/decisions.md 92; src/shared/orders/order-totals.ts states the same rule): the lines are
 * summed per tax (name and percent), each sum's tax rounded half-up to the currency's minor unit
 * — on the net when prices exclude tax, out of the gross when they include it — and the total is
 * the net plus the tax.
 */
async function saveStatusAndTotals(
  tx: Executor,
  workspaceId: string,
  orderId: string,
  status: OrderStatus,
  { pricesIncludeTax, currencyDigits }: MoneyRules,
): Promise<OrderRow> {
  const query = preparedQuery(tx, "orders_save_totals", () => saveStatusAndTotalsQuery(tx).prepare("orders_save_totals"));
  const [saved] = await query.execute({ workspaceId, orderId, status, pricesIncludeTax, currencyDigits });
  return saved!;
}

function saveStatusAndTotalsQuery(tx: Executor) {
  const inclusive = sql`${change.pricesIncludeTax}::boolean`;
  const digits = sql`${change.currencyDigits}::int`;
  const perRate = tx
    .select({
      name: sql`${orderItems.taxName}`.as("group_tax_name"),
      rate: sql`${orderItems.taxRate}`.as("group_tax_rate"),
      gross: sql`sum(${orderItems.subtotal})`.as("group_gross"),
      tax: sql`case
        when ${orderItems.taxRate} is null then 0
        when ${inclusive} then round(sum(${orderItems.subtotal}) * ${orderItems.taxRate} / (100 + ${orderItems.taxRate}), ${digits})
        else round(sum(${orderItems.subtotal}) * ${orderItems.taxRate} / 100, ${digits})
      end`.as("group_tax"),
    })
    .from(orderItems)
    .where(linesOf(change.workspaceId, change.orderId))
    .groupBy(orderItems.taxName, orderItems.taxRate)
    .as("per_rate");
  const base = sql`(${perRate.gross} - case when ${inclusive} then ${perRate.tax} else 0 end)`;
  const totals = tx
    .select({
      net: sql`coalesce(sum(${base}), 0)`.as("order_net"),
      tax: sql`coalesce(sum(${perRate.tax}), 0)`.as("order_tax"),
      taxes: sql`coalesce(
        jsonb_agg(jsonb_build_object('name', ${perRate.name}, 'rate', ${perRate.rate}, 'base', ${base}, 'amount', ${perRate.tax})
          order by ${perRate.rate} desc, ${perRate.name}) filter (where ${perRate.name} is not null),
        '[]'::jsonb)`.as("order_taxes"),
    })
    .from(perRate)
    .as("totals");
  return tx
    .update(orders)
    .set({
      status: sql`${change.status}`,
      subtotalNet: sql`${totals.net}`,
      taxTotal: sql`${totals.tax}`,
      totalPrice: sql`${totals.net} + ${totals.tax}`,
      taxes: sql`${totals.taxes}`,
      updatedAt: sql`now()`,
    })
    .from(totals)
    .where(inWorkspace(change.workspaceId, change.orderId))
    .returning(getTableColumns(orders));
}

/** What the dashboard shows of an order event: its number, client and total. */
function activityDetails(order: Pick<OrderRow, "number" | "totalPrice">, clientName: string | null) {
  return { number: order.number, client_name: clientName, total: order.totalPrice };
}

function insufficientStock(item: LockedItem, shortage: StockShortage): AppError {
  const details: InsufficientStockDetails = {
    reason: "insufficient_stock",
    item_id: item.id,
    item_name: item.itemName,
    available: shortage.available,
    requested: shortage.requested,
  };
  return conflict(`Not enough stock for ${item.itemName}: ${shortage.available} available`, details);
}

/**
 * Whether the saved version differs from the one a change was made on. The API writes
 * versions to the millisecond, so the saved one is compared at that precision.
 */
function changedSince(savedAt: Date, expected: string): boolean {
  return savedAt.getTime() !== Date.parse(expected);
}

function orderChanged(savedAt: Date): AppError {
  const details: OrderChangedDetails = { reason: "order_changed", updated_at: isoTimestamp(savedAt) };
  return conflict("The order was changed after the version this change was made on", details);
}

function orderLocked(status: OrderStatus): AppError {
  const details: OrderLockedDetails = { reason: "order_locked", status };
  return conflict(`The lines of a ${status} order can no longer be changed`, details);
}
