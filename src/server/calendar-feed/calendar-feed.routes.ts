import { createRoute, z } from "@hono/zod-openapi";
import { calendarFeedSchema, newCalendarFeedSchema } from "@shared/calendar-feed/calendar-feed.schema";
import { CALENDAR_FEED_IDLE_DAYS } from "../auth/calendar-feed-tokens";
import { requireSignedInSession } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, jsonContent, SESSION_SECURITY } from "../http/openapi";
import { CALENDAR_FEED_MISSES_PER_MINUTE } from "./feed-lookups";
import { TASK_EVENT_MINUTES } from "./calendar-feed.service";

const tags = ["Calendar feed"];

/** A feed URL is a credential of its own: made, shown and ended from a signed-in session, never by an API key. */
const sessionOnly = {
  middleware: requireSignedInSession,
  security: SESSION_SECURITY,
};

const apiKeyRefused = { 403: jsonContent(errorBodySchema, "An API key: only a signed-in session manages calendar feeds") };

export const getCalendarFeed = createRoute({
  operationId: "getCalendarFeed",
  method: "get",
  path: "/calendar-feed",
  tags,
  ...sessionOnly,
  summary: "Whether the caller has a calendar feed of their tasks in the workspace, and when it was made and last read (never its URL)",
  responses: {
    200: jsonContent(calendarFeedSchema.openapi("CalendarFeed"), "The feed's state"),
    ...commonErrorResponses,
    ...apiKeyRefused,
  },
});

export const rotateCalendarFeed = createRoute({
  operationId: "rotateCalendarFeed",
  method: "post",
  path: "/calendar-feed/rotate",
  tags,
  ...sessionOnly,
  summary:
    "A new calendar feed URL for the caller in the workspace, shown this once; the previous one stops working. " +
    `It ends unread for ${CALENDAR_FEED_IDLE_DAYS} days, or with a password change, a sign-out everywhere, or the membership`,
  responses: {
    201: jsonContent(newCalendarFeedSchema.openapi("NewCalendarFeed"), "The feed, with its URL"),
    ...commonErrorResponses,
    ...apiKeyRefused,
  },
});

export const deleteCalendarFeed = createRoute({
  operationId: "deleteCalendarFeed",
  method: "delete",
  path: "/calendar-feed",
  tags,
  ...sessionOnly,
  summary: "End the caller's calendar feed in the workspace: its URL stops working (nothing to end answers the same)",
  responses: { 204: { description: "No feed any more" }, ...commonErrorResponses, ...apiKeyRefused },
});

/**
 * Served by the public router with Hono's own `get`, since the path's `.ics` follows the token in
 * the same segment, which the OpenAPI router's validation cannot read: registered in the document
 * only, and the handler checks the token itself.
 */
export const readCalendarFeed = createRoute({
  operationId: "readCalendarFeed",
  method: "get",
  path: "/calendar/{token}.ics",
  tags,
  security: [],
  summary:
    "The feed a calendar app subscribes to, no session needed: the open tasks with a due date assigned to the feed's member in its " +
    `workspace, as iCalendar (RFC 5545): a day's task all day, a timed one for ${TASK_EVENT_MINUTES} minutes, in UTC`,
  request: {
    params: z.object({
      token: z
        .string()
        .openapi({ param: { name: "token", in: "path" }, description: "The token of the URL POST /calendar-feed/rotate answered" }),
    }),
  },
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: z.string() } } },
    404: jsonContent(errorBodySchema, "No working feed has this token: unknown, replaced, deleted, expired or ended, all alike"),
    429: jsonContent(
      errorBodySchema,
      `More than ${CALENDAR_FEED_MISSES_PER_MINUTE} unknown feed tokens tried from this address in a minute`,
    ),
  },
});
