import type { Context } from "hono";
import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import * as health from "./ai-health.service";
import type * as routes from "./connect.routes";
import * as outreach from "./outreach.service";
import * as signature from "./signature.service";

const connectContext = (c: Context<AppEnv>): outreach.ConnectContext => ({ db: c.get("db"), ai: c.get("ai"), logger: c.get("logger") });

export const generateOutreachEmail: RouteHandler<typeof routes.generateOutreachEmail, AppEnv> = async (c) => {
  return c.json(await outreach.generateOutreachEmail(connectContext(c), actorOf(c), c.req.valid("json")), 200);
};

export const checkAiHealth: RouteHandler<typeof routes.checkAiHealth, AppEnv> = async (c) => {
  return c.json(await health.checkAiHealth(connectContext(c), c.get("user").id, c.req.valid("json")), 200);
};

export const getSignature: RouteHandler<typeof routes.getSignature, AppEnv> = async (c) => {
  return c.json(await signature.getSignature(c.get("db"), c.get("user").id), 200);
};

export const saveSignature: RouteHandler<typeof routes.saveSignature, AppEnv> = async (c) => {
  return c.json(await signature.saveSignature(c.get("db"), c.get("user").id, c.req.valid("json")), 200);
};
