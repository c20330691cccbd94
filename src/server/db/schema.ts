import { sql } from "drizzle-orm";
import {
  check,
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
import { ORDER_STATUSES } from "@shared/orders/order-status";
import { DELETED_RECORD_KINDS } from "@shared/undo";
import { WORKSPACE_ROLES } from "@shared/workspaces/workspace-roles";
import { user } from "./auth-schema";
import { workspaces } from "./workspace-schema";

export * from "./auth-schema";
export * from "./workspace-schema";

export const clientStatus = pgEnum("client_status", CLIENT_STATUSES);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const workspaceRole = pgEnum("workspace_role", WORKSPACE_ROLES);

/** Money: numeric(12,2) in the database, a JS number with at most 2 decimals in the app. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

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

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    linkedinUrl: text("linkedin_url"),
    status: clientStatus("status").notNull().default("uncontacted"),
    ...timestamps,
  },
  (table) => [
    index("clients_user_created_idx").on(table.userId, table.createdAt, table.id),
    index("clients_user_name_idx").on(table.userId, sql`lower(${table.name})`, table.id),
    // Serves the list filtered by status, newest first, and its count.
    index("clients_user_status_created_idx").on(table.userId, table.status, table.createdAt, table.id),
    // The dashboard's trends: the deals that moved in the last 60 days, read from the index alone.
    index("clients_user_updated_status_idx").on(table.userId, table.updatedAt, table.status),
    // Trigram indexes serve the search (`q`, ILIKE '%…%' on each field) of patterns of 3+ characters.
    index("clients_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("clients_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("clients_company_trgm_idx").using("gin", table.company.op("gin_trgm_ops")),
    check("clients_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(MAX.name))}`),
    check("clients_email_length", maxLength("email", MAX.email)),
    check("clients_phone_length", maxLength("phone", MAX.phone)),
    check("clients_company_length", maxLength("company", MAX.company)),
    check("clients_position_length", maxLength("position", MAX.position)),
    check("clients_linkedin_url_length", maxLength("linkedin_url", MAX.linkedin_url)),
  ],
);

export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull().default(0),
    unitPrice: money("unit_price").notNull().default(0),
    /** The stock at or below which the item is low on stock; null for no alert. */
    lowStockThreshold: integer("low_stock_threshold"),
    ...timestamps,
  },
  (table) => [
    index("inventory_items_user_created_idx").on(table.userId, table.createdAt, table.id),
    // The list's other orders (`sort`), each read forwards or backwards.
    index("inventory_items_user_name_idx").on(table.userId, sql`lower(${table.itemName})`, table.id),
    index("inventory_items_user_quantity_idx").on(table.userId, table.quantity, table.id),
    index("inventory_items_user_unit_price_idx").on(table.userId, table.unitPrice, table.id),
    index("inventory_items_item_name_trgm_idx").using("gin", table.itemName.op("gin_trgm_ops")),
    check(
      "inventory_items_item_name_length",
      sql`char_length(btrim(${table.itemName})) between 1 and ${sql.raw(String(INVENTORY_ITEM_NAME_MAX_LENGTH))}`,
    ),
    check("inventory_items_quantity_non_negative", sql`${table.quantity} >= 0`),
    check("inventory_items_low_stock_threshold_non_negative", sql`${table.lowStockThreshold} >= 0`),
    // The items low on stock (the list's filter, the dashboard's count), few among many.
    index("inventory_items_user_low_stock_idx")
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.quantity} <= ${table.lowStockThreshold}`),
    check("inventory_items_unit_price_non_negative", sql`${table.unitPrice} >= 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    status: orderStatus("status").notNull().default("created"),
    totalPrice: money("total_price").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("orders_user_created_idx").on(table.userId, table.createdAt, table.id),
    // Serves the list filtered by status, newest first, and the list sorted by status.
    index("orders_user_status_created_idx").on(table.userId, table.status, table.createdAt, table.id),
    index("orders_user_total_idx").on(table.userId, table.totalPrice, table.id),
    // The dashboard's revenue and its trend, summed from the index alone (a paid order's updated_at is the day it was paid).
    index("orders_user_paid_idx")
      .on(table.userId, table.updatedAt, table.totalPrice)
      .where(sql`${table.status} = 'paid'`),
    // A client's orders, newest first (the list filtered by client), and the orders a deleted client leaves.
    index("orders_client_created_idx").on(table.clientId, table.createdAt, table.id),
    check("orders_total_price_non_negative", sql`${table.totalPrice} >= 0`),
  ],
);

/**
 * Order lines keep a snapshot of the item's name and price at save time, and the
 * place the user gave them in the order (lines saved together share a created_at).
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    inventoryItemId: uuid("inventory_item_id").references(() => inventoryItems.id, {
      onDelete: "set null",
    }),
    itemName: text("item_name").notNull(),
    lineNumber: integer("line_number").notNull().default(0),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    subtotal: money("subtotal")
      .notNull()
      .generatedAlwaysAs(sql`quantity * unit_price`),
    ...timestamps,
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    index("order_items_inventory_item_idx").on(table.inventoryItemId),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
    check("order_items_unit_price_non_negative", sql`${table.unitPrice} >= 0`),
  ],
);

/** What happened in a user's book, newest first on the dashboard. */
/**
 * How many clients each user has in each status, kept by a trigger on `clients` (migration
 * 0007) in the same transaction as every insert, status change and delete: the dashboard reads
 * six rows instead of counting 100,000.
 */
export const clientStatusCounts = pgTable(
  "client_status_counts",
  {
    userId: ownerId(),
    status: clientStatus("status").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.status] }), check("client_status_counts_non_negative", sql`${table.count} >= 0`)],
);

export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text("kind").notNull(),
    entityId: uuid("entity_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("activity_user_created_idx").on(table.userId, table.createdAt)],
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text("kind", { enum: DELETED_RECORD_KINDS }).notNull(),
    recordId: uuid("record_id").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("deleted_records_user_record_idx").on(table.userId, table.kind, table.recordId)],
);

/**
 * How many AI calls (Connect's generations, health checks) each user made in each
 * one-minute window. Every instance counts in the same row, with one atomic upsert;
 * a user's past windows are deleted when a new one starts.
 */
export const aiRateLimits = pgTable(
  "ai_rate_limits",
  {
    userId: ownerId(),
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
    userId: ownerId(),
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
