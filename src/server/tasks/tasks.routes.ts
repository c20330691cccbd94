import { createRoute, z } from "@hono/zod-openapi";
import { createTaskSchema, TASK_DUE_FILTERS, taskResourceSchema, updateTaskSchema } from "@shared/tasks/task.schema";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";
import { pageQuerySchema } from "../lib/pagination";
import { isTimeZone } from "../reports/report-range";

const tags = ["Tasks"];

export const taskSchema = taskResourceSchema.openapi("Task");

const notFound = notFoundResponse("task in the workspace");

const DUE_LIST = new RegExp(`^(${TASK_DUE_FILTERS.join("|")})(,(${TASK_DUE_FILTERS.join("|")}))*$`);

export const listTasks = createRoute({
  operationId: "listTasks",
  method: "get",
  path: "/tasks",
  tags,
  summary:
    "The workspace's tasks, by due date (those without one last), then due time, then when they were added; " +
    "filtered by assignee, client, due date in the caller's time zone, done or open",
  request: {
    query: z.object({
      assignee: z
        .string()
        .min(1, "validation.invalid")
        .max(100, "validation.invalid")
        .optional()
        .openapi({ description: "Only the tasks of this member: `me`, or a member's user id" }),
      client_id: z
        .uuid("validation.invalid")
        .optional()
        .openapi({ description: "Only the tasks about this client of the workspace (`validation.clientNotFound` for any other)" }),
      due: z
        .string()
        .max(100, "validation.invalid")
        .regex(DUE_LIST, "validation.invalid")
        .optional()
        .openapi({
          description:
            "Only the tasks any of these say, comma-separated, by days in `tz`: `overdue` (open, and its time has passed, or " +
            "without a time its day is before today), `today` (due today), `week` (due today or in the 6 days after)",
          example: "overdue,today",
        }),
      done: z
        .enum(["true", "false"], { error: "validation.invalid" })
        .optional()
        .openapi({ description: "Only the tasks done (`true`) or still open (`false`)" }),
      tz: z
        .string()
        .max(64, "validation.invalidTimeZone")
        .refine(isTimeZone, "validation.invalidTimeZone")
        .default("UTC")
        .openapi({ description: "The caller's IANA time zone, e.g. Europe/Paris, whose today `due` counts from; UTC when absent" }),
      ...pageQuerySchema,
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ items: z.array(taskSchema), next_cursor: z.string().nullable() }).openapi("TaskPage"),
      "One page of tasks; `next_cursor` fetches the next",
    ),
    ...commonErrorResponses,
  },
});

export const createTask = createRoute({
  operationId: "createTask",
  method: "post",
  path: "/tasks",
  tags,
  summary:
    "Add a task, about a client of the workspace or none, for a member (the caller when absent), with a due date and optionally " +
    "a due time on it; recorded on the client's timeline",
  request: { body: jsonBody(createTaskSchema.openapi("NewTask")) },
  responses: { 201: jsonContent(taskSchema, "The new task"), ...commonErrorResponses },
});

export const updateTask = createRoute({
  operationId: "updateTask",
  method: "patch",
  path: "/tasks/{id}",
  tags,
  summary:
    "Change any of a task's fields, any member: clearing `due_date` clears `due_at`, a new `due_date` without `due_at` drops the " +
    "time; `done: true` checks it off (recorded on the client's timeline), `done: false` opens it again",
  request: { params: idParamsSchema, body: jsonBody(updateTaskSchema.openapi("TaskPatch")) },
  responses: { 200: jsonContent(taskSchema, "The task"), ...commonErrorResponses, ...notFound },
});

export const deleteTask = createRoute({
  operationId: "deleteTask",
  method: "delete",
  path: "/tasks/{id}",
  tags,
  summary: "Delete a task, any member",
  request: { params: idParamsSchema },
  responses: { 204: { description: "Deleted" }, ...commonErrorResponses, ...notFound },
});
