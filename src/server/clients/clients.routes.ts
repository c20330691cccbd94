import { createRoute, z } from "@hono/zod-openapi";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { clientResourceSchema, createClientSchema, updateClientSchema } from "@shared/clients/client.schema";
import { errorBodySchema } from "../http/errors";
import { pageQuerySchema } from "../lib/pagination";

const tags = ["Clients"];

export const clientSchema = clientResourceSchema.openapi("Client");

const clientPageSchema = z
  .object({ items: z.array(clientSchema), next_cursor: z.string().nullable() })
  .openapi("ClientPage");

const idParams = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const errors = {
  400: json(errorBodySchema, "A field is invalid: `error.fields` names it"),
  401: json(errorBodySchema, "No session"),
};
const notFound = { 404: json(errorBodySchema, "No client with that id among the user's clients") };

export const listClients = createRoute({
  method: "get",
  path: "/clients",
  tags,
  summary: "The user's clients, newest first or by name",
  request: {
    query: z.object({
      q: z.string().trim().max(200, "validation.invalid").optional().openapi({ description: "Searches name, email and company" }),
      status: z.enum(CLIENT_STATUSES, { error: "validation.invalidStatus" }).optional(),
      sort: z.enum(["-created_at", "name"], { error: "validation.invalid" }).default("-created_at"),
      ...pageQuerySchema,
    }),
  },
  responses: { 200: json(clientPageSchema, "One page of clients"), ...errors },
});

export const createClient = createRoute({
  method: "post",
  path: "/clients",
  tags,
  summary: "Add a client",
  request: { body: { required: true, content: { "application/json": { schema: createClientSchema.openapi("NewClient") } } } },
  responses: { 201: json(clientSchema, "The new client"), ...errors },
});

export const getClient = createRoute({
  method: "get",
  path: "/clients/{id}",
  tags,
  summary: "One client",
  request: { params: idParams },
  responses: { 200: json(clientSchema, "The client"), ...errors, ...notFound },
});

export const updateClient = createRoute({
  method: "patch",
  path: "/clients/{id}",
  tags,
  summary: "Change any subset of a client's fields",
  request: {
    params: idParams,
    body: { required: true, content: { "application/json": { schema: updateClientSchema.openapi("ClientPatch") } } },
  },
  responses: { 200: json(clientSchema, "The updated client"), ...errors, ...notFound },
});

export const deleteClient = createRoute({
  method: "delete",
  path: "/clients/{id}",
  tags,
  summary: "Delete a client (its orders are kept, without a client)",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errors, ...notFound },
});
