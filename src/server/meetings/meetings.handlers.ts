import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./meetings.routes";
import * as service from "./meetings.service";

export const scheduleMeeting: RouteHandler<typeof routes.scheduleMeeting, AppEnv> = async (c) => {
  const invitation = await service.scheduleMeeting(c.get("db"), actorOf(c), c.get("user"), c.req.valid("json"));
  return c.body(invitation.calendar, 201, {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `attachment; filename="${invitation.filename}"`,
  });
};
