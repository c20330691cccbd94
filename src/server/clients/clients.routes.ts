import { createRoute, z } from "@hono/zod-openapi";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { clientResourceSchema, clientSummarySchema, createClientSchema, updateClientSchema } from "@shared/clients/client.schema";
import { CLIENT_SORT_FIELDS, DEFAULT_CLIENT_SORT } from "@shared/sorting";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";
import { sortQuerySchema } from "../lib/list-order";
import { countQuerySchema, pageQuerySchema, pageSchema, searchQuerySchema } from "../lib/pagination";

const tags = ["Clients"];

export const clientSchema = clientResourceSchema.openapi("Client");

const clientPageSchema = pageSchema(clientSchema, "ClientPage");

const notFound = notFoundResponse("client");

export const listClients = createRoute({
  operationId: "listClients",
  method: "get",
  path: "/clients",
  tags,
  summary: "The workspace's clients, newest first, or by date or name either way",
  request: {
    query: z.object({
      q: searchQuerySchema("Searches name, email and company"),
      status: z.enum(CLIENT_STATUSES, { error: "validation.invalidStatus" }).optional(),
      owner: z
        .string()
        .min(1, "validation.invalid")
        .max(100, "validation.invalid")
        .optional()
        .openapi({ description: "Only the clients of this member: `me`, or a member's user id" }),
      sort: sortQuerySchema(CLIENT_SORT_FIELDS, DEFAULT_CLIENT_SORT),
      ...pageQuerySchema,
      ...countQuerySchema,
    }),
  },
  responses: { 200: jsonContent(clientPageSchema, "One page of clients"), ...commonErrorResponses },
});

export const createClient = createRoute({
  operationId: "createClient",
  method: "post",
  path: "/clients",
  tags,
  summary: "Add a client",
  request: { body: jsonBody(createClientSchema.openapi("NewClient")) },
  responses: { 201: jsonContent(clientSchema, "The new client"), ...commonErrorResponses },
});

export const getClient = createRoute({
  operationId: "getClient",
  method: "get",
  path: "/clients/{id}",
  tags,
  summary: "One client",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(clientSchema, "The client"), ...commonErrorResponses, ...notFound },
});

export const getClientSummary = createRoute({
  operationId: "getClientSummary",
  method: "get",
  path: "/clients/{id}/summary",
  tags,
  summary:
    "What a client has bought, in the workspace currency: the paid orders' total, the confirmed and delivered orders' total, and the number of its orders",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(clientSummarySchema.openapi("ClientSummary"), "The client's figures"),
    ...commonErrorResponses,
    ...notFound,
  },
});

export const updateClient = createRoute({
  operationId: "updateClient",
  method: "patch",
  path: "/clients/{id}",
  tags,
  summary: "Change any subset of a client's fields",
  request: {
    params: idParamsSchema,
    body: jsonBody(updateClientSchema.openapi("ClientPatch")),
  },
  responses: { 200: jsonContent(clientSchema, "The updated client"), ...commonErrorResponses, ...notFound },
});

export const deleteClient = createRoute({
  operationId: "deleteClient",
  method: "delete",
  path: "/clients/{id}",
  tags,
  summary: "Delete a client (its orders are kept, without a client)",
  request: { params: idParamsSchema },
  responses: { 204: { description: "Deleted" }, ...commonErrorResponses, ...notFound },
});

export const restoreClient = createRoute({
  operationId: "restoreClient",
  method: "post",
  path: "/clients/{id}/restore",
  tags,
  summary: "Restore a client deleted in the last 10 minutes, as it was, with the orders that named it",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(clientSchema, "The restored client"),
    ...commonErrorResponses,
    ...notFoundResponse("client of the user's deleted in the last 10 minutes and not restored since"),
  },
});
