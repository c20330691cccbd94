import { createRoute, z } from "@hono/zod-openapi";

export const healthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    db: z.enum(["ok", "unreachable"]),
  })
  .openapi("Health");

export const getHealth = createRoute({
  operationId: "getHealth",
  method: "get",
  path: "/health",
  tags: ["Health"],
  security: [],
  summary: "Whether the service and its database answer",
  responses: {
    200: { description: "The service is healthy", content: { "application/json": { schema: healthSchema } } },
    503: { description: "The database is unreachable", content: { "application/json": { schema: healthSchema } } },
  },
});
