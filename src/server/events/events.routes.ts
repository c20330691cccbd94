import { createRoute, z } from "@hono/zod-openapi";
import { requireSignedInSession } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, jsonContent, SESSION_SECURITY } from "../http/openapi";

const tags = ["Events"];

export const openEventStream = createRoute({
  operationId: "openEventStream",
  method: "get",
  path: "/events",
  tags,
  summary: "Live updates: a Server-Sent Events stream of the changes to the records of the session's workspace",
  description: [
    "Each committed change to the workspace's clients, inventory items or orders, made by any member on any instance, is an event",
    "named `change` whose data is `{entity, action, id}`: `entity` is `client`, `inventory` or `order`, `action`",
    "`created`, `updated` or `deleted`, and `id` null when one change touched more than 100 records (refresh all",
    "of that entity). A comment line is sent every 25 s. Missed events are not replayed (`Last-Event-ID` is",
    "accepted and ignored): after reconnecting, refetch what you show. The stream closes when its session ends",
    "or expires, when the session moves to another workspace, or when its reader falls 64 KB behind.",
  ].join(" "),
  middleware: requireSignedInSession,
  security: SESSION_SECURITY,
  responses: {
    200: { description: "The stream", content: { "text/event-stream": { schema: z.string() } } },
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "Made with an API key: live updates are for signed-in sessions"),
  },
});
