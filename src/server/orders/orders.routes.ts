import { createRoute, z } from "@hono/zod-openapi";
import {
  createOrderSchema,
  orderConflictDetailsSchema,
  orderDetailResourceSchema,
  orderResourceSchema,
  orderStatusSchema,
  updateOrderSchema,
} from "@shared/orders/order.schema";
import { DEFAULT_ORDER_SORT, ORDER_SORT_FIELDS } from "@shared/sorting";
import { errorBodySchema } from "../http/errors";
import { sortQuerySchema } from "../lib/list-order";
import { commonErrorResponses, idParamsSchema, instantSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";
import { countQuerySchema, pageQuerySchema, pageSchema, searchQuerySchema } from "../lib/pagination";
import { timeZoneQuery } from "../invoices/invoices.routes";

const tags = ["Orders"];

export const orderSchema = orderResourceSchema.openapi("Order");
export const orderDetailSchema = orderDetailResourceSchema.openapi("OrderDetail");

const notFound = notFoundResponse("order");

const orderConflictSchema = z
  .object({
    error: errorBodySchema.shape.error.extend({ code: z.literal("CONFLICT"), details: orderConflictDetailsSchema }),
  })
  .openapi("OrderConflict");

const conflict = {
  409: jsonContent(
    orderConflictSchema,
    "Refused, nothing changed: an item has too little stock (`details.reason` insufficient_stock, " +
      "with the item and the quantity available), the lines of a delivered or paid order were sent (order_locked), " +
      "the lines of an order with an invoice in force were sent, or an invoiced order was to be deleted (order_invoiced)",
  ),
};

export const listOrders = createRoute({
  operationId: "listOrders",
  method: "get",
  path: "/orders",
  tags,
  summary: "The workspace's orders, newest first or by date, total or status, each with its number, its client's name and its amounts",
  request: {
    query: z.object({
      q: searchQuerySchema('An order number ("42" or "#42") finds that order; other text, the orders whose client\'s name holds it'),
      status: orderStatusSchema.optional().openapi({ description: "Only orders in this status" }),
      client_id: z.uuid({ error: "validation.invalid" }).optional().openapi({ description: "Only this client's orders" }),
      from: instantSchema.optional().openapi({ description: "Only orders created at or after this instant (ISO 8601 with offset)" }),
      to: instantSchema.optional().openapi({ description: "Only orders created before this instant (ISO 8601 with offset)" }),
      sort: sortQuerySchema(ORDER_SORT_FIELDS, DEFAULT_ORDER_SORT),
      ...pageQuerySchema,
      ...countQuerySchema,
    }),
  },
  responses: {
    200: jsonContent(pageSchema(orderSchema, "OrderPage"), "One page of orders"),
    ...commonErrorResponses,
  },
});

export const createOrder = createRoute({
  operationId: "createOrder",
  method: "post",
  path: "/orders",
  tags,
  summary:
    "Create an order (status created, holding no stock) with the workspace's next number; names, prices and " +
    "tax rates are copied from the items and rates",
  request: { body: jsonBody(createOrderSchema.openapi("NewOrder")) },
  responses: {
    201: jsonContent(orderDetailSchema, "The new order with its lines"),
    ...commonErrorResponses,
    ...notFoundResponse("tax rate named on a line"),
  },
});

export const getOrder = createRoute({
  operationId: "getOrder",
  method: "get",
  path: "/orders/{id}",
  tags,
  summary: "One order with its lines",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(orderDetailSchema, "The order"), ...commonErrorResponses, ...notFound },
});

export const updateOrder = createRoute({
  operationId: "updateOrder",
  method: "patch",
  path: "/orders/{id}",
  tags,
  summary:
    "Change the status, the lines (the whole new set: lines with an id are updated, without one added, " +
    "left out deleted), or both, moving stock accordingly",
  request: { params: idParamsSchema, query: z.object(timeZoneQuery), body: jsonBody(updateOrderSchema.openapi("OrderPatch")) },
  responses: {
    200: jsonContent(orderDetailSchema, "The updated order; cancelling an invoiced order issues its credit note, dated today in `tz`"),
    ...commonErrorResponses,
    ...notFoundResponse("order, or tax rate named on a line,"),
    ...conflict,
  },
});

export const deleteOrder = createRoute({
  operationId: "deleteOrder",
  method: "delete",
  path: "/orders/{id}",
  tags,
  summary: "Delete an order, putting back the stock it held; an invoiced order cannot be deleted (cancel it instead)",
  request: { params: idParamsSchema },
  responses: { 204: { description: "Deleted" }, ...commonErrorResponses, ...notFound, ...conflict },
});

export const restoreOrder = createRoute({
  operationId: "restoreOrder",
  method: "post",
  path: "/orders/{id}/restore",
  tags,
  summary: "Restore an order deleted in the last 10 minutes, with its lines, taking again the stock it held",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(orderDetailSchema, "The restored order"),
    ...commonErrorResponses,
    ...conflict,
    ...notFoundResponse("order of the user's deleted in the last 10 minutes and not restored since"),
  },
});
