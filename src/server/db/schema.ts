import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { API_KEY_LIMITS } from "@shared/auth/api-key-limits";
import { CLIENT_FIELD_MAX_LENGTH as MAX } from "@shared/clients/client-limits";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { INVENTORY_ITEM_NAME_MAX_LENGTH } from "@shared/inventory/inventory-limits";
import { MONEY_SCALE } from "@shared/money/currency";
import { TAX_RATE_NAME_MAX_LENGTH } from "@shared/tax-rates/tax-rate-limits";
import { ORDER_STATUSES } from "@shared/orders/order-status";
import { DELETED_RECORD_KINDS } from "@shared/undo";
import { LANGUAGE_CODES } from "@shared/languages";
import { NOTE_BODY_MAX_LENGTH } from "@shared/notes/note-limits";
import { TASK_TITLE_MAX_LENGTH } from "@shared/tasks/task-limits";
import { CLIENT_EMAIL_LIMITS, CLIENT_EMAIL_STATES } from "@shared/client-emails/client-email-limits";
import { WORKSPACE_ROLES } from "@shared/workspaces/workspace-roles";
import type { ImportKind } from "@shared/imports/import-limits";
import type { ImportPreview, ImportRowError, ImportStatus, RunImportOptions } from "@shared/imports/import.schema";
import type { OrderTax } from "@shared/orders/order.schema";
import type { PrintedDocument } from "@shared/invoices/invoice.schema";
import { INVOICE_KINDS, LOGO_MAX_BYTES, LOGO_MEDIA_TYPES, type InvoiceKind, type LogoMediaType } from "@shared/invoices/invoice-limits";
import { user } from "./auth-schema";
import { workspaces } from "./workspace-schema";

export * from "./auth-schema";
export * from "./workspace-schema";

export const clientStatus = pgEnum("client_status", CLIENT_STATUSES);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const workspaceRole = pgEnum("workspace_role", WORKSPACE_ROLES);

/**
 * Money: numeric(14,4) in the database, a JS number in the app. Four decimals hold every
 * currency's minor unit (0 for JPY, 2 for EUR, 3 for KWD, 4 for CLF); what an amount may carry
 * and how it rounds is its workspace currency's (docs/decisions.md 91).
 */
const money = (name: string) => numeric(name, { precision: 14, scale: MONEY_SCALE, mode: "number" });

/** A tax rate in percent, up to 3 decimals: 5.5, 20, 0. */
const taxPercent = (name: string) => numeric(name, { precision: 6, scale: 3, mode: "number" });

const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** The workspace a row belongs to: the first column of every tenant table's keys (docs/decisions.md 87). */
const workspaceId = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

/** The member who made or did something; none once their account is deleted. */
const memberId = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Raw bytes: an uploaded file kept until its import has run, a logo. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

const maxLength = (column: string, max: number) => sql.raw(`char_length(${column}) <= ${max}`);

/** Who belongs to a workspace, and as what; a workspace has exactly one owner (docs/decisions.md 86). */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: workspaceRole("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index("workspace_members_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("workspace_members_one_owner_idx")
      .on(table.workspaceId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * Invitations to join a workspace (docs/decisions.md 88): for one address and role, made by an
 * admin or the owner, valid 7 days, used once. Only the SHA-256 of the link's secret is kept; the
 * link names the workspace, so that it is found by (workspace_id, token_hash).
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** Lower-cased: the address of the account that may accept it. */
    email: text("email").notNull(),
    role: workspaceRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Who invited: the invitation dies with their account (and with their rights, their password, their sign-out everywhere). */
    invitedBy: text("invited_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    uniqueIndex("workspace_invitations_workspace_token_idx").on(table.workspaceId, table.tokenHash),
    // One pending invitation per address and workspace (an expired one is revoked before a new one is made).
    uniqueIndex("workspace_invitations_workspace_pending_email_idx")
      .on(table.workspaceId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("workspace_invitations_workspace_inviter_idx").on(table.workspaceId, table.invitedBy),
    check("workspace_invitations_role_not_owner", sql`${table.role} <> 'owner'`),
    check("workspace_invitations_email_lower", sql`${table.email} = lower(${table.email}) and char_length(${table.email}) <= 254`),
  ],
);

/**
 * A tenant table's keys (docs/decisions.md 87): the workspace first, then the row's id, so that
 * a row is found, joined and referred to within its workspace only, and the tables can be
 * distributed by workspace_id.
 */
const rowId = () => uuid("id").notNull().defaultRandom();

export const clients = pgTable(
  "clients",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    /** The member who looks after the client; their clients go to the owner when they leave. */
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    linkedinUrl: text("linkedin_url"),
    status: clientStatus("status").notNull().default("uncontacted"),
    /** Billing details (docs/product.md "The client page"): the address on several lines, the tax id, the documents' language. */
    address: text("address"),
    taxId: text("tax_id"),
    preferredLanguage: text("preferred_language"),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    index("clients_workspace_created_idx").on(table.workspaceId, table.createdAt, table.id),
    index("clients_workspace_name_idx").on(table.workspaceId, sql`lower(${table.name})`, table.id),
    // Serves the list filtered by status, newest first, and its count.
    index("clients_workspace_status_created_idx").on(table.workspaceId, table.status, table.createdAt, table.id),
    // A member's own clients ("Mine"), newest first, and the clients to hand over when they leave.
    index("clients_workspace_owner_created_idx").on(table.workspaceId, table.ownerId, table.createdAt, table.id),
    // Each client's status and owner by id, read from the index alone: the pipeline merges it with the
    // paid orders by client to sum each column's value.
    index("clients_workspace_id_status_owner_idx").on(table.workspaceId, table.id, table.status, table.ownerId),
    // The dashboard's trends: the deals that moved in the last 60 days, read from the index alone.
    index("clients_workspace_updated_status_idx").on(table.workspaceId, table.updatedAt, table.status, table.ownerId),
    // Trigram indexes serve the search (`q`, ILIKE '%…%' on each field) of patterns of 3+ characters.
    index("clients_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("clients_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    // An import finds the clients a file names by email (docs/decisions.md 117).
    index("clients_workspace_email_idx").on(table.workspaceId, sql`lower(${table.email})`),
    index("clients_company_trgm_idx").using("gin", table.company.op("gin_trgm_ops")),
    check("clients_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(MAX.name))}`),
    check("clients_email_length", maxLength("email", MAX.email)),
    check("clients_phone_length", maxLength("phone", MAX.phone)),
    check("clients_company_length", maxLength("company", MAX.company)),
    check("clients_position_length", maxLength("position", MAX.position)),
    check("clients_linkedin_url_length", maxLength("linkedin_url", MAX.linkedin_url)),
    check("clients_address_length", maxLength("address", MAX.address)),
    check("clients_tax_id_length", maxLength("tax_id", MAX.tax_id)),
    check("clients_preferred_language", sql.raw(`preferred_language in (${LANGUAGE_CODES.map((code) => `'${code}'`).join(", ")})`)),
  ],
);

/**
 * A workspace's tax rates (docs/product.md "Money and taxes"). A rate used on an order line is
 * archived rather than deleted: it is no longer offered, and the lines keep their snapshot.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    name: text("name").notNull(),
    rate: taxPercent("rate").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    // Two rates on offer never share a name.
    uniqueIndex("tax_rates_workspace_active_name_idx")
      .on(table.workspaceId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
    check("tax_rates_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(TAX_RATE_NAME_MAX_LENGTH))}`),
    check("tax_rates_rate_range", sql`${table.rate} between 0 and 100`),
  ],
);

/**
 * The last number given in each of a workspace's numbered series ("order"; invoices later),
 * one row per series: a new number is taken by updating that row, which stays locked until the
 * transaction ends, so that numbers are gapless and each is given once (docs/decisions.md 93).
 */
export const numberSeries = pgTable(
  "number_series",
  {
    workspaceId: workspaceId(),
    series: text("series").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.series] }),
    check("number_series_last_number_positive", sql`${table.lastNumber} >= 1`),
  ],
);

export const inventoryItems = pgTable(
  "inventory_items",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    createdBy: memberId("created_by"),
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull().default(0),
    unitPrice: money("unit_price").notNull().default(0),
    /** The stock at or below which the item is low on stock; null for no alert. */
    lowStockThreshold: integer("low_stock_threshold"),
    /** The rate a new order line of this item takes unless another is picked; null for none. */
    taxRateId: uuid("tax_rate_id"),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    // Deleting a rate leaves its items without a default: migration 0021 writes ON DELETE SET NULL (tax_rate_id).
    foreignKey({
      name: "inventory_items_tax_rate_fk",
      columns: [table.workspaceId, table.taxRateId],
      foreignColumns: [taxRates.workspaceId, taxRates.id],
    }).onDelete("set null"),
    index("inventory_items_workspace_created_idx").on(table.workspaceId, table.createdAt, table.id),
    // The list's other orders (`sort`), each read forwards or backwards.
    index("inventory_items_workspace_name_idx").on(table.workspaceId, sql`lower(${table.itemName})`, table.id),
    index("inventory_items_workspace_quantity_idx").on(table.workspaceId, table.quantity, table.id),
    index("inventory_items_workspace_unit_price_idx").on(table.workspaceId, table.unitPrice, table.id),
    index("inventory_items_item_name_trgm_idx").using("gin", table.itemName.op("gin_trgm_ops")),
    check(
      "inventory_items_item_name_length",
      sql`char_length(btrim(${table.itemName})) between 1 and ${sql.raw(String(INVENTORY_ITEM_NAME_MAX_LENGTH))}`,
    ),
    check("inventory_items_quantity_non_negative", sql`${table.quantity} >= 0`),
    check("inventory_items_low_stock_threshold_non_negative", sql`${table.lowStockThreshold} >= 0`),
    // The items low on stock (the list's filter, the dashboard's count), few among many.
    index("inventory_items_workspace_low_stock_idx")
      .on(table.workspaceId, table.createdAt, table.id)
      .where(sql`${table.quantity} <= ${table.lowStockThreshold}`),
    check("inventory_items_unit_price_non_negative", sql`${table.unitPrice} >= 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    createdBy: memberId("created_by"),
    clientId: uuid("client_id"),
    /**
     * The owner of the order's client, null without a client: kept by the triggers of migration
     * 0020 as orders name clients and clients change owner, so that one member's revenue is read
     * from an index alone, as the team's is (docs/decisions.md 90). Never written by the app.
     */
    clientOwnerId: text("client_owner_id"),
    /** What people call the order: #1, #2… in its workspace, gapless (docs/decisions.md 93). */
    number: integer("number").notNull(),
    status: orderStatus("status").notNull().default("created"),
    /** Whether the lines' prices include tax: the workspace's setting when the order was made. */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    /** The lines' amounts without tax. */
    subtotalNet: money("subtotal_net").notNull().default(0),
    taxTotal: money("tax_total").notNull().default(0),
    /** The tax per rate, as the order shows it; computed in SQL with the totals (docs/decisions.md 92). */
    taxes: jsonb("taxes").$type<OrderTax[]>().notNull().default([]),
    /** The amount due, tax included: subtotal_net + tax_total. */
    totalPrice: money("total_price").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    uniqueIndex("orders_workspace_number_idx").on(table.workspaceId, table.number),
    // Deleting a client leaves its orders without one: migration 0017 writes ON DELETE SET NULL (client_id).
    foreignKey({
      name: "orders_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("set null"),
    // The list, newest first.
    index("orders_workspace_created_idx").on(table.workspaceId, table.createdAt, table.id),
    // Serves the list filtered by status, newest first, and the list sorted by status; with the total
    // after the key, the orders of a range by status (/reports) are counted and summed from the index
    // alone, one range of it per status (docs/decisions.md 147).
    index("orders_workspace_status_created_idx").on(table.workspaceId, table.status, table.createdAt, table.id, table.totalPrice),
    index("orders_workspace_total_idx").on(table.workspaceId, table.totalPrice, table.id),
    // The dashboard's revenue and its trend, summed from the index alone (a paid order's updated_at is the day it was paid).
    index("orders_workspace_paid_idx")
      .on(table.workspaceId, table.updatedAt, table.totalPrice)
      .where(sql`${table.status} = 'paid'`),
    // One member's revenue ("Mine"): the paid orders of the clients they own, the same way.
    index("orders_workspace_client_owner_paid_idx")
      .on(table.workspaceId, table.clientOwnerId, table.updatedAt, table.totalPrice)
      .where(sql`${table.status} = 'paid'`),
    // The sales (delivered and paid orders) of a range, by day placed, with what /sales and /reports sum
    // and group by: read from the index alone (docs/decisions.md 99).
    index("orders_workspace_sales_idx")
      .on(table.workspaceId, table.createdAt, table.totalPrice, table.clientId, table.clientOwnerId)
      .where(sql`${table.status} in ('delivered', 'paid')`),
    // The sales without a client (none given, or deleted since) of a range: the reports rank them with
    // the clients (docs/decisions.md 148).
    index("orders_workspace_sales_without_client_idx")
      .on(table.workspaceId, table.createdAt, table.totalPrice)
      .where(sql`${table.status} in ('delivered', 'paid') and ${table.clientId} is null`),
    // The pipeline's values: the paid orders' totals by client, read from the index alone.
    index("orders_workspace_paid_client_idx")
      .on(table.workspaceId, table.clientId, table.totalPrice)
      .where(sql`${table.status} = 'paid'`),
    // A client's orders, newest first (the list filtered by client), and the orders a deleted client leaves.
    index("orders_workspace_client_created_idx").on(table.workspaceId, table.clientId, table.createdAt, table.id),
    check("orders_total_price_non_negative", sql`${table.totalPrice} >= 0`),
    check("orders_number_positive", sql`${table.number} >= 1`),
    check("orders_total_is_net_plus_tax", sql`${table.totalPrice} = ${table.subtotalNet} + ${table.taxTotal}`),
  ],
);

/**
 * Order lines keep a snapshot of the item's name and price at save time, and the
 * place the user gave them in the order (lines saved together share a created_at).
 */
export const orderItems = pgTable(
  "order_items",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    orderId: uuid("order_id").notNull(),
    inventoryItemId: uuid("inventory_item_id"),
    itemName: text("item_name").notNull(),
    lineNumber: integer("line_number").notNull().default(0),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    subtotal: money("subtotal")
      .notNull()
      .generatedAlwaysAs(sql`quantity * unit_price`),
    /** The rate picked for the line, and a snapshot of it (name, percent) as of the save; all null for no tax. */
    taxRateId: uuid("tax_rate_id"),
    taxName: text("tax_name"),
    taxRate: taxPercent("tax_rate"),
    /**
     * When the line's order was placed, while the order is a sale (delivered or paid), else null:
     * kept by the triggers of migration 0022, so that the items sold in a range are read from an
     * index alone (docs/decisions.md 99). Never written by the app.
     */
    saleAt: timestamp("sale_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    foreignKey({
      name: "order_items_order_fk",
      columns: [table.workspaceId, table.orderId],
      foreignColumns: [orders.workspaceId, orders.id],
    }).onDelete("cascade"),
    // Deleting an item leaves its lines with their snapshot: migration 0017 writes ON DELETE SET NULL (inventory_item_id).
    foreignKey({
      name: "order_items_inventory_item_fk",
      columns: [table.workspaceId, table.inventoryItemId],
      foreignColumns: [inventoryItems.workspaceId, inventoryItems.id],
    }).onDelete("set null"),
    // Deleting a rate leaves its lines with their snapshot: migration 0021 writes ON DELETE SET NULL (tax_rate_id).
    foreignKey({
      name: "order_items_tax_rate_fk",
      columns: [table.workspaceId, table.taxRateId],
      foreignColumns: [taxRates.workspaceId, taxRates.id],
    }).onDelete("set null"),
    index("order_items_workspace_order_idx").on(table.workspaceId, table.orderId),
    // Whether a rate is in use, which decides between deleting and archiving it.
    index("order_items_workspace_tax_rate_idx")
      .on(table.workspaceId, table.taxRateId)
      .where(sql`${table.taxRateId} is not null`),
    check("order_items_tax_snapshot", sql`(${table.taxName} is null) = (${table.taxRate} is null)`),
    index("order_items_workspace_inventory_item_idx").on(table.workspaceId, table.inventoryItemId),
    // The items sold in a range (/reports' top items), summed from the index alone: the lines of items
    // the workspace still holds by item, and those of deleted items by the name they kept
    // (docs/decisions.md 147).
    index("order_items_workspace_sales_idx")
      .on(table.workspaceId, table.saleAt, table.inventoryItemId, table.quantity, table.subtotal)
      .where(sql`${table.saleAt} is not null and ${table.inventoryItemId} is not null`),
    index("order_items_workspace_deleted_item_sales_idx")
      .on(table.workspaceId, table.saleAt, table.itemName, table.quantity, table.subtotal)
      .where(sql`${table.saleAt} is not null and ${table.inventoryItemId} is null`),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
    check("order_items_unit_price_non_negative", sql`${table.unitPrice} >= 0`),
  ],
);

/**
 * How many clients each member owns in each status, per workspace, kept by the triggers of
 * migration 0017 in the same transaction as every insert, change and delete of clients: the
 * dashboard reads a few rows (one member's, or the team's summed) instead of counting 100,000.
 */
export const clientStatusCounts = pgTable(
  "client_status_counts",
  {
    workspaceId: workspaceId(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: clientStatus("status").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.ownerId, table.status] }),
    check("client_status_counts_non_negative", sql`${table.count} >= 0`),
  ],
);

/**
 * Each client's sales of all time: how many delivered and paid orders they have, and their total,
 * kept by the triggers of migration 0028 in the same transaction as every change of an order's
 * status, total or client. The best clients of a range that holds most of the sales are these,
 * less the sales outside the range (docs/decisions.md 148). A client without a sale has no row,
 * or one at zero.
 */
export const clientSales = pgTable(
  "client_sales",
  {
    workspaceId: workspaceId(),
    clientId: uuid("client_id").notNull(),
    orders: integer("orders").notNull(),
    revenue: numeric("revenue", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.clientId] }),
    foreignKey({
      name: "client_sales_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    // The workspace's clients, the best first, as the reports rank them.
    index("client_sales_workspace_revenue_idx")
      .on(table.workspaceId, table.revenue.desc(), table.clientId)
      .where(sql`${table.orders} > 0`),
    check("client_sales_non_negative", sql`${table.orders} >= 0`),
  ],
);

/**
 * Each member's sales of all time, as the owner of the clients who bought: how many delivered and
 * paid orders carry them as their client's owner (`orders.client_owner_id`), and their total,
 * kept by the triggers of migration 0030 in the same transaction as every change of an order's
 * status, total or owner. The sales by owner of a range that holds most of the sales are these,
 * less the sales outside the range (docs/decisions.md 159). The owner is a member id, as on the
 * order; an owner without a sale has no row, or one at zero.
 */
export const ownerSales = pgTable(
  "owner_sales",
  {
    workspaceId: workspaceId(),
    ownerId: text("owner_id").notNull(),
    orders: integer("orders").notNull(),
    revenue: numeric("revenue", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.ownerId] }), check("owner_sales_non_negative", sql`${table.orders} >= 0`)],
);

/**
 * Each item's sales of all time: how many units of it the lines of delivered and paid orders hold,
 * and their amount, kept by the triggers of migration 0029 in the same transaction as every line
 * written to a sale or taken from one, and every order that becomes a sale or stops being one. The
 * items sold most in a range that holds most of the sales are these, less the lines outside the
 * range (docs/decisions.md 158). An item without a sale has no row, or one at zero.
 */
export const itemSales = pgTable(
  "item_sales",
  {
    workspaceId: workspaceId(),
    inventoryItemId: uuid("inventory_item_id").notNull(),
    quantity: bigint("quantity", { mode: "number" }).notNull(),
    revenue: numeric("revenue", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.inventoryItemId] }),
    foreignKey({
      name: "item_sales_inventory_item_fk",
      columns: [table.workspaceId, table.inventoryItemId],
      foreignColumns: [inventoryItems.workspaceId, inventoryItems.id],
    }).onDelete("cascade"),
    // The workspace's items, the most sold first, as the reports rank them.
    index("item_sales_workspace_quantity_idx")
      .on(table.workspaceId, table.quantity.desc(), table.revenue.desc(), table.inventoryItemId)
      .where(sql`${table.quantity} > 0`),
    check("item_sales_non_negative", sql`${table.quantity} >= 0`),
  ],
);

/** What happened in a workspace, and who did it, newest first on the dashboard. */
export const activity = pgTable(
  "activity",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    actorId: memberId("actor_id"),
    kind: text("kind").notNull(),
    entityId: uuid("entity_id"),
    /** The client the entry concerns (itself, an order of theirs, a note, a task, an email): its timeline. */
    clientId: uuid("client_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    index("activity_workspace_created_idx").on(table.workspaceId, table.createdAt),
    // What one member did ("Mine" on the dashboard), newest first, however long ago they last acted.
    index("activity_workspace_actor_created_idx").on(table.workspaceId, table.actorId, table.createdAt, table.id),
    // A client's timeline, newest first, a page at a time.
    index("activity_workspace_client_created_idx")
      .on(table.workspaceId, table.clientId, table.createdAt, table.id)
      .where(sql`${table.clientId} is not null`),
  ],
);

/** Notes on a client (docs/product.md "The client page"): plain text, edited or deleted by their author or an admin. */
export const clientNotes = pgTable(
  "client_notes",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    clientId: uuid("client_id").notNull(),
    authorId: memberId("author_id"),
    body: text("body").notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    foreignKey({
      name: "client_notes_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    index("client_notes_workspace_client_created_idx").on(table.workspaceId, table.clientId, table.createdAt, table.id),
    check("client_notes_body_length", sql`char_length(${table.body}) between 1 and ${sql.raw(String(NOTE_BODY_MAX_LENGTH))}`),
  ],
);

/**
 * Tasks (docs/product.md "The client page"): due on a day, at a time of it or not, assigned to a member,
 * about a client or not. `done_at` is when it was checked off.
 */
export const tasks = pgTable(
  "tasks",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    clientId: uuid("client_id"),
    title: text("title").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    assigneeId: memberId("assignee_id"),
    createdBy: memberId("created_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    foreignKey({
      name: "tasks_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    // A member's open tasks by due day (the dashboard's "My tasks", the calendar feed).
    index("tasks_workspace_assignee_open_due_idx")
      .on(table.workspaceId, table.assigneeId, table.dueDate, table.id)
      .where(sql`${table.doneAt} is null`),
    index("tasks_workspace_client_created_idx").on(table.workspaceId, table.clientId, table.createdAt, table.id),
    check("tasks_title_length", sql`char_length(btrim(${table.title})) between 1 and ${sql.raw(String(TASK_TITLE_MAX_LENGTH))}`),
    check("tasks_due_at_has_date", sql`${table.dueAt} is null or ${table.dueDate} is not null`),
  ],
);

export const clientEmailState = pgEnum("client_email_state", CLIENT_EMAIL_STATES);

/** Emails written to a client from Connect: sent through SMTP, or kept as drafts; both on the timeline. */
export const clientEmails = pgTable(
  "client_emails",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    clientId: uuid("client_id").notNull(),
    authorId: memberId("author_id"),
    state: clientEmailState("state").notNull(),
    toAddress: text("to_address"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    foreignKey({
      name: "client_emails_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("cascade"),
    index("client_emails_workspace_client_created_idx").on(table.workspaceId, table.clientId, table.createdAt, table.id),
    check("client_emails_subject_length", sql`char_length(${table.subject}) between 1 and ${sql.raw(String(CLIENT_EMAIL_LIMITS.subject))}`),
    check("client_emails_body_length", sql`char_length(${table.body}) between 1 and ${sql.raw(String(CLIENT_EMAIL_LIMITS.body))}`),
  ],
);

/**
 * A member's calendar feed of their tasks in a workspace (docs/decisions.md 109). Only the SHA-256 of
 * its token is kept; the URL names the workspace, in which the token is looked up. It goes with the membership, the account, a password change and a sign-out
 * everywhere, and expires when calendar apps stop reading it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    workspaceId: uuid("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    // The feed's URL names its workspace, as an invitation's link does: the token is looked up within it.
    uniqueIndex("calendar_feeds_workspace_token_idx").on(table.workspaceId, table.tokenHash),
    foreignKey({
      name: "calendar_feeds_membership_fk",
      columns: [table.workspaceId, table.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete("cascade"),
  ],
);

/** The signature Connect appends to a user's emails (one row per user who set one). */
export const emailSignatures = pgTable("email_signatures", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  title: text("title").notNull().default(""),
  company: text("company").notNull().default(""),
  phone: text("phone").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Records deleted in the last minutes, kept to be restored (docs/decisions.md 84): the rows as
 * JSON (`to_jsonb`) and what pointed at them, pruned once past the undo window.
 */
export const deletedRecords = pgTable(
  "deleted_records",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    deletedBy: memberId("deleted_by"),
    kind: text("kind", { enum: DELETED_RECORD_KINDS }).notNull(),
    recordId: uuid("record_id").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    index("deleted_records_workspace_record_idx").on(table.workspaceId, table.kind, table.recordId),
  ],
);

/**
 * How many AI calls (Connect's generations, health checks) each user made in each
 * one-minute window. Every instance counts in the same row, with one atomic upsert;
 * a user's past windows are deleted when a new one starts.
 */
export const aiRateLimits = pgTable(
  "ai_rate_limits",
  {
    userId: userId(),
    action: text("action").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.action, table.windowStart] })],
);

/**
 * Keys that let a user's scripts and integrations call /api/v1 as that user. Only the
 * SHA-256 of a key is kept; `prefix` (its first characters) tells keys apart in a list.
 * Revoking a key deletes its row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace the key works in (docs/decisions.md 86): its user's membership of it is checked at every request. */
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: userId(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("api_keys_workspace_user_created_idx").on(table.workspaceId, table.userId, table.createdAt),
    check("api_keys_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(API_KEY_LIMITS.nameMaxLength))}`),
  ],
);

/** Requests made with each API key in each one-minute window, counted like `ai_rate_limits`. */
export const apiKeyRateLimits = pgTable(
  "api_key_rate_limits",
  {
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.windowStart] })],
);

/**
 * CSV and xlsx imports (docs/product.md "Import and export", docs/decisions.md 117): the uploaded
 * file until it has run, what its preview showed, and the run's progress and report. Each batch
 * of rows commits with the counters and errors it adds, so the report is true after a crash too.
 */
export const imports = pgTable(
  "imports",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    createdBy: memberId("created_by"),
    kind: text("kind").$type<ImportKind>().notNull(),
    fileName: text("file_name").notNull(),
    /** The file as uploaded; emptied once the import has run. */
    content: bytea("content"),
    /** What the preview shows (headers, first rows, guesses), as the API answers it. */
    preview: jsonb("preview").$type<ImportPreview>().notNull(),
    status: text("status").$type<ImportStatus>().notNull().default("ready"),
    /** The mapping and options of the run. */
    options: jsonb("options").$type<RunImportOptions>(),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    failure: text("failure"),
    ...timestamps,
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    check("imports_kind", sql`${table.kind} in ('clients', 'inventory')`),
    check("imports_status", sql`${table.status} in ('ready', 'running', 'done', 'failed')`),
    check("imports_file_name_length", sql`char_length(${table.fileName}) <= 255`),
    index("imports_workspace_created_idx").on(table.workspaceId, table.createdAt),
  ],
);

/**
 * The logos a workspace has printed (docs/decisions.md 136): named by the SHA-256 of their bytes,
 * never changed, so that an invoice prints the logo it was issued with after a new one is chosen.
 */
export const workspaceLogos = pgTable(
  "workspace_logos",
  {
    workspaceId: workspaceId(),
    /** The SHA-256 of the content, in hex. */
    id: text("id").notNull(),
    mediaType: text("media_type").$type<LogoMediaType>().notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    check("workspace_logos_media_type", sql.raw(`media_type in (${LOGO_MEDIA_TYPES.map((type) => `'${type}'`).join(", ")})`)),
    check("workspace_logos_size", sql.raw(`octet_length(content) <= ${LOGO_MAX_BYTES}`)),
  ],
);

/**
 * Invoices and credit notes (docs/product.md "Quotes and invoices", docs/decisions.md 137): a
 * number gapless per workspace, kind and year, and the frozen `document` they print. Only
 * `sent_at` and `related_id` (an invoice's credit note) change once one is issued; migration
 * 0026's trigger refuses any other change.
 */
export const invoices = pgTable(
  "invoices",
  {
    workspaceId: workspaceId(),
    id: rowId(),
    createdBy: memberId("created_by"),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    /** INV-2026-0001, CN-2026-0001. */
    number: text("number").notNull(),
    orderId: uuid("order_id").notNull(),
    /** The client billed, null once deleted (the document keeps its name and address). */
    clientId: uuid("client_id"),
    /** On a credit note, the invoice it cancels; on an invoice, the credit note that cancelled it. */
    relatedId: uuid("related_id"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    /** When an invoice is due; null on a credit note. */
    dueDate: date("due_date", { mode: "string" }),
    total: money("total").notNull(),
    document: jsonb("document").$type<PrintedDocument>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.id] }),
    uniqueIndex("invoices_workspace_number_idx").on(table.workspaceId, table.number),
    // One invoice in force per order: a new one only once a credit note has cancelled the last.
    uniqueIndex("invoices_order_in_force_idx")
      .on(table.workspaceId, table.orderId)
      .where(sql`${table.kind} = 'invoice' and ${table.relatedId} is null`),
    index("invoices_workspace_created_idx").on(table.workspaceId, table.createdAt, table.id),
    index("invoices_workspace_client_idx").on(table.workspaceId, table.clientId),
    // An invoiced order is never deleted: NO ACTION, checked at the end of the statement, lets a workspace's deletion take both.
    foreignKey({
      name: "invoices_order_fk",
      columns: [table.workspaceId, table.orderId],
      foreignColumns: [orders.workspaceId, orders.id],
    }),
    // Deleting a client leaves its documents: migration 0026 writes ON DELETE SET NULL (client_id).
    foreignKey({
      name: "invoices_client_fk",
      columns: [table.workspaceId, table.clientId],
      foreignColumns: [clients.workspaceId, clients.id],
    }).onDelete("set null"),
    check("invoices_kind", sql.raw(`kind in (${INVOICE_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
    check("invoices_due_date", sql`(${table.kind} = 'invoice') = (${table.dueDate} is not null)`),
  ],
);
