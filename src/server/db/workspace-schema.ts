import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { WORKSPACE_NAME_MAX_LENGTH } from "@shared/workspaces/workspace-limits";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("workspaces_name_length", sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(WORKSPACE_NAME_MAX_LENGTH))}`),
    check("workspaces_currency_code", sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);
