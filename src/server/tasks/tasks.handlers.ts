import type { RouteHandler } from "@hono/zod-openapi";
import type { TaskDueFilter } from "@shared/tasks/task.schema";
import { actorOf } from "../http/actor";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./tasks.routes";
import * as service from "./tasks.service";

export const listTasks: RouteHandler<typeof routes.listTasks, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const page = await service.listTasks(c.get("db"), c.get("workspace").id, {
    ...(query.assignee !== undefined && { assigneeId: query.assignee === "me" ? c.get("user").id : query.assignee }),
    ...(query.client_id !== undefined && { clientId: query.client_id }),
    ...(query.due !== undefined && { due: query.due.split(",") as TaskDueFilter[] }),
    ...(query.done !== undefined && { done: query.done === "true" }),
    timeZone: query.tz,
    ...(query.cursor !== undefined && { cursor: query.cursor }),
    limit: query.limit,
  });
  return c.json(page, 200);
};

export const createTask: RouteHandler<typeof routes.createTask, AppEnv> = async (c) => {
  return c.json(await service.createTask(c.get("db"), actorOf(c), c.req.valid("json")), 201);
};

export const updateTask: RouteHandler<typeof routes.updateTask, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(await service.updateTask(c.get("db"), actorOf(c), id, c.req.valid("json")), 200);
};

export const deleteTask: RouteHandler<typeof routes.deleteTask, AppEnv> = async (c) => {
  await service.deleteTask(c.get("db"), actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
};
