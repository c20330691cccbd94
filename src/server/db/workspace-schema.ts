import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BUSINESS_FIELD_MAX_LENGTH, DEFAULT_PAYMENT_TERMS_DAYS, PAYMENT_TERMS_DAYS_MAX } from "@shared/invoices/invoice-limits";
import { WORKSPACE_NAME_MAX_LENGTH } from "@shared/workspaces/workspace-limits";

/** A business detail printed on documents: empty when not given, at most its length. */
const businessDetail = (name: keyof typeof BUSINESS_FIELD_MAX_LENGTH) => text(name).notNull().default("");

/**
 * The book a team shares (docs/decisions.md 86): every business row carries the id of its
 * workspace, the key a sharded PostgreSQL (Citus) would distribute the tables by. The table
 * points at nothing, so that the session (auth-schema.ts) and the members (schema.ts) can
 * both point at it.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** ISO 4217: what the workspace's amounts are written in; changing it relabels them (docs/decisions.md 91). */
    currency: text("currency").notNull().default("USD"),
    /** Whether prices (items, order lines) include tax; new orders take it (docs/decisions.md 92). */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    /** The business details quotes and invoices print (docs/product.md "Quotes and invoices"). */
    businessName: businessDetail("business_name"),
    businessAddress: businessDetail("business_address"),
    businessTaxId: businessDetail("business_tax_id"),
    businessEmail: businessDetail("business_email"),
    businessPhone: businessDetail("business_phone"),
    paymentInstructions: businessDetail("payment_instructions"),
    businessFooter: businessDetail("business_footer"),
    paymentTermsDays: integer("payment_terms_days").notNull().default(DEFAULT_PAYMENT_TERMS_DAYS),
    /** The logo printed now: one of the workspace's `workspace_logos`, null for none. */
    logoId: text("logo_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("workspaces_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(WORKSPACE_NAME_MAX_LENGTH))}`),
    check("workspaces_currency_code", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check("workspaces_payment_terms_days", sql`${table.paymentTermsDays} between 0 and ${sql.raw(String(PAYMENT_TERMS_DAYS_MAX))}`),
    ...Object.entries(BUSINESS_FIELD_MAX_LENGTH).map(([column, max]) =>
      check(`workspaces_${column}_length`, sql.raw(`char_length(${column}) <= ${max}`)),
    ),
  ],
);
