import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./pipeline.routes";
import * as service from "./pipeline.service";

export const getPipeline: RouteHandler<typeof routes.getPipeline, AppEnv> = async (c) => {
  const { q, owner } = c.req.valid("query");
  const ownerId = owner === "me" ? c.get("user").id : owner;
  return c.json(await service.getPipeline(c.get("db"), { workspaceId: c.get("workspace").id, ownerId, q }), 200);
};
