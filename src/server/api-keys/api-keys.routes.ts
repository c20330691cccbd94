import { createRoute, z } from "@hono/zod-openapi";
import { apiKeyResourceSchema, createApiKeySchema, createdApiKeySchema } from "@shared/auth/api-key.schema";
import { requireSignedInSession } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse, SESSION_SECURITY } from "../http/openapi";

const tags = ["API keys"];

export const apiKeySchema = apiKeyResourceSchema.openapi("ApiKey");

/** Only a signed-in user manages keys: a request made with an API key is refused. */
const middleware = requireSignedInSession;

const sessionOnly = {
  403: jsonContent(errorBodySchema, "Made with an API key: keys are managed from a signed-in session"),
};

export const listApiKeys = createRoute({
  operationId: "listApiKeys",
  method: "get",
  path: "/api-keys",
  tags,
  summary: "The user's API keys, newest first (never the keys themselves)",
  middleware,
  security: SESSION_SECURITY,
  responses: {
    200: jsonContent(z.object({ items: z.array(apiKeySchema) }).openapi("ApiKeyList"), "The keys"),
    ...commonErrorResponses,
    ...sessionOnly,
  },
});

export const createApiKey = createRoute({
  operationId: "createApiKey",
  method: "post",
  path: "/api-keys",
  tags,
  summary: "Create an API key; the answer is the only time the key is shown",
  middleware,
  security: SESSION_SECURITY,
  request: { body: jsonBody(createApiKeySchema.openapi("NewApiKey")) },
  responses: {
    201: jsonContent(createdApiKeySchema.openapi("CreatedApiKey"), "The new key, with `key` in full"),
    ...commonErrorResponses,
    ...sessionOnly,
    409: jsonContent(errorBodySchema, "The user already has the most keys allowed (`details.limit`)"),
  },
});

export const revokeApiKey = createRoute({
  operationId: "revokeApiKey",
  method: "delete",
  path: "/api-keys/{id}",
  tags,
  summary: "Revoke an API key: it stops working at once",
  middleware,
  security: SESSION_SECURITY,
  request: { params: idParamsSchema },
  responses: { 204: { description: "Revoked" }, ...commonErrorResponses, ...sessionOnly, ...notFoundResponse("API key") },
});
