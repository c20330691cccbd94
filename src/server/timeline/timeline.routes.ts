import { createRoute, z } from "@hono/zod-openapi";
import { TIMELINE_PAGE_SIZE, timelineEntrySchema, timelinePageSchema } from "@shared/timeline/timeline.schema";
import { commonErrorResponses, idParamsSchema, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Timeline"];

/*
 * The shared schemas are wrapped in objects of this module's `z`, which has `.openapi()` whatever
 * the order the modules load in: a shared schema made before @hono/zod-openapi is loaded has none.
 */
const timelineSchema = z
  .object({ ...timelinePageSchema.shape, items: z.array(z.object(timelineEntrySchema.shape).openapi("TimelineEntry")) })
  .openapi("TimelinePage");

const cursorSchema = z.string().max(500, "validation.invalid").optional().openapi({ description: "next_cursor of the previous page" });

export const listTimeline = createRoute({
  operationId: "listTimeline",
  method: "get",
  path: "/clients/{id}/timeline",
  tags,
  summary:
    `A client's timeline, newest first, ${TIMELINE_PAGE_SIZE} entries a page: created, status changes, orders and their status ` +
    "changes, notes (as they are now), tasks created and done, emails sent or drafted, meetings scheduled; each with who did it",
  request: { params: idParamsSchema, query: z.object({ cursor: cursorSchema }) },
  responses: {
    200: jsonContent(timelineSchema, "One page of the timeline"),
    ...commonErrorResponses,
    ...notFoundResponse("client in the workspace"),
  },
});
