import type { RouteHandler } from "@hono/zod-openapi";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./notes.routes";
import * as service from "./notes.service";

export const listNotes: RouteHandler<typeof routes.listNotes, AppEnv> = async (c) => {
  return c.json({ items: await service.listNotes(c.get("db"), c.get("workspace").id, c.req.valid("param").id) }, 200);
};

export const createNote: RouteHandler<typeof routes.createNote, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.createNote(c.get("db"), actorOf(c), id, c.req.valid("json")), 201);
};

export const updateNote: RouteHandler<typeof routes.updateNote, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateNote(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const deleteNote: RouteHandler<typeof routes.deleteNote, AppEnv> = async (c) => {
  await service.deleteNote(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};
