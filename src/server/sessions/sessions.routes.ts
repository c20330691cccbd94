import { createRoute, z } from "@hono/zod-openapi";
import { sessionResourceSchema } from "@shared/auth/session.schema";
import { requireSignedInSession } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, jsonContent, notFoundResponse, SESSION_SECURITY } from "../http/openapi";

const tags = ["Sessions"];

const sessionSchema = sessionResourceSchema.openapi("Session");

/** Only a signed-in user manages sessions: a request made with an API key is refused. */
const middleware = requireSignedInSession;

const sessionOnly = {
  403: jsonContent(errorBodySchema, "Made with an API key: sessions are managed from a signed-in session"),
};

/** better-auth's session ids are UUIDs. */
const sessionIdParamsSchema = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
});

export const listSessions = createRoute({
  operationId: "listSessions",
  method: "get",
  path: "/sessions",
  tags,
  summary: "The user's active sessions, most recently used first; `current` marks this one",
  middleware,
  security: SESSION_SECURITY,
  responses: {
    200: jsonContent(z.object({ items: z.array(sessionSchema) }).openapi("SessionList"), "The sessions"),
    ...commonErrorResponses,
    ...sessionOnly,
  },
});

export const revokeSession = createRoute({
  operationId: "revokeSession",
  method: "delete",
  path: "/sessions/{id}",
  tags,
  summary: "Sign one session out (the current one included)",
  middleware,
  security: SESSION_SECURITY,
  request: { params: sessionIdParamsSchema },
  responses: { 204: { description: "Signed out" }, ...commonErrorResponses, ...sessionOnly, ...notFoundResponse("session") },
});

export const revokeOtherSessions = createRoute({
  operationId: "revokeOtherSessions",
  method: "post",
  path: "/sessions/revoke-others",
  tags,
  summary: "Sign every other session out",
  middleware,
  security: SESSION_SECURITY,
  responses: {
    200: jsonContent(z.object({ revoked: z.number().int() }).openapi("RevokedSessions"), "How many sessions ended"),
    ...commonErrorResponses,
    ...sessionOnly,
  },
});
