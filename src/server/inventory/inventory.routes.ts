import { createRoute, z } from "@hono/zod-openapi";
import { createInventoryItemSchema, inventoryItemResourceSchema, updateInventoryItemSchema } from "@shared/inventory/inventory-item.schema";
import { DEFAULT_INVENTORY_SORT, INVENTORY_SORT_FIELDS } from "@shared/sorting";
import { sortQuerySchema } from "../lib/list-order";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";
import { countQuerySchema, pageQuerySchema, pageSchema, searchQuerySchema } from "../lib/pagination";

const tags = ["Inventory"];

export const inventoryItemSchema = inventoryItemResourceSchema.openapi("InventoryItem");

const notFound = notFoundResponse("inventory item");

/** A price and a default tax rate are checked against the workspace: its currency's decimals, its rates on offer. */
const moneyRules =
  "`unit_price` may have as many decimals as the workspace's currency has (`validation.priceDecimals`); " +
  "`tax_rate_id`, the rate a new order line of the item takes, is one of the workspace's rates on offer " +
  "(an archived one is `validation.taxRateArchived`; another workspace's answers 404, as a missing one)";

export const listInventoryItems = createRoute({
  operationId: "listInventoryItems",
  method: "get",
  path: "/inventory",
  tags,
  summary: "The user's inventory items, newest first, or by name, stock or price",
  request: {
    query: z.object({
      q: searchQuerySchema("Searches the item name"),
      low_stock: z
        .enum(["true", "false"], { error: "validation.invalid" })
        .optional()
        .transform((value) => value === "true")
        .openapi({ description: "true: only the items whose quantity is at or below their low_stock_threshold" }),
      sort: sortQuerySchema(INVENTORY_SORT_FIELDS, DEFAULT_INVENTORY_SORT),
      ...pageQuerySchema,
      ...countQuerySchema,
    }),
  },
  responses: {
    200: jsonContent(pageSchema(inventoryItemSchema, "InventoryItemPage"), "One page of items"),
    ...commonErrorResponses,
  },
});

export const createInventoryItem = createRoute({
  operationId: "createInventoryItem",
  method: "post",
  path: "/inventory",
  tags,
  summary: "Add an item",
  description: moneyRules,
  request: { body: jsonBody(createInventoryItemSchema.openapi("NewInventoryItem")) },
  responses: {
    201: jsonContent(inventoryItemSchema, "The new item"),
    ...commonErrorResponses,
    ...notFoundResponse("tax rate (`tax_rate_id`)"),
  },
});

export const getInventoryItem = createRoute({
  operationId: "getInventoryItem",
  method: "get",
  path: "/inventory/{id}",
  tags,
  summary: "One item",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(inventoryItemSchema, "The item"), ...commonErrorResponses, ...notFound },
});

export const updateInventoryItem = createRoute({
  operationId: "updateInventoryItem",
  method: "patch",
  path: "/inventory/{id}",
  tags,
  summary: "Change any subset of an item's fields",
  description: moneyRules,
  request: { params: idParamsSchema, body: jsonBody(updateInventoryItemSchema.openapi("InventoryItemPatch")) },
  responses: {
    200: jsonContent(inventoryItemSchema, "The updated item"),
    ...commonErrorResponses,
    ...notFoundResponse("inventory item, or tax rate (`tax_rate_id`),"),
  },
});

export const deleteInventoryItem = createRoute({
  operationId: "deleteInventoryItem",
  method: "delete",
  path: "/inventory/{id}",
  tags,
  summary: "Delete an item (past order lines keep its name and price)",
  request: { params: idParamsSchema },
  responses: { 204: { description: "Deleted" }, ...commonErrorResponses, ...notFound },
});

export const restoreInventoryItem = createRoute({
  operationId: "restoreInventoryItem",
  method: "post",
  path: "/inventory/{id}/restore",
  tags,
  summary:
    "Restore an item deleted in the last 10 minutes, with the stock it had and the order lines that named it; its default tax rate " +
    "comes back while it is on offer",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(inventoryItemSchema, "The restored item"),
    ...commonErrorResponses,
    ...notFoundResponse("item of the user's deleted in the last 10 minutes and not restored since"),
  },
});
