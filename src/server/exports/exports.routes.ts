import { createRoute, z } from "@hono/zod-openapi";
import { CSV_SEPARATORS, type CsvSeparator } from "@shared/csv/csv-row";
import * as clientRoutes from "../clients/clients.routes";
import * as inventoryRoutes from "../inventory/inventory.routes";
import * as orderRoutes from "../orders/orders.routes";
import { commonErrorResponses } from "../http/openapi";
import { CLIENT_COLUMNS, INVENTORY_COLUMNS, ORDER_COLUMNS } from "./export-columns";

const tags = ["Exports"];

const separator = z
  .enum(Object.keys(CSV_SEPARATORS) as [CsvSeparator, ...CsvSeparator[]], { error: "validation.invalid" })
  .default("comma")
  .openapi({ description: "comma (the default), or semicolon, whose numbers are written with a decimal comma (19,99)" });

/**
 * An export's query is its list's, filters and sort, which it honours exactly, without the
 * list's paging (the export holds every row), and with the separator.
 */
const paging = { cursor: true, limit: true } as const;

const csvAnswer = (what: string, columns: readonly string[]) => ({
  200: {
    description:
      `${what}, as a CSV file to download (Content-Disposition: attachment), streamed: a UTF-8 byte order mark, ` +
      `a header row of the API's field names (${columns.join(", ")}), then a row each. A text cell a spreadsheet ` +
      "would run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe",
    headers: {
      "Content-Disposition": {
        description: "attachment, with the file's name: what it holds and the day, in UTC (`orders-2026-11-26.csv`)",
        schema: { type: "string" as const },
      },
    },
    content: { "text/csv": { schema: z.string().openapi({ example: `\uFEFF${columns.join(",")}\r\n` }) } },
  },
  ...commonErrorResponses,
});

export const exportClients = createRoute({
  operationId: "exportClients",
  method: "get",
  path: "/exports/clients.csv",
  tags,
  summary: "Every client the clients list shows with the same filters, in its order, as CSV",
  request: { query: clientRoutes.listClients.request.query.omit(paging).extend({ separator }) },
  responses: csvAnswer("The clients, each owner by email and each status by its code", CLIENT_COLUMNS),
});

export const exportInventory = createRoute({
  operationId: "exportInventory",
  method: "get",
  path: "/exports/inventory.csv",
  tags,
  summary: "Every item the inventory list shows with the same filters, in its order, as CSV",
  request: { query: inventoryRoutes.listInventoryItems.request.query.omit(paging).extend({ separator }) },
  responses: csvAnswer("The items, each with its default tax rate's name and percent", INVENTORY_COLUMNS),
});

export const exportOrders = createRoute({
  operationId: "exportOrders",
  method: "get",
  path: "/exports/orders.csv",
  tags,
  summary: "Every order the orders list shows with the same filters, in its order, as CSV: a row per line, with the order's amounts",
  request: { query: orderRoutes.listOrders.request.query.omit(paging).extend({ separator }) },
  responses: csvAnswer(
    "The orders' lines, each with its order's number, client, status and amounts; an order without lines has one row " +
      "with empty line cells. A line's tax is its share of the order's tax for its rate",
    ORDER_COLUMNS,
  ),
});
