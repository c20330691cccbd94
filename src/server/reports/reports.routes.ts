import { createRoute, z } from "@hono/zod-openapi";
import {
  funnelSchema,
  ordersByStatusSchema,
  revenueByMonthSchema,
  revenueByOwnerSchema,
  salesSummarySchema,
  topClientsSchema,
  topItemsSchema,
} from "@shared/reports/report.schema";
import { commonErrorResponses, instantSchema, jsonContent } from "../http/openapi";
import { isTimeZone, MAX_RANGE_MS } from "./report-range";

const tags = ["Reports"];

/** Refuses a range that ends before it starts, or longer than the reports cover. */
function checkRange({ from, to }: { from: string; to: string }, context: z.RefinementCtx) {
  const span = Date.parse(to) - Date.parse(from);
  if (span <= 0) context.addIssue({ code: "custom", path: ["to"], message: "validation.rangeReversed" });
  else if (span > MAX_RANGE_MS) context.addIssue({ code: "custom", path: ["to"], message: "validation.rangeTooLong" });
}

const rangeFields = {
  from: instantSchema.openapi({ description: "The range's first instant (ISO 8601 with offset), included" }),
  to: instantSchema.openapi({ description: "The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from`" }),
};

/** The range every report covers: from its first instant, up to `to` excluded. */
const rangeQuerySchema = z.object(rangeFields).superRefine(checkRange);

const monthsQuerySchema = z
  .object({
    ...rangeFields,
    tz: z
      .string()
      .max(64, "validation.invalidTimeZone")
      .refine(isTimeZone, "validation.invalidTimeZone")
      .default("UTC")
      .openapi({ description: "The IANA time zone whose months the report counts, e.g. Europe/Paris; UTC when absent" }),
  })
  .superRefine(checkRange);

const report = <T extends z.ZodType>(operationId: string, path: string, summary: string, schema: T) =>
  createRoute({
    operationId,
    method: "get",
    path,
    tags,
    summary,
    request: { query: rangeQuerySchema },
    responses: { 200: jsonContent(schema, "The report"), ...commonErrorResponses },
  });

export const getRevenueByMonth = createRoute({
  operationId: "getRevenueByMonth",
  method: "get",
  path: "/reports/revenue-by-month",
  tags,
  summary: "The sales (delivered and paid orders) of each month of the range, in the given time zone",
  request: { query: monthsQuerySchema },
  responses: { 200: jsonContent(revenueByMonthSchema.openapi("RevenueByMonth"), "The report"), ...commonErrorResponses },
});

export const getOrdersByStatus = report(
  "getOrdersByStatus",
  "/reports/orders-by-status",
  "How many orders were placed in the range, and their totals, by status",
  ordersByStatusSchema.openapi("OrdersByStatus"),
);

export const getTopClients = report(
  "getTopClients",
  "/reports/top-clients",
  "The 10 clients with the most sales in the range",
  topClientsSchema.openapi("TopClients"),
);

export const getTopItems = report(
  "getTopItems",
  "/reports/top-items",
  "The 10 items sold in the largest quantities in the range (lines of delivered and paid orders)",
  topItemsSchema.openapi("TopItems"),
);

export const getFunnel = report(
  "getFunnel",
  "/reports/funnel",
  "The clients added in the range, by the status they have now",
  funnelSchema.openapi("Funnel"),
);

export const getRevenueByOwner = report(
  "getRevenueByOwner",
  "/reports/revenue-by-owner",
  "The sales of the range by the member who owns the client",
  revenueByOwnerSchema.openapi("RevenueByOwner"),
);

export const getSalesSummary = report(
  "getSalesSummary",
  "/reports/sales",
  "The sales of the range: their total, count and average, by client and by owner",
  salesSummarySchema.openapi("SalesSummary"),
);
