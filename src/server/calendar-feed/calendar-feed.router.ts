import { createRouter } from "../http/router";
import * as handlers from "./calendar-feed.handlers";
import * as routes from "./calendar-feed.routes";

/** The user's feed: its state, a new URL, none (signed in). */
export const calendarFeedRouter = createRouter()
  .openapi(routes.getCalendarFeed, handlers.getCalendarFeed)
  .openapi(routes.rotateCalendarFeed, handlers.rotateCalendarFeed)
  .openapi(routes.deleteCalendarFeed, handlers.deleteCalendarFeed);

/** The feed itself, which calendar apps read with no session: the token in its URL is the key. */
export const calendarFeedPublicRouter = createRouter();
calendarFeedPublicRouter.openAPIRegistry.registerPath(routes.readCalendarFeed);
// `/calendar/:token.ics`: one path parameter, which Hono names `token.ics`, holding the whole segment.
calendarFeedPublicRouter.get("/calendar/:token.ics", handlers.readCalendarFeed);
