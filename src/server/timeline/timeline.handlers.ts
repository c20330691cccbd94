import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./timeline.routes";
import * as service from "./timeline.service";

export const listTimeline: RouteHandler<typeof routes.listTimeline, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { cursor } = c.req.valid("query");
  return c.json(await service.listTimeline(c.get("db"), c.get("workspace").id, id, cursor), 200);
};
