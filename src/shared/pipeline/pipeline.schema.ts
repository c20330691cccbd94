import { z } from "zod";
import { CLIENT_STATUSES } from "../clients/client-status";

/**
 * GET /api/v1/pipeline's answer (docs/product.md "Pipeline"), the one description of it: the
 * route's OpenAPI contract and the types the server and the board use. (The board imports only
 * the types: no zod on its first load.) The cards themselves are the clients' list, one status
 * at a time (GET /api/v1/clients?status=…), with the same `q` and `owner`.
 */
export const pipelineSchema = z.object({
  columns: z
    .array(
      z.object({
        status: z.enum(CLIENT_STATUSES),
        count: z.number().int().describe("How many clients of this status match the filters"),
        value: z.number().describe("The sum of the totals of those clients' paid orders, tax included, in the workspace's currency"),
      }),
    )
    .describe("Every client status, in the pipeline's order"),
});
export type Pipeline = z.output<typeof pipelineSchema>;
export type PipelineColumn = Pipeline["columns"][number];
