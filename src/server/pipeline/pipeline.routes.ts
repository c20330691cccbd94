import { createRoute, z } from "@hono/zod-openapi";
import { pipelineSchema } from "@shared/pipeline/pipeline.schema";
import { commonErrorResponses, jsonContent } from "../http/openapi";
import { searchQuerySchema } from "../lib/pagination";

const tags = ["Pipeline"];

export const getPipeline = createRoute({
  operationId: "getPipeline",
  method: "get",
  path: "/pipeline",
  tags,
  summary: "The board's columns: for each client status, how many clients and the value of their paid orders",
  description:
    "The cards of a column are GET /clients with its `status` and the same `q` and `owner`, a page at a time; " +
    "each column's `count` is the number of clients that list holds.",
  request: {
    query: z.object({
      q: searchQuerySchema("Only the clients whose name, email or company holds this text, as GET /clients searches"),
      owner: z
        .string()
        .min(1, "validation.invalid")
        .max(100, "validation.invalid")
        .optional()
        .openapi({ description: "Only the clients of this member: `me`, or a member's user id. Absent: the whole workspace's" }),
    }),
  },
  responses: { 200: jsonContent(pipelineSchema.openapi("Pipeline"), "The board's columns"), ...commonErrorResponses },
});
