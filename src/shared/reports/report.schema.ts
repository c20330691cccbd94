import { z } from "zod";
import { CLIENT_STATUSES } from "../clients/client-status";
import { ORDER_STATUSES } from "../orders/order-status";

/**
 * The answers of /api/v1/reports/* (docs/product.md "Sales and reports figures"), the one description of
 * them: the routes' OpenAPI contracts and the types the server and the pages use. (The pages import
 * only the types: no zod on their first load.)
 *
 * A sale is an order that brought money in, delivered or paid, counted on the day it was placed
 * (its `created_at`); its amount is its total, tax included, in the workspace's currency
 * (docs/decisions.md 99).
 */

/** The most months revenue-by-month answers: 5 years. A longer range is refused (`validation.rangeTooLong`). */
export const MAX_REPORT_MONTHS = 60;

/** How many rows the top lists answer. */
export const TOP_LIMIT = 10;

/** The most clients the sales table lists, the best first; `truncated` says when there were more. */
export const SALES_BY_CLIENT_LIMIT = 1000;

const amount = (what: string) => z.number().describe(`${what}, tax included, in the workspace's currency`);

export const revenueByMonthSchema = z.object({
  months: z
    .array(
      z.object({
        month: z.string().describe("The month in the report's time zone, as YYYY-MM"),
        revenue: amount("The month's sales"),
        orders: z.number().int().describe("How many sales"),
      }),
    )
    .describe("Every month of the range, oldest first, months without a sale included"),
});
export type RevenueByMonth = z.output<typeof revenueByMonthSchema>;

export const ordersByStatusSchema = z.object({
  statuses: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int(), total: amount("Their totals") }))
    .describe("Every order status in the order of the lifecycle, the orders placed in the range"),
});
export type OrdersByStatus = z.output<typeof ordersByStatusSchema>;

const clientRow = z.object({
  client_id: z.uuid().nullable().describe("Null for the sales without a client (or whose client was deleted)"),
  name: z.string().nullable(),
  company: z.string().nullable(),
  revenue: amount("Their sales"),
  orders: z.number().int(),
});
export type ClientSales = z.output<typeof clientRow>;

export const topClientsSchema = z.object({
  clients: z.array(clientRow).describe(`The ${TOP_LIMIT} clients with the most sales in the range, the best first`),
});
export type TopClients = z.output<typeof topClientsSchema>;

export const topItemsSchema = z.object({
  items: z
    .array(
      z.object({
        inventory_item_id: z.uuid().nullable().describe("Null once the item was deleted: the lines keep its name"),
        name: z.string().describe("The item's name as the latest line sold it"),
        quantity: z.number().int(),
        revenue: z.number().describe("The lines' amounts (quantity × unit price, as the orders priced them)"),
      }),
    )
    .describe(`The ${TOP_LIMIT} items sold in the largest quantities in the range`),
});
export type TopItems = z.output<typeof topItemsSchema>;

export const funnelSchema = z.object({
  stages: z
    .array(z.object({ status: z.enum(CLIENT_STATUSES), count: z.number().int() }))
    .describe("The clients added in the range, by the status they have now, every status in the pipeline's order"),
});
export type Funnel = z.output<typeof funnelSchema>;

const ownerRow = z.object({
  owner_id: z.string().nullable().describe("The member who owns the order's client; null for the sales without a client"),
  name: z.string().nullable().describe("Their name; null without a client, or once their account is deleted"),
  revenue: amount("Their sales"),
  orders: z.number().int(),
});
export type OwnerSales = z.output<typeof ownerRow>;

export const revenueByOwnerSchema = z.object({
  owners: z.array(ownerRow).describe("Every owner with a sale in the range, the best first"),
});
export type RevenueByOwner = z.output<typeof revenueByOwnerSchema>;

export const salesSummarySchema = z.object({
  revenue: amount("The sales' total"),
  orders: z.number().int().describe("How many sales"),
  average: z.number().nullable().describe("The average sale, tax included; null without a sale"),
  by_client: z.array(clientRow).describe(`The clients, the best first, at most ${SALES_BY_CLIENT_LIMIT}`),
  by_client_truncated: z.boolean().describe(`More than ${SALES_BY_CLIENT_LIMIT} clients bought in the range`),
  by_owner: z.array(ownerRow).describe("The owners of the clients, the best first"),
});
export type SalesSummary = z.output<typeof salesSummarySchema>;
