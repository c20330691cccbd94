import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import { notFound, sendError } from "../http/errors";
import { browserLanguage } from "../lib/browser-language";
import type * as routes from "./calendar-feed.routes";
import * as service from "./calendar-feed.service";

export const getCalendarFeed: RouteHandler<typeof routes.getCalendarFeed, AppEnv> = async (c) => {
  return c.json(await service.feedState(c.get("db"), actorOf(c)), 200);
};

export const rotateCalendarFeed: RouteHandler<typeof routes.rotateCalendarFeed, AppEnv> = async (c) => {
  return c.json(await service.rotateFeed(c.get("db"), actorOf(c), c.get("baseUrl")), 201);
};

export const deleteCalendarFeed: RouteHandler<typeof routes.deleteCalendarFeed, AppEnv> = async (c) => {
  await service.deleteFeed(c.get("db"), actorOf(c));
  return c.body(null, 204);
};

/** The path segment `{token}.ics`, as Hono names it for the route `/calendar/:token.ics`. */
const SEGMENT = "token.ics";
const EXTENSION = ".ics";

/**
 * GET /calendar/{token}.ics: the calendar file, or the same 404 for anything that is no working
 * feed's token. Never kept by a cache, the browser's or a proxy's: it lists a member's tasks.
 */
export async function readCalendarFeed(c: Context<AppEnv>) {
  const segment = c.req.param(SEGMENT) ?? "";
  const token = segment.endsWith(EXTENSION) ? segment.slice(0, -EXTENSION.length) : undefined;
  const calendar =
    token === undefined
      ? undefined
      : await service.readFeed(c.get("db"), token, { baseUrl: c.get("baseUrl"), language: browserLanguage(c.req.raw.headers) });
  if (calendar === undefined) return sendError(c, notFound("Calendar feed"));
  return c.body(calendar, 200, { "content-type": "text/calendar; charset=utf-8", "cache-control": "no-store" });
}
