import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./client-emails.routes";
import * as service from "./client-emails.service";

export const listClientEmails: RouteHandler<typeof routes.listClientEmails, AppEnv> = async (c) => {
  return c.json({ items: await service.listClientEmails(c.get("db"), c.get("workspace").id, c.req.valid("param").id) }, 200);
};

export const createClientEmail: RouteHandler<typeof routes.createClientEmail, AppEnv> = async (c) => {
  const context = { db: c.get("db"), mailer: c.get("mailer"), logger: c.get("logger") };
  const email = await service.writeClientEmail(context, actorOf(c), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
  return c.json(email, 201);
};
