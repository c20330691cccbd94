import { createRoute, z } from "@hono/zod-openapi";
import { scheduleMeetingSchema } from "@shared/meetings/meeting.schema";
import { commonErrorResponses, jsonBody, notFoundResponse } from "../http/openapi";

export const scheduleMeeting = createRoute({
  operationId: "scheduleMeeting",
  method: "post",
  path: "/meetings",
  tags: ["Dashboard"],
  summary: "An iCalendar invitation to a meeting with one of the user's clients, recorded in the activity",
  request: { body: jsonBody(scheduleMeetingSchema.openapi("MeetingRequest")) },
  responses: {
    201: {
      description: "The invitation, as a file to download (Content-Disposition: attachment)",
      content: { "text/calendar": { schema: z.string().openapi({ example: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…" }) } },
    },
    ...commonErrorResponses,
    ...notFoundResponse("client"),
  },
});
